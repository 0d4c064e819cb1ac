//! Direct lowering: TVMScript tokens to IR without a Python AST for the statements TVM prints
//! most (buffer stores, `T.let` bindings, `for` loops over `range` / `T.grid` / `T.serial` /
//! `T.parallel` / `T.vectorized` / `T.unroll`, `if` / `elif` / `else`) and for arithmetic
//! expressions ([`expr`]). Each form takes the same [`Lowerer`] steps the AST lowering takes,
//! in the same order; every other statement, expression or atom is parsed to its AST by the
//! fast Python parser (`pyparse`, whose token cursor this drives) and lowered as before.
//!
//! Invariant: [`parse_module`] returns exactly the module the AST lowering makes of `src` (the
//! same IR, node for node), or `None`: on module or function shapes it does not take, on input
//! outside the fast parser's subset and on every error, so that the caller's full path reads
//! the file again and words the error. Within a statement, a direct step that does not apply or
//! fails rewinds to the statement's first token and lowers that statement from its AST; until
//! then a direct step has only interned pure expression nodes (unreachable after the rewind:
//! compaction drops them), and a rewind after anything else was made gives up instead.

mod chunks;
mod expr;

use chunks::Runs;

use super::expr::Val;
use super::{unique_name, Header, Lowerer};
use crate::error::Result;
use crate::ir::{BinOp, ForKind, Module, Stmt, StmtId};
use crate::tvmscript::pyparse::{Kind, Parser, Token};
use rustpython_parser::ast;

/// Why a direct step stopped.
enum Stop {
    /// Lower the current statement from its AST instead.
    Redo,
    /// Abandon the direct path: the caller reads the file with the full path.
    GiveUp,
}

type Step<T> = std::result::Result<T, Stop>;

/// A lowering result inside a direct step: an error sends the statement to its AST.
fn redo<T>(r: Result<T>) -> Step<T> {
    r.map_err(|_| Stop::Redo)
}

/// `src` lowered to IR, or `None` to leave it to the AST path (see the module docs).
pub fn parse_module(file: &str, src: &str, tokens: &[Token]) -> Option<Module> {
    parse_module_in(file, src, tokens, Runs::for_this_machine())
}

/// [`parse_module`], each long body cut into `runs`.
fn parse_module_in(file: &str, src: &str, tokens: &[Token], runs: Runs) -> Option<Module> {
    let mut p = Parser::new(src, tokens);
    let mut module = Module {
        funcs: Vec::new(),
        type_vars: Vec::new(),
        class_name: None,
        attrs: None,
    };
    while *p.peek() != Kind::Eof {
        match p.peek() {
            Kind::Op("@") | Kind::Keyword("def" | "class") => {
                let decorators = decorators(&mut p)?;
                if p.is_kw("class") {
                    if module.class_name.is_some() || !module.funcs.is_empty() {
                        return None;
                    }
                    class(file, src, &mut p, &mut module, runs)?;
                } else if module.class_name.is_some() {
                    return None;
                } else {
                    let f = function(file, src, &mut p, decorators, None, runs)?;
                    module.funcs.push(f);
                }
            }
            _ => {
                let mut out = Vec::new();
                p.statement(&mut out)?;
                let imports = out
                    .iter()
                    .all(|s| matches!(s, ast::Stmt::Import(_) | ast::Stmt::ImportFrom(_)));
                if !imports {
                    return None;
                }
            }
        }
    }
    (!module.funcs.is_empty()).then_some(module)
}

/// `@expr NEWLINE` lines before a `def` or `class`.
fn decorators(p: &mut Parser) -> Option<Vec<ast::Expr>> {
    let mut out = Vec::new();
    while p.eat_op("@") {
        out.push(p.test()?);
        p.expect(&Kind::Newline)?;
    }
    Some(out)
}

