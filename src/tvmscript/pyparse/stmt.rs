//! Statements: the simple ones TVMScript uses (expressions, assignments of every kind,
//! `return`, `pass`, `break`, `continue`, `assert`, imports) and the compound ones (`if` /
//! `elif` / `else`, `for`, `while`, `with`, decorated `def` and `class`), with rustpython's
//! ranges: a compound statement ends where the last statement of its last block ends.
//!
//! Invariant: as for expressions, a method consumes a whole production or returns `None`.

use super::expr::store;
use super::lexer::Kind;
use super::Parser;
use rustpython_parser::ast::{self, Expr, Operator, Ranged, Stmt};
use rustpython_parser::text_size::TextRange;

impl Parser<'_> {
    /// Every statement up to the end of the input.
    pub(super) fn statements_until_eof(&mut self) -> Option<Vec<Stmt>> {
        let mut body = Vec::new();
        while *self.peek() != Kind::Eof {
            self.statement(&mut body)?;
        }
        Some(body)
    }

    /// One line of simple statements, or one compound statement, appended to `out`.
    pub(crate) fn statement(&mut self, out: &mut Vec<Stmt>) -> Option<()> {
        match self.peek() {
            Kind::Op("@") | Kind::Keyword("def" | "class") => out.push(self.definition()?),
            Kind::Keyword("if") => out.push(self.if_stmt()?),
            Kind::Keyword("for") => out.push(self.for_stmt()?),
            Kind::Keyword("while") => out.push(self.while_stmt()?),
            Kind::Keyword("with") => out.push(self.with_stmt()?),
            _ => self.simple_statements(out)?,
        }
        Some(())
    }

    /// Simple statements separated by `;` up to the end of the line.
    fn simple_statements(&mut self, out: &mut Vec<Stmt>) -> Option<()> {
        loop {
            out.push(self.small_statement()?);
            if !self.eat_op(";") {
                return self.expect(&Kind::Newline);
            }
            if self.expect(&Kind::Newline).is_some() {
                return Some(());
            }
        }
    }

    /// A block after `:`: simple statements on the same line, or an indented block.
    fn suite(&mut self) -> Option<Vec<Stmt>> {
        let mut body = Vec::new();
        if self.expect(&Kind::Newline).is_none() {
            self.simple_statements(&mut body)?;
            return Some(body);
        }
        self.expect(&Kind::Indent)?;
        while self.expect(&Kind::Dedent).is_none() {
            if *self.peek() == Kind::Eof {
                return None;
            }
            self.statement(&mut body)?;
        }
        Some(body)
    }

    fn small_statement(&mut self) -> Option<Stmt> {
        let start = self.start();
        match self.peek() {
            Kind::Keyword("pass") => {
                self.advance();
                Some(Stmt::Pass(ast::StmtPass {
                    range: self.range(start),
                }))
            }
            Kind::Keyword("break") => {
                self.advance();
                Some(Stmt::Break(ast::StmtBreak {
                    range: self.range(start),
                }))
            }
            Kind::Keyword("continue") => {
                self.advance();
                Some(Stmt::Continue(ast::StmtContinue {
                    range: self.range(start),
                }))
            }
            Kind::Keyword("return") => {
                self.advance();
                let value = if self.starts_expr() {
                    Some(self.test_list()?.0)
                } else {
                    None
                };
                Some(Stmt::Return(ast::StmtReturn {
                    value: value.map(Box::new),
                    range: self.range(start),
                }))
            }
            Kind::Keyword("assert") => {
                self.advance();
                let test = self.test()?;
                let msg = if self.eat_op(",") { Some(self.test()?) } else { None };
                Some(Stmt::Assert(ast::StmtAssert {
                    test: Box::new(test),
                    msg: msg.map(Box::new),
                    range: self.range(start),
                }))
            }
            Kind::Keyword("import") => {
                self.advance();
                let mut names = vec![self.alias(true)?];
                while self.eat_op(",") {
                    names.push(self.alias(true)?);
                }
                Some(Stmt::Import(ast::StmtImport {
                    names,
                    range: self.range(start),
                }))
            }
            Kind::Keyword("from") => self.import_from(),
            Kind::Keyword(k) if !matches!(*k, "True" | "False" | "None" | "not" | "lambda") => None,
            _ => self.expression_statement(),
        }
    }

    /// `name [as other]`, the name dotted where `dotted`.
    fn alias(&mut self, dotted: bool) -> Option<ast::Alias> {
        let start = self.start();
        let mut name = self.name()?.to_string();
        while dotted && self.eat_op(".") {
            name.push('.');
            name.push_str(self.name()?.as_str());
        }
        let asname = if self.eat_kw("as") { Some(self.name()?) } else { None };
        Some(ast::Alias {
            name: ast::Identifier::new(name),
            asname,
            range: self.range(start),
        })
    }

    /// `from module import names` (absolute imports only).
    fn import_from(&mut self) -> Option<Stmt> {
        let start = self.start();
        self.advance();
        let module = self.alias(true)?;
        if module.asname.is_some() || !self.eat_kw("import") {
            return None;
        }
        let mut names = Vec::new();
        if self.is_op("*") {
            let s = self.start();
            self.advance();
            names.push(ast::Alias {
                name: ast::Identifier::new("*"),
                asname: None,
                range: self.range(s),
            });
        } else if self.eat_op("(") {
            loop {
                names.push(self.alias(false)?);
                if !self.eat_op(",") || self.is_op(")") {
                    break;
                }
            }
            self.expect_op(")")?;
        } else {
            names.push(self.alias(false)?);
            while self.eat_op(",") {
                names.push(self.alias(false)?);
            }
        }
        Some(Stmt::ImportFrom(ast::StmtImportFrom {
            module: Some(module.name),
            names,
            level: Some(ast::Int::new(0)),
            range: self.range(start),
        }))
    }

    /// An expression, an assignment (`a = b = v`, `a += v`) or an annotated assignment.
    fn expression_statement(&mut self) -> Option<Stmt> {
        let start = self.start();
        let (first, is_tuple) = self.test_list()?;
        if self.eat_op("=") {
            let mut chain = vec![first];
            loop {
                if self.is_kw("yield") {
                    return None;
                }
                chain.push(self.test_list()?.0);
                if !self.eat_op("=") {
                    break;
                }
            }
            let value = chain.pop().expect("at least two parts");
            return Some(Stmt::Assign(ast::StmtAssign {
                targets: chain.into_iter().map(store).collect(),
                value: Box::new(value),
                type_comment: None,
                range: self.range(start),
            }));
        }
        if let Kind::Op(o) = self.peek() {
            if let Some(op) = augmented(o) {
                self.advance();
                let value = self.test_list()?.0;
                return Some(Stmt::AugAssign(ast::StmtAugAssign {
                    target: Box::new(store(first)),
                    op,
                    value: Box::new(value),
                    range: self.range(start),
                }));
            }
        }
        if self.is_op(":") {
            // The target of an annotation is one `test`, never a bare tuple or starred.
            if is_tuple || matches!(first, Expr::Starred(_)) {
                return None;
            }
            self.advance();
            let annotation = self.test()?;
            let value = if self.eat_op("=") {
                Some(self.test_list()?.0)
            } else {
                None
            };
            let simple = matches!(first, Expr::Name(_));
            return Some(Stmt::AnnAssign(ast::StmtAnnAssign {
                target: Box::new(store(first)),
                annotation: Box::new(annotation),
                value: value.map(Box::new),
                simple,
                range: self.range(start),
            }));
        }
        Some(Stmt::Expr(ast::StmtExpr {
            value: Box::new(first),
            range: self.range(start),
        }))
    }

    fn if_stmt(&mut self) -> Option<Stmt> {
        let start = self.start();
        self.advance();
        let test = self.test()?;
        self.expect_op(":")?;
        let body = self.suite()?;
        let mut elifs = Vec::new();
        while self.is_kw("elif") {
            let at = self.start();
            self.advance();
            let t = self.test()?;
            self.expect_op(":")?;
            elifs.push((at, t, self.suite()?));
        }
        let mut orelse = if self.eat_kw("else") {
            self.expect_op(":")?;
            self.suite()?
        } else {
            Vec::new()
        };
        let end = orelse
            .last()
            .or_else(|| elifs.last().and_then(|e: &(u32, Expr, Vec<Stmt>)| e.2.last()))
            .or_else(|| body.last())?
            .end();
        for (at, t, b) in elifs.into_iter().rev() {
            orelse = vec![Stmt::If(ast::StmtIf {
                test: Box::new(t),
                body: b,
                orelse,
                range: TextRange::new(at.into(), end),
            })];
        }
        Some(Stmt::If(ast::StmtIf {
            test: Box::new(test),
            body,
            orelse,
            range: TextRange::new(start.into(), end),
        }))
    }

    fn while_stmt(&mut self) -> Option<Stmt> {
        let start = self.start();
        self.advance();
        let test = self.test()?;
        self.expect_op(":")?;
        let body = self.suite()?;
        let orelse = self.else_block()?;
        let end = orelse.last().or_else(|| body.last())?.end();
        Some(Stmt::While(ast::StmtWhile {
            test: Box::new(test),
            body,
            orelse,
            range: TextRange::new(start.into(), end),
        }))
    }

    fn for_stmt(&mut self) -> Option<Stmt> {
        let start = self.start();
        self.advance();
        let target = self.list_of(|p| if p.is_op("*") { None } else { p.bitor() })?.0;
        if !self.eat_kw("in") {
            return None;
        }
        let iter = self.test_list()?.0;
        self.expect_op(":")?;
        let body = self.suite()?;
        let orelse = self.else_block()?;
        let end = orelse.last().or_else(|| body.last())?.end();
        Some(Stmt::For(ast::StmtFor {
            target: Box::new(store(target)),
            iter: Box::new(iter),
            body,
            orelse,
            type_comment: None,
            range: TextRange::new(start.into(), end),
        }))
    }

    /// An optional `else:` block.
    fn else_block(&mut self) -> Option<Vec<Stmt>> {
        if !self.eat_kw("else") {
            return Some(Vec::new());
        }
        self.expect_op(":")?;
        self.suite()
    }

    fn with_stmt(&mut self) -> Option<Stmt> {
        let start = self.start();
        self.advance();
        // Parenthesized items have their own productions.
        if self.is_op("(") {
            return None;
        }
        let mut items = Vec::new();
        loop {
            let at = self.start();
            let context_expr = self.test()?;
            let optional_vars = if self.eat_kw("as") {
                Some(Box::new(store(self.bitor()?)))
            } else {
                None
            };
            items.push(ast::WithItem {
                context_expr,
                optional_vars,
                range: self.range(at).into(),
            });
            if !self.eat_op(",") {
                break;
            }
        }
        self.expect_op(":")?;
        let body = self.suite()?;
        let end = body.last()?.end();
        Some(Stmt::With(ast::StmtWith {
            items,
            body,
            type_comment: None,
            range: TextRange::new(start.into(), end),
        }))
    }

    /// A `def` or `class` with its decorators.
    fn definition(&mut self) -> Option<Stmt> {
        let mut decorator_list = Vec::new();
        while self.eat_op("@") {
            decorator_list.push(self.test()?);
            self.expect(&Kind::Newline)?;
        }
        let start = self.start();
        if self.eat_kw("class") {
            let name = self.name()?;
            let (bases, keywords) = if self.eat_op("(") {
                self.arguments()?
            } else {
                (Vec::new(), Vec::new())
            };
            self.expect_op(":")?;
            let body = self.suite()?;
            let end = body.last()?.end();
            return Some(Stmt::ClassDef(ast::StmtClassDef {
                name,
                bases,
                keywords,
                body,
                decorator_list,
                type_params: Vec::new(),
                range: TextRange::new(start.into(), end),
            }));
        }
        if !self.eat_kw("def") {
            return None;
        }
        let name = self.name()?;
        let args = self.parameters()?;
        let returns = if self.eat_op("->") { Some(self.test()?) } else { None };
        self.expect_op(":")?;
        let body = self.suite()?;
        let end = body.last()?.end();
        Some(Stmt::FunctionDef(ast::StmtFunctionDef {
            name,
            args: Box::new(args),
            body,
            decorator_list,
            returns: returns.map(Box::new),
            type_comment: None,
            type_params: Vec::new(),
            range: TextRange::new(start.into(), end),
        }))
    }

    /// `(a: annotation = default, ...)`: plain parameters only.
    pub(crate) fn parameters(&mut self) -> Option<ast::Arguments> {
        let start = self.start();
        self.expect_op("(")?;
        let mut args: Vec<ast::ArgWithDefault> = Vec::new();
        while !self.eat_op(")") {
            let at = self.start();
            let arg = self.name()?;
            if args.iter().any(|a| a.def.arg == arg) {
                return None;
            }
            let annotation = if self.eat_op(":") { Some(self.test()?) } else { None };
            let range = self.range(at);
            let default = if self.eat_op("=") { Some(self.test()?) } else { None };
            // A parameter without default after one with a default is an error.
            if default.is_none() && args.last().is_some_and(|a| a.default.is_some()) {
                return None;
            }
            args.push(ast::ArgWithDefault {
                def: ast::Arg {
                    arg,
                    annotation: annotation.map(Box::new),
                    type_comment: None,
                    range,
                },
                default: default.map(Box::new),
                range: self.range(at).into(),
            });
            if !self.eat_op(",") {
                self.expect_op(")")?;
                break;
            }
        }
        Some(ast::Arguments {
            posonlyargs: Vec::new(),
            args,
            vararg: None,
            kwonlyargs: Vec::new(),
            kwarg: None,
            range: self.range(start).into(),
        })
    }
}

/// The operator of an augmented assignment token.
fn augmented(op: &str) -> Option<Operator> {
    Some(match op {
        "+=" => Operator::Add,
        "-=" => Operator::Sub,
        "*=" => Operator::Mult,
        "@=" => Operator::MatMult,
        "/=" => Operator::Div,
        "%=" => Operator::Mod,
        "&=" => Operator::BitAnd,
        "|=" => Operator::BitOr,
        "^=" => Operator::BitXor,
        "<<=" => Operator::LShift,
        ">>=" => Operator::RShift,
        "**=" => Operator::Pow,
        "//=" => Operator::FloorDiv,
        _ => return None,
    })
}
