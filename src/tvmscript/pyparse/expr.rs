//! Expressions: Python's precedence levels from conditional expressions down to atoms, each
//! node built with the range rustpython's grammar gives it (from the first token of its
//! production to the last, so a parenthesized left operand widens its parent's range but not
//! its own).
//!
//! Invariant: every method either consumes one complete production and returns its node, or
//! returns `None` (outside the subset, or invalid): the whole parse is then abandoned.

use super::lexer::Kind;
use super::Parser;
use rustpython_parser::ast::{self, Expr, ExprContext, Operator};

/// Binary operator levels from the loosest (`|`) to the tightest (`* / // % @`).
const LEVELS: [&[(&str, Operator)]; 6] = [
    &[("|", Operator::BitOr)],
    &[("^", Operator::BitXor)],
    &[("&", Operator::BitAnd)],
    &[("<<", Operator::LShift), (">>", Operator::RShift)],
    &[("+", Operator::Add), ("-", Operator::Sub)],
    &[
        ("*", Operator::Mult),
        ("/", Operator::Div),
        ("//", Operator::FloorDiv),
        ("%", Operator::Mod),
        ("@", Operator::MatMult),
    ],
];

impl Parser<'_> {
    /// `test`: a conditional expression, a lambda, or an `or` test.
    pub(crate) fn test(&mut self) -> Option<Expr> {
        if self.is_kw("lambda") {
            return self.lambda();
        }
        let start = self.start();
        let body = self.or_test()?;
        if !self.eat_kw("if") {
            return Some(body);
        }
        let test = self.or_test()?;
        if !self.eat_kw("else") {
            return None;
        }
        let orelse = self.test()?;
        Some(Expr::IfExp(ast::ExprIfExp {
            test: Box::new(test),
            body: Box::new(body),
            orelse: Box::new(orelse),
            range: self.range(start),
        }))
    }

    /// `lambda a, b: body` with plain parameters.
    fn lambda(&mut self) -> Option<Expr> {
        let start = self.start();
        self.advance();
        // A lambda without parameters is left to the full parser (its empty parameter range
        // is not one this parser builds).
        if self.is_op(":") {
            return None;
        }
        let params_start = self.start();
        let mut args: Vec<ast::ArgWithDefault> = Vec::new();
        while !self.is_op(":") {
            let p = self.start();
            let arg = self.name()?;
            if args.iter().any(|a| a.def.arg == arg) {
                return None;
            }
            let range = self.range(p);
            args.push(ast::ArgWithDefault {
                def: ast::Arg {
                    arg,
                    annotation: None,
                    type_comment: None,
                    range,
                },
                default: None,
                range: range.into(),
            });
            if !self.eat_op(",") {
                break;
            }
        }
        let params = ast::Arguments {
            posonlyargs: Vec::new(),
            args,
            vararg: None,
            kwonlyargs: Vec::new(),
            kwarg: None,
            range: self.range(params_start).into(),
        };
        self.expect_op(":")?;
        let body = self.test()?;
        Some(Expr::Lambda(ast::ExprLambda {
            args: Box::new(params),
            body: Box::new(body),
            range: self.range(start),
        }))
    }

    fn or_test(&mut self) -> Option<Expr> {
        self.bool_chain("or", ast::BoolOp::Or, Self::and_test)
    }

    fn and_test(&mut self) -> Option<Expr> {
        self.bool_chain("and", ast::BoolOp::And, Self::not_test)
    }

    /// One `BoolOp` holding every operand of a chain of `word`.
    fn bool_chain(&mut self, word: &str, op: ast::BoolOp, operand: fn(&mut Self) -> Option<Expr>) -> Option<Expr> {
        let start = self.start();
        let first = operand(self)?;
        if !self.is_kw(word) {
            return Some(first);
        }
        let mut values = vec![first];
        while self.eat_kw(word) {
            values.push(operand(self)?);
        }
        Some(Expr::BoolOp(ast::ExprBoolOp {
            op,
            values,
            range: self.range(start),
        }))
    }

    fn not_test(&mut self) -> Option<Expr> {
        if !self.is_kw("not") {
            return self.comparison();
        }
        let start = self.start();
        self.advance();
        let operand = self.not_test()?;
        Some(Expr::UnaryOp(ast::ExprUnaryOp {
            op: ast::UnaryOp::Not,
            operand: Box::new(operand),
            range: self.range(start),
        }))
    }

    fn comparison(&mut self) -> Option<Expr> {
        let start = self.start();
        let left = self.bitor()?;
        let mut ops = Vec::new();
        let mut comparators = Vec::new();
        loop {
            let op = match self.peek() {
                Kind::Op("==") => ast::CmpOp::Eq,
                Kind::Op("!=") => ast::CmpOp::NotEq,
                Kind::Op("<") => ast::CmpOp::Lt,
                Kind::Op("<=") => ast::CmpOp::LtE,
                Kind::Op(">") => ast::CmpOp::Gt,
                Kind::Op(">=") => ast::CmpOp::GtE,
                Kind::Keyword("in") => ast::CmpOp::In,
                Kind::Keyword("not") if *self.peek_at(1) == Kind::Keyword("in") => {
                    self.advance();
                    ast::CmpOp::NotIn
                }
                Kind::Keyword("is") if *self.peek_at(1) == Kind::Keyword("not") => {
                    self.advance();
                    ast::CmpOp::IsNot
                }
                Kind::Keyword("is") => ast::CmpOp::Is,
                _ => break,
            };
            self.advance();
            ops.push(op);
            comparators.push(self.bitor()?);
        }
        if ops.is_empty() {
            return Some(left);
        }
        Some(Expr::Compare(ast::ExprCompare {
            left: Box::new(left),
            ops,
            comparators,
            range: self.range(start),
        }))
    }

    /// `Expression<"all">`: the binary operators, loosest first.
    pub(super) fn bitor(&mut self) -> Option<Expr> {
        self.binary(0)
    }

    fn binary(&mut self, level: usize) -> Option<Expr> {
        let Some(ops) = LEVELS.get(level) else {
            return self.factor();
        };
        let start = self.start();
        let mut left = self.binary(level + 1)?;
        loop {
            let op = match self.peek() {
                Kind::Op(o) => ops.iter().find(|(text, _)| super::same(text, o)).map(|(_, op)| *op),
                _ => None,
            };
            let Some(op) = op else { return Some(left) };
            self.advance();
            let right = self.binary(level + 1)?;
            left = Expr::BinOp(ast::ExprBinOp {
                left: Box::new(left),
                op,
                right: Box::new(right),
                range: self.range(start),
            });
        }
    }

    fn factor(&mut self) -> Option<Expr> {
        let op = match self.peek() {
            Kind::Op("+") => ast::UnaryOp::UAdd,
            Kind::Op("-") => ast::UnaryOp::USub,
            Kind::Op("~") => ast::UnaryOp::Invert,
            _ => return self.power(),
        };
        let start = self.start();
        self.advance();
        let operand = self.factor()?;
        Some(Expr::UnaryOp(ast::ExprUnaryOp {
            op,
            operand: Box::new(operand),
            range: self.range(start),
        }))
    }

    fn power(&mut self) -> Option<Expr> {
        let start = self.start();
        let base = self.atom_expr()?;
        if !self.eat_op("**") {
            return Some(base);
        }
        let exponent = self.factor()?;
        Some(Expr::BinOp(ast::ExprBinOp {
            left: Box::new(base),
            op: Operator::Pow,
            right: Box::new(exponent),
            range: self.range(start),
        }))
    }

    /// An atom with its calls, subscripts and attributes.
    pub(crate) fn atom_expr(&mut self) -> Option<Expr> {
        let start = self.start();
        let mut e = self.atom()?;
        loop {
            if self.eat_op("(") {
                let (args, keywords) = self.arguments()?;
                e = Expr::Call(ast::ExprCall {
                    func: Box::new(e),
                    args,
                    keywords,
                    range: self.range(start),
                });
            } else if self.eat_op("[") {
                let slice = self.subscripts()?;
                self.expect_op("]")?;
                e = Expr::Subscript(ast::ExprSubscript {
                    value: Box::new(e),
                    slice: Box::new(slice),
                    ctx: ExprContext::Load,
                    range: self.range(start),
                });
            } else if self.eat_op(".") {
                let attr = self.name()?;
                e = Expr::Attribute(ast::ExprAttribute {
                    value: Box::new(e),
                    attr,
                    ctx: ExprContext::Load,
                    range: self.range(start),
                });
            } else {
                return Some(e);
            }
        }
    }

    /// Call arguments after `(`, through `)`: positional ones, then keywords.
    pub(super) fn arguments(&mut self) -> Option<(Vec<Expr>, Vec<ast::Keyword>)> {
        let mut args = Vec::new();
        let mut keywords: Vec<ast::Keyword> = Vec::new();
        while !self.eat_op(")") {
            if *self.peek() == Kind::Name && *self.peek_at(1) == Kind::Op("=") {
                let start = self.start();
                let name = self.name()?;
                self.advance();
                if keywords.iter().any(|k| k.arg.as_ref() == Some(&name)) {
                    return None;
                }
                let value = self.test()?;
                keywords.push(ast::Keyword {
                    arg: Some(name),
                    value,
                    range: self.range(start),
                });
            } else {
                if !keywords.is_empty() || self.is_op("*") || self.is_op("**") {
                    return None;
                }
                args.push(self.test()?);
                if self.is_kw("for") || self.is_op(":=") {
                    return None;
                }
            }
            if !self.eat_op(",") {
                self.expect_op(")")?;
                break;
            }
        }
        Some((args, keywords))
    }

    /// What stands between `[` and `]`: one subscript, or a tuple of them.
    fn subscripts(&mut self) -> Option<Expr> {
        let start = self.start();
        let first = self.subscript()?;
        if !self.is_op(",") {
            return Some(first);
        }
        let mut elts = vec![first];
        while self.eat_op(",") {
            if self.is_op("]") {
                break;
            }
            elts.push(self.subscript()?);
        }
        Some(Expr::Tuple(ast::ExprTuple {
            elts,
            ctx: ExprContext::Load,
            range: self.range(start),
        }))
    }

    /// An index or a slice `lower:upper:step`.
    fn subscript(&mut self) -> Option<Expr> {
        let start = self.start();
        let lower = if self.is_op(":") {
            None
        } else {
            let e = self.test_or_star()?;
            if !self.is_op(":") {
                return Some(e);
            }
            // A starred expression cannot start a slice.
            if matches!(e, Expr::Starred(_)) {
                return None;
            }
            Some(e)
        };
        self.advance();
        let ends = |p: &Self| p.is_op(":") || p.is_op(",") || p.is_op("]");
        let upper = if ends(self) { None } else { Some(self.test()?) };
        let step = if self.eat_op(":") && !(self.is_op(",") || self.is_op("]")) {
            Some(self.test()?)
        } else {
            None
        };
        Some(Expr::Slice(ast::ExprSlice {
            lower: lower.map(Box::new),
            upper: upper.map(Box::new),
            step: step.map(Box::new),
            range: self.range(start),
        }))
    }

    /// `test` or a starred `*expression`.
    pub(super) fn test_or_star(&mut self) -> Option<Expr> {
        if !self.is_op("*") {
            return self.test();
        }
        self.starred()
    }

    fn starred(&mut self) -> Option<Expr> {
        let start = self.start();
        self.advance();
        let value = self.bitor()?;
        Some(Expr::Starred(ast::ExprStarred {
            value: Box::new(value),
            ctx: ExprContext::Load,
            range: self.range(start),
        }))
    }

    /// Whether the next token can begin an expression (so a comma before it is no trailing
    /// comma).
    pub(super) fn starts_expr(&self) -> bool {
        match self.peek() {
            Kind::Name | Kind::Int | Kind::Float | Kind::Str => true,
            Kind::Keyword(k) => matches!(*k, "True" | "False" | "None" | "not" | "lambda" | "await" | "yield"),
            Kind::Op(o) => matches!(*o, "(" | "[" | "{" | "-" | "+" | "~" | "*" | "..."),
            _ => false,
        }
    }

    /// A comma-separated list of `element`s: one element, or a tuple (trailing comma
    /// included in its range), as `GenericList` builds it.
    pub(super) fn list_of(&mut self, element: fn(&mut Self) -> Option<Expr>) -> Option<(Expr, bool)> {
        let start = self.start();
        let first = element(self)?;
        if !self.is_op(",") {
            return Some((first, false));
        }
        let mut elts = vec![first];
        while self.eat_op(",") {
            if !self.starts_expr() {
                break;
            }
            elts.push(element(self)?);
        }
        Some((
            Expr::Tuple(ast::ExprTuple {
                elts,
                ctx: ExprContext::Load,
                range: self.range(start),
            }),
            true,
        ))
    }

    /// `TestList`: expressions or starred ones, a tuple when separated by commas.
    pub(super) fn test_list(&mut self) -> Option<(Expr, bool)> {
        self.list_of(Self::test_or_star)
    }

    fn atom(&mut self) -> Option<Expr> {
        let start = self.start();
        let constant = |p: &mut Self, value: ast::Constant| {
            p.advance();
            Some(Expr::Constant(ast::ExprConstant {
                value,
                kind: None,
                range: p.range(start),
            }))
        };
        match *self.peek() {
            Kind::Name => {
                let id = self.name()?;
                Some(Expr::Name(ast::ExprName {
                    id,
                    ctx: ExprContext::Load,
                    range: self.range(start),
                }))
            }
            Kind::Int => {
                let v = super::int_value(self.text())?;
                constant(self, ast::Constant::Int(ast::bigint::BigInt::from(v)))
            }
            Kind::Float => {
                let x = super::float_value(self.text())?;
                constant(self, ast::Constant::Float(x))
            }
            Kind::Str => {
                // Adjacent literals concatenate: left to the full parser.
                if *self.peek_at(1) == Kind::Str {
                    return None;
                }
                let t = &self.tokens[self.pos];
                let text = self.src[t.start as usize + 1..t.end as usize - 1].to_string();
                constant(self, ast::Constant::Str(text))
            }
            Kind::Keyword("True") => constant(self, ast::Constant::Bool(true)),
            Kind::Keyword("False") => constant(self, ast::Constant::Bool(false)),
            Kind::Keyword("None") => constant(self, ast::Constant::None),
            Kind::Op("...") => constant(self, ast::Constant::Ellipsis),
            Kind::Op("(") => self.parenthesized(),
            Kind::Op("[") => {
                self.advance();
                let mut elts = Vec::new();
                while !self.eat_op("]") {
                    elts.push(self.test_or_star()?);
                    if self.is_kw("for") || self.is_op(":=") {
                        return None;
                    }
                    if !self.eat_op(",") {
                        self.expect_op("]")?;
                        break;
                    }
                }
                Some(Expr::List(ast::ExprList {
                    elts,
                    ctx: ExprContext::Load,
                    range: self.range(start),
                }))
            }
            Kind::Op("{") => {
                self.advance();
                let (mut keys, mut values) = (Vec::new(), Vec::new());
                while !self.eat_op("}") {
                    let key = self.test()?;
                    self.expect_op(":")?;
                    keys.push(Some(key));
                    values.push(self.test()?);
                    if self.is_kw("for") {
                        return None;
                    }
                    if !self.eat_op(",") {
                        self.expect_op("}")?;
                        break;
                    }
                }
                Some(Expr::Dict(ast::ExprDict {
                    keys,
                    values,
                    range: self.range(start),
                }))
            }
            _ => None,
        }
    }

    /// `( ... )`: the empty tuple, one parenthesized expression (its own range), or a tuple.
    fn parenthesized(&mut self) -> Option<Expr> {
        let start = self.start();
        self.advance();
        if self.eat_op(")") {
            return Some(Expr::Tuple(ast::ExprTuple {
                elts: Vec::new(),
                ctx: ExprContext::Load,
                range: self.range(start),
            }));
        }
        // Starred elements, walrus and generators take other productions.
        if self.is_op("*") {
            return None;
        }
        let first = self.test()?;
        if self.is_kw("for") || self.is_op(":=") || self.is_kw("yield") {
            return None;
        }
        if self.eat_op(")") {
            return Some(first);
        }
        self.expect_op(",")?;
        let mut elts = vec![first];
        while !self.eat_op(")") {
            if self.is_op("*") {
                return None;
            }
            elts.push(self.test()?);
            if !self.eat_op(",") {
                self.expect_op(")")?;
                break;
            }
        }
        Some(Expr::Tuple(ast::ExprTuple {
            elts,
            ctx: ExprContext::Load,
            range: self.range(start),
        }))
    }
}

/// `expr` as an assignment target: names, tuples, lists, attributes, subscripts and starred
/// elements get the `Store` context (rustpython's `set_context`).
pub(super) fn store(expr: Expr) -> Expr {
    match expr {
        Expr::Name(mut n) => {
            n.ctx = ExprContext::Store;
            Expr::Name(n)
        }
        Expr::Tuple(mut t) => {
            t.elts = t.elts.into_iter().map(store).collect();
            t.ctx = ExprContext::Store;
            Expr::Tuple(t)
        }
        Expr::List(mut l) => {
            l.elts = l.elts.into_iter().map(store).collect();
            l.ctx = ExprContext::Store;
            Expr::List(l)
        }
        Expr::Attribute(mut a) => {
            a.ctx = ExprContext::Store;
            Expr::Attribute(a)
        }
        Expr::Subscript(mut s) => {
            s.ctx = ExprContext::Store;
            Expr::Subscript(s)
        }
        Expr::Starred(mut s) => {
            s.value = Box::new(store(*s.value));
            s.ctx = ExprContext::Store;
            Expr::Starred(s)
        }
        other => other,
    }
}