/// `class Name:` and its functions (its decorators, already read, are not checked: nor does
/// the AST path check them).
fn class(file: &str, src: &str, p: &mut Parser, module: &mut Module, runs: Runs) -> Option<()> {
    p.advance();
    let name = p.name()?;
    p.expect_op(":")?;
    p.expect(&Kind::Newline)?;
    p.expect(&Kind::Indent)?;
    module.class_name = Some(name.to_string());
    while p.expect(&Kind::Dedent).is_none() {
        match p.peek() {
            Kind::Op("@") | Kind::Keyword("def") => {
                let decorators = decorators(p)?;
                let f = function(file, src, p, decorators, Some(&*module), runs)?;
                module.funcs.push(f);
            }
            Kind::Keyword("pass") => {
                p.advance();
                p.expect(&Kind::Newline)?;
            }
            _ => return None,
        }
    }
    Some(())
}

/// `def name(params) -> ret:` and its indented body; `module` when it is a class's (whose
/// functions need distinct names).
fn function(
    file: &str,
    src: &str,
    p: &mut Parser,
    decorators: Vec<ast::Expr>,
    module: Option<&Module>,
    runs: Runs,
) -> Option<crate::ir::PrimFunc> {
    let start = p.start() as usize;
    if !p.eat_kw("def") {
        return None;
    }
    let name = p.name()?;
    if let Some(m) = module {
        unique_name(file, src, m, name.as_str(), start).ok()?;
    }
    let args = p.parameters()?;
    let returns = if p.eat_op("->") { Some(p.test()?) } else { None };
    p.expect_op(":")?;
    p.expect(&Kind::Newline)?;
    p.expect(&Kind::Indent)?;
    let header = Header {
        name: name.as_str(),
        start,
        decorators: &decorators,
        args: &args,
        returns: returns.as_ref(),
    };
    let scan = scan_body(p)?;
    let lw = Lowerer::for_function(file, src, &header, &[], &scan.declarations).ok()?;
    let mut d = Direct {
        p,
        lw,
        runs,
        block_ends: Some(&scan.block_ends),
    };
    d.lw.push_frame();
    let body = chunks::block(&mut d, &scan.statements, scan.end).ok()?;
    d.lw.pop_frame();
    Some(d.lw.finish(body))
}

/// What one scan of a function body's top-level lines finds before anything is lowered.
struct BodyScan {
    /// The lines that may declare a scalar dtype (`n, m = T.int32(), T.int32()`), parsed.
    declarations: Vec<ast::Stmt>,
    /// Where each top-level statement starts (`elif` and `else` lines continue one), and
    /// whether it leaves the scope as it found it (see [`chunks`]).
    statements: Vec<(usize, bool)>,
    /// The body's closing `Dedent`.
    end: usize,
    /// Where each block nested in the body ends.
    block_ends: BlockEnds,
}

/// The `Dedent` closing each block, by its `Indent`.
type BlockEnds = hashbrown::HashMap<usize, usize>;

/// Whether the statement whose line starts at the cursor leaves the scope as it found it (a
/// loop, a conditional or a store: see [`chunks`]); `None` for an `elif` or `else` line,
/// which continues a statement.
fn leaves_scope_as_found(p: &Parser) -> Option<bool> {
    match p.peek() {
        Kind::Keyword("elif" | "else") => None,
        Kind::Keyword("for" | "if" | "while") => Some(true),
        Kind::Name => Some(*p.peek_at(1) == Kind::Op("[")),
        _ => Some(false),
    }
}

/// Where each statement of the block at the cursor (after its `Indent`) starts up to its
/// `Dedent` at `end`, with [`leaves_scope_as_found`]; the cursor stays where it was.
fn statement_starts(p: &mut Parser, end: usize, block_ends: &BlockEnds) -> Option<Vec<(usize, bool)>> {
    let block = p.mark();
    let mut out = Vec::new();
    while p.mark() < end {
        if let Some(neutral) = leaves_scope_as_found(p) {
            out.push((p.mark(), neutral));
        }
        while !matches!(p.peek(), Kind::Newline | Kind::Eof) {
            p.advance();
        }
        p.advance();
        if *p.peek() == Kind::Indent {
            p.reset(block_ends.get(&p.mark())? + 1);
        }
    }
    let at_end = p.mark() == end;
    p.reset(block);
    at_end.then_some(out)
}

/// Scans the body ahead line by line; the cursor stays where it was. In every scalar
/// declaration `=` is followed by `T.name()`, after as many `(` as the value's tuple and its
/// first element are parenthesized with, so lines without that are skipped unparsed.
fn scan_body(p: &mut Parser) -> Option<BodyScan> {
    let body = p.mark();
    let mut out = Vec::new();
    let mut statements = Vec::new();
    let mut block_ends = BlockEnds::new();
    loop {
        match p.peek() {
            Kind::Dedent => break,
            Kind::Eof => return None,
            _ => {}
        }
        if let Some(neutral) = leaves_scope_as_found(p) {
            statements.push((p.mark(), neutral));
        }
        let line = p.mark();
        let mut declares = false;
        while !matches!(p.peek(), Kind::Newline | Kind::Eof) {
            if p.is_op("=") {
                p.advance();
                let mut paren = 0;
                while p.peek_at(paren) == &Kind::Op("(") {
                    paren += 1;
                }
                declares |= *p.peek_at(paren) == Kind::Name
                    && p.peek_at(paren + 1) == &Kind::Op(".")
                    && *p.peek_at(paren + 2) == Kind::Name
                    && p.peek_at(paren + 3) == &Kind::Op("(")
                    && p.peek_at(paren + 4) == &Kind::Op(")");
                continue;
            }
            p.advance();
        }
        p.advance();
        if declares {
            p.reset(line);
            p.statement(&mut out)?;
        }
        // Skip the blocks the line opens (and those of its `else:` lines, met as lines),
        // noting where each one ends.
        let mut open = Vec::new();
        if *p.peek() == Kind::Indent {
            loop {
                match p.peek() {
                    Kind::Indent => open.push(p.mark()),
                    Kind::Dedent => {
                        let indent = open.pop()?;
                        block_ends.insert(indent, p.mark());
                    }
                    Kind::Eof => return None,
                    _ => {}
                }
                p.advance();
                if open.is_empty() {
                    break;
                }
            }
        }
    }
    let end = p.mark();
    p.reset(body);
    Some(BodyScan {
        declarations: out,
        statements,
        end,
        block_ends,
    })
}

/// The cursor and the lowering of one function.
struct Direct<'a, 'p, 's> {
    p: &'p mut Parser<'s>,
    lw: Lowerer<'a>,
    /// How a long block may be cut into runs lowered in parallel.
    runs: Runs,
    /// Where the function's blocks end (`None`: no block is cut).
    block_ends: Option<&'p BlockEnds>,
}

/// What a rewind must find unchanged: everything but the expression arena.
#[derive(PartialEq)]
struct Made {
    vars: usize,
    buffers: usize,
    stmts: usize,
    frames: usize,
}

impl Direct<'_, '_, '_> {
    fn made(&self) -> Made {
        Made {
            vars: self.lw.func.vars.len(),
            buffers: self.lw.func.buffers.len(),
            stmts: self.lw.func.stmts.len(),
            frames: self.lw.frames.len(),
        }
    }

    /// The statements of an indented block through its `Dedent`, as one sequence.
    fn items(&mut self) -> Step<StmtId> {
        let items = self.statements_until(None)?;
        Ok(self.lw.seq(items))
    }

    /// The statements ahead through the block's `Dedent`, or up to token `end` (where a
    /// statement must start).
    fn statements_until(&mut self, end: Option<usize>) -> Step<Vec<StmtId>> {
        let mut items = Vec::new();
        loop {
            match end {
                Some(end) if self.p.mark() >= end => {
                    return if self.p.mark() == end {
                        Ok(items)
                    } else {
                        Err(Stop::GiveUp)
                    }
                }
                None if self.p.expect(&Kind::Dedent).is_some() => return Ok(items),
                _ => {}
            }
            if *self.p.peek() == Kind::Eof {
                return Err(Stop::GiveUp);
            }
            self.statement(&mut items)?;
        }
    }

    /// A block at its `: NEWLINE INDENT` (checked by the caller), in a fresh scope; a long one
    /// in runs ([`chunks`]).
    fn block(&mut self) -> Step<StmtId> {
        self.p.advance();
        self.p.advance();
        let indent = self.p.mark();
        self.p.advance();
        self.lw.push_frame();
        let cut = self
            .block_ends
            .and_then(|ends| Some((ends, *ends.get(&indent)?)))
            .filter(|&(_, end)| self.runs.worth_cutting(end - indent))
            .and_then(|(ends, end)| Some((statement_starts(self.p, end, ends)?, end)));
        let r = match cut {
            Some((statements, end)) => chunks::block(self, &statements, end),
            None => self.items(),
        };
        self.lw.pop_frame();
        r
    }

    /// Whether `: NEWLINE INDENT` is next: a block this path lowers.
    fn block_ahead(&self) -> bool {
        self.p.is_op(":") && *self.p.peek_at(1) == Kind::Newline && *self.p.peek_at(2) == Kind::Indent
    }

    /// One statement (a line of simple statements, or a compound one) appended to `items`.
    fn statement(&mut self, items: &mut Vec<StmtId>) -> Step<()> {
        let mark = self.p.mark();
        let before = self.made();
        let counted = self.lw.statements;
        match crate::deep::grow(|| self.direct(mark)) {
            Ok(made) => {
                items.extend(made);
                Ok(())
            }
            Err(Stop::Redo) if self.made() == before => {
                self.p.reset(mark);
                self.lw.statements = counted;
                self.lower_ast_statement(items)
            }
            Err(_) => Err(Stop::GiveUp),
        }
    }

    /// The statement at the cursor lowered from its AST.
    fn lower_ast_statement(&mut self, items: &mut Vec<StmtId>) -> Step<()> {
        let mut out = Vec::new();
        self.p.statement(&mut out).ok_or(Stop::GiveUp)?;
        for s in &out {
            if Lowerer::read_by_block_only(s) {
                return Err(Stop::GiveUp);
            }
            let made = self.lw.stmt(s).map_err(|_| Stop::GiveUp)?;
            items.extend(made);
        }
        Ok(())
    }

    /// The statement at token `mark`, lowered directly.
    fn direct(&mut self, mark: usize) -> Step<Option<StmtId>> {
        let at = self.p.start() as usize;
        let made = match self.p.peek() {
            Kind::Keyword("for") => self.for_loop(at)?,
            // (An `elif` is read by its `if`; one starting a statement is a syntax error.)
            Kind::Keyword("if") => self.if_else(at)?,
            Kind::Name if matches!(self.p.peek_at(1), Kind::Op("[")) => self.store(at)?,
            Kind::Name if matches!(self.p.peek_at(1), Kind::Op(":")) => self.let_binding(at)?,
            _ => return Err(Stop::Redo),
        };
        debug_assert!(self.p.mark() > mark);
        self.lw.note_origin(made, at);
        Ok(Some(made))
    }

    /// The end of a simple statement: its `NEWLINE` (anything else, e.g. `;`, is left to the
    /// AST path).
    fn end_of_line(&mut self) -> Step<()> {
        self.p.expect(&Kind::Newline).ok_or(Stop::Redo)
    }

    /// `buf[i, j] = value`.
    fn store(&mut self, at: usize) -> Step<StmtId> {
        redo(self.lw.count_statement(at))?;
        let (buffer, indices, indices_at) = self.subscript()?;
        if !self.p.eat_op("=") {
            return Err(Stop::Redo);
        }
        let want = redo(self.lw.stored_dtype(buffer, &indices, indices_at))?;
        let value_at = self.p.start() as usize;
        let v = self.expr()?;
        self.end_of_line()?;
        let value = redo(self.lw.coerce_at(v, want, value_at))?;
        Ok(self.lw.func.add_stmt(Stmt::Store { buffer, indices, value }))
    }

    /// `name: T.let[T.dtype] = value`.
    fn let_binding(&mut self, at: usize) -> Step<StmtId> {
        redo(self.lw.count_statement(at))?;
        let name = self.p.text();
        self.p.advance();
        self.p.advance();
        for part in ["T", ".", "let", "[", "T", "."] {
            if self.p.text() != part {
                return Err(Stop::Redo);
            }
            self.p.advance();
        }
        let dt = match self.p.peek() {
            Kind::Name => crate::ir::DataType::parse(self.p.text()).ok_or(Stop::Redo)?,
            _ => return Err(Stop::Redo),
        };
        self.p.advance();
        if !(self.p.eat_op("]") && self.p.eat_op("=")) {
            return Err(Stop::Redo);
        }
        let value_at = self.p.start() as usize;
        let v = self.expr()?;
        self.end_of_line()?;
        let value = redo(self.lw.coerce_at(v, dt, value_at))?;
        let bind = redo(self.lw.bind_let(name, dt, None, value, at))?;
        Ok(self.lw.func.add_stmt(bind))
    }

    /// `for i, j in T.grid(...)` / `for i in range(...)` / `T.serial(...)` and the other kinds
    /// without keywords, over an indented block.
    fn for_loop(&mut self, at: usize) -> Step<StmtId> {
        redo(self.lw.count_statement(at))?;
        self.p.advance();
        let mut names = Vec::new();
        loop {
            if *self.p.peek() != Kind::Name {
                return Err(Stop::Redo);
            }
            names.push(self.p.text().to_string());
            self.p.advance();
            if !self.p.eat_op(",") {
                break;
            }
        }
        if !self.p.eat_kw("in") {
            return Err(Stop::Redo);
        }
        let call_at = self.p.start() as usize;
        let callee = if self.p.text() == "range" && *self.p.peek() == Kind::Name {
            self.p.advance();
            "range"
        } else if self.p.text() == "T" && matches!(self.p.peek_at(1), Kind::Op(".")) {
            self.p.advance();
            self.p.advance();
            let kind = self.p.text();
            self.p.advance();
            kind
        } else {
            return Err(Stop::Redo);
        };
        let kind = match callee {
            "range" | "serial" | "grid" => ForKind::Serial,
            "parallel" => ForKind::Parallel,
            "vectorized" => ForKind::Vectorized,
            "unroll" => ForKind::Unrolled,
            _ => return Err(Stop::Redo),
        };
        if !self.p.eat_op("(") {
            return Err(Stop::Redo);
        }
        // As the AST path: each `T.grid` extent typed as it is read; the one or two of the
        // other kinds read first, then typed.
        let mut args = Vec::new();
        let mut ranges = Vec::new();
        while !self.p.eat_op(")") {
            let arg_at = self.p.start() as usize;
            let v = self.expr()?;
            if callee == "grid" {
                let ext = redo(self.lw.typed_at(v, arg_at))?;
                ranges.push(self.lw.zero_to(ext));
            } else {
                args.push((v, arg_at));
            }
            if !self.p.eat_op(",") && !self.p.is_op(")") {
                return Err(Stop::Redo);
            }
        }
        if callee == "grid" {
            if ranges.len() != names.len() {
                return Err(Stop::Redo);
            }
        } else {
            if names.len() != 1 {
                return Err(Stop::Redo);
            }
            let mut args = args.into_iter();
            match (args.next(), args.next(), args.next()) {
                (Some((ext, ext_at)), None, None) => {
                    let ext = redo(self.lw.typed_at(ext, ext_at))?;
                    ranges.push(self.lw.zero_to(ext));
                }
                (Some((lo, lo_at)), Some((hi, hi_at)), None) => {
                    ranges.push(redo(self.lw.start_stop(lo, hi, lo_at, hi_at))?);
                }
                _ => return Err(Stop::Redo),
            }
        }
        if !self.block_ahead() {
            return Err(Stop::Redo);
        }
        let vars = redo(self.lw.open_loops(&names, &ranges, None, call_at))?;
        let body = self.block();
        self.lw.pop_frame();
        Ok(self.lw.nest_loops(vars, ranges, kind, None, body?))
    }

    /// `if cond:` (or the `elif cond:` of an enclosing `if`) with its `elif` / `else` blocks.
    fn if_else(&mut self, at: usize) -> Step<StmtId> {
        redo(self.lw.count_statement(at))?;
        self.p.advance();
        let cond_at = self.p.start() as usize;
        let v = self.expr()?;
        // A Python constant condition is decided while parsing: the AST path takes it.
        if !self.block_ahead() || matches!(v, Val::Bool(_) | Val::Int(_)) {
            return Err(Stop::Redo);
        }
        let cond = redo(self.lw.if_condition(v, cond_at))?;
        // From here on the statement has lowered others: no rewind.
        let then = self.block().map_err(|_| Stop::GiveUp)?;
        let other = if self.p.is_kw("elif") {
            // `elif` is an `if` alone in the `else` block, starting at the `elif`.
            let elif_at = self.p.start() as usize;
            self.lw.push_frame();
            let nested = crate::deep::grow(|| self.if_else(elif_at)).map(|id| {
                self.lw.note_origin(id, elif_at);
                self.lw.seq(vec![id])
            });
            self.lw.pop_frame();
            Some(nested.map_err(|_| Stop::GiveUp)?)
        } else if self.p.is_kw("else") {
            self.p.advance();
            if !self.block_ahead() {
                return Err(Stop::GiveUp);
            }
            Some(self.block().map_err(|_| Stop::GiveUp)?)
        } else {
            None
        };
        Ok(self.lw.func.add_stmt(Stmt::If { cond, then, other }))
    }
}

/// The binary operator of an arithmetic token (`+ - * / // %`), with its precedence level
/// (0: sums, 1: products). Matched on bytes: this runs for every token of an expression.
fn arith_op(k: &Kind) -> Option<(BinOp, u8)> {
    let Kind::Op(op) = k else { return None };
    Some(match op.as_bytes() {
        [b'+'] => (BinOp::Add, 0),
        [b'-'] => (BinOp::Sub, 0),
        [b'*'] => (BinOp::Mul, 1),
        [b'/'] => (BinOp::Div, 1),
        [b'/', b'/'] => (BinOp::FloorDiv, 1),
        [b'%'] => (BinOp::FloorMod, 1),
        _ => return None,
    })
}

/// The first byte of a one-character operator token (`(`, `]`, `,` ...), else 0.
fn op_byte(k: &Kind) -> u8 {
    match k {
        Kind::Op(op) if op.len() == 1 => op.as_bytes()[0],
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::compact;
    use crate::tvmscript::test_corpus::{corpus, damaged, seeded};

    /// Whether the direct path read `src` (then into exactly the AST path's IR: both
    /// compacted, as a rewound attempt leaves unreachable expressions behind); `None` when the
    /// AST path rejects it (so must the direct path) or its nesting is refused beforehand.
    fn read_alike(what: &str, src: &str) -> Option<bool> {
        super::super::prescan::check_nesting("x", src).ok()?;
        let show = |mut m: crate::ir::Module| {
            m.funcs.iter_mut().for_each(|f| {
                compact(f);
            });
            format!("{m:?}")
        };
        let tokens = crate::tvmscript::pyparse::tokenize(src);
        let direct = tokens.and_then(|t| super::parse_module("x", src, &t)).map(show);
        match super::super::from_ast("x", src).map(show) {
            Err(e) => {
                assert!(direct.is_none(), "{what}: read what the AST path rejects ({e})");
                None
            }
            Ok(full) => {
                if let Some(ours) = &direct {
                    assert_eq!(ours, &full, "{what}");
                }
                Some(direct.is_some())
            }
        }
    }

    /// On every TVMScript file of the repository (and of ../shared where present) the direct
    /// path makes exactly the AST path's IR, or leaves the file to it; it must take most.
    #[test]
    fn lowers_exactly_what_the_ast_path_lowers() {
        let read: Vec<bool> = corpus()
            .iter()
            .filter_map(|(path, src)| read_alike(path, src))
            .collect();
        let direct = read.iter().filter(|&&d| d).count();
        assert!(
            read.len() > 100 && direct * 10 >= read.len() * 8,
            "{direct} of {} files read directly",
            read.len()
        );
    }

    fn kernel(body: &str) -> String {
        format!(
            "@T.prim_func\ndef main(A: T.Buffer((64,), \"float32\"), B: T.Buffer((8, 8), \"int32\"), S: T.Buffer((), \"int32\"), n: T.int32):\n{body}"
        )
    }

    /// The forms the direct path lowers itself, nested and mixed with ones it leaves to the
    /// AST (a call, a comparison, a slice): read directly, and alike.
    #[test]
    fn reads_the_direct_forms_and_the_rest_alike() {
        let src = kernel(
            "    for i, j in T.grid(8, n):
        x: T.let[T.int32] = (i + -j) * 3 // 2 % 5
        if x < n:
            B[i, j] = x - 1
        elif i == 0:
            A[i] = T.float32(2.5) * A[x % 64]
        else:
            B[j % 8, i] = T.max(x, 0)
    for k in range(2, n):
        A[0:4] = A[T.Ramp(4, 1, 4)]
        A[k % 64] = -A[k % 64] + 1.5
        S[()] = S[()] + 1
",
        );
        assert_eq!(read_alike("forms", &src), Some(true));
    }

    /// Python syntax errors in the statements the direct path lowers are the AST path's to
    /// report: a stray `elif`, a `for ... else`, a dangling operator.
    #[test]
    fn syntax_errors_are_left_to_the_ast_path() {
        for body in [
            "    for i in range(4):\n        A[i] = 1.0\n    elif n < 4:\n        A[0] = 2.0\n",
            "    for i in range(4):\n        A[i] = 1.0\n    else:\n        A[0] = 2.0\n",
            "    for i in range(4):\n        A[i] = 1.0 +\n",
        ] {
            assert_eq!(read_alike(body, &kernel(body)), None, "{body}");
        }
    }

    /// A rewind after an atom with an effect (`T.Let` adds a variable) would lower it twice:
    /// the direct path gives the file up instead.
    #[test]
    fn no_rewind_after_an_effect() {
        let src = kernel("    for i in range(4):\n        B[T.Let(v, where={v: i}), 0:2] = B[0, T.Ramp(2, 1, 2)]\n");
        assert_eq!(read_alike("effect", &src), Some(false));
    }

    /// An error inside a directly lowered statement is worded by the AST path.
    #[test]
    fn errors_are_worded_by_the_ast_path() {
        let src = kernel("    for i in range(4):\n        A[i] = undefined_name + 1\n");
        assert_eq!(read_alike("error", &src), None);
        let e = crate::tvmscript::parse_module("x", &src).unwrap_err().to_string();
        assert!(e.contains("undefined variable `undefined_name`"), "{e}");
    }

    /// Randomly damaged files: what the AST path rejects the direct path leaves to it, and
    /// what both read is the same IR. `DIRECT_SEED=N` damages differently.
    #[test]
    fn damaged_input_is_left_to_the_ast_path_or_read_alike() {
        let mut rng = seeded("DIRECT_SEED");
        let mut read = 0;
        for (path, src) in corpus().iter().filter(|(_, s)| s.len() < 20_000).step_by(3) {
            for _ in 0..20 {
                let damaged = damaged(src, &mut rng);
                if read_alike(&format!("{path}, damaged:\n{damaged}"), &damaged) == Some(true) {
                    read += 1;
                }
            }
        }
        assert!(read > 500, "{read}");
    }
}
