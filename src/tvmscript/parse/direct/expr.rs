//! Direct lowering of expressions: sums and products (`+ - * / // %`), unary signs, names,
//! numbers, parentheses and buffer loads, through the AST lowering's own steps
//! ([`Lowerer::arith`], [`Lowerer::negate`], [`Lowerer::unary_plus`], [`Lowerer::name_val`],
//! [`Lowerer::load_of`]) in the order it takes them. Anything else (calls, attributes,
//! strings, comparisons, boolean and bitwise operators, conditional expressions, slices) is
//! parsed to its AST by `pyparse` and lowered by [`Lowerer::val`]: a whole expression when its
//! top level holds such an operator (decided by a scan of its tokens before anything is
//! lowered), else one atom.
//!
//! Invariant: an expression is lowered exactly once, so an atom with effects on the function
//! (a `T.Let` adds a variable) is never lowered twice.

use super::{arith_op, op_byte, redo, Direct, Step, Stop};
use crate::ir::{BufferId, ExprId};
use crate::tvmscript::parse::expr::Val;
use crate::tvmscript::pyparse::{float_value, int_value, Kind};

impl Direct<'_, '_, '_> {
    /// The expression at the cursor, as a value (literals untyped).
    pub(super) fn expr(&mut self) -> Step<Val> {
        // No expression at all (`A[()]`'s parentheses): a form for the AST path.
        if matches!(op_byte(self.p.peek()), b')' | b']' | b'}' | b',' | b':' | b'=')
            || matches!(self.p.peek(), Kind::Newline | Kind::Eof)
        {
            return Err(Stop::Redo);
        }
        if !self.arithmetic_ahead() {
            let e = self.p.test().ok_or(Stop::GiveUp)?;
            return redo(self.lw.val(&e));
        }
        self.level(0)
    }

    /// Whether the expression ahead has only arithmetic operators outside its brackets (so
    /// that the direct steps lower it all).
    fn arithmetic_ahead(&self) -> bool {
        let mut depth = 0usize;
        for k in 0.. {
            let token = self.p.peek_at(k);
            match op_byte(token) {
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' if depth == 0 => return true,
                b')' | b']' | b'}' => depth -= 1,
                _ if depth > 0 => {}
                b',' | b':' | b'=' | b';' => return true,
                b'.' => {}
                _ => match token {
                    Kind::Newline | Kind::Eof => return true,
                    Kind::Name | Kind::Int | Kind::Float | Kind::Str => {}
                    Kind::Keyword("True" | "False" | "None") => {}
                    op if arith_op(op).is_some() => {}
                    _ => return false,
                },
            }
        }
        unreachable!("the token stream ends with Eof")
    }

    /// Operators of precedence `level` and tighter, left-associative.
    fn level(&mut self, level: u8) -> Step<Val> {
        let left_at = self.p.start() as usize;
        let mut left = if level == 0 { self.level(1)? } else { self.factor()? };
        loop {
            let op = match arith_op(self.p.peek()) {
                Some((op, l)) if l == level => op,
                _ => return Ok(left),
            };
            self.p.advance();
            let right_at = self.p.start() as usize;
            let right = if level == 0 { self.level(1)? } else { self.factor()? };
            left = redo(self.lw.arith(op, left, right, left_at, right_at))?;
        }
    }

    /// A unary sign and its operand, or an atom.
    fn factor(&mut self) -> Step<Val> {
        let at = self.p.start() as usize;
        if self.p.eat_op("-") {
            let v = self.factor()?;
            return redo(self.lw.negate(v, at));
        }
        if self.p.eat_op("+") {
            let v = self.factor()?;
            return redo(self.lw.unary_plus(v, at));
        }
        self.atom()
    }

    /// A name, a number, a parenthesized expression or a load; any other atom (and any atom
    /// with a call, attribute or second subscript after it) from its AST.
    fn atom(&mut self) -> Step<Val> {
        let at = self.p.start() as usize;
        let trailer = |k: &Kind| matches!(op_byte(k), b'(' | b'[' | b'.');
        let v = match *self.p.peek() {
            Kind::Int if !trailer(self.p.peek_at(1)) => {
                let i = int_value(self.p.text()).ok_or(Stop::GiveUp)?;
                self.p.advance();
                Val::Int(i as i128)
            }
            Kind::Float if !trailer(self.p.peek_at(1)) => {
                let f = float_value(self.p.text()).ok_or(Stop::GiveUp)?;
                self.p.advance();
                Val::Float(f)
            }
            Kind::Name if matches!(self.p.peek_at(1), Kind::Op("[")) => {
                let (buffer, indices, indices_at) = self.subscript()?;
                redo(self.lw.load_of(buffer, indices, indices_at))?
            }
            Kind::Name if !trailer(self.p.peek_at(1)) => {
                let name = self.p.text();
                self.p.advance();
                redo(self.lw.name_val(name, at))?
            }
            Kind::Op("(") => {
                self.p.advance();
                let v = self.expr()?;
                if !self.p.eat_op(")") {
                    return Err(Stop::Redo);
                }
                v
            }
            _ => {
                let e = self.p.atom_expr().ok_or(Stop::GiveUp)?;
                return redo(self.lw.val(&e));
            }
        };
        if trailer(self.p.peek()) {
            return Err(Stop::Redo);
        }
        Ok(v)
    }

    /// `buf[i, j]` at the cursor: the buffer, its point indices and where they start (a slice,
    /// an empty or a trailing-comma index list is left to the AST path).
    pub(super) fn subscript(&mut self) -> Step<(BufferId, Vec<ExprId>, usize)> {
        let buffer = redo(self.lw.buffer_named(self.p.text(), self.p.start() as usize))?;
        self.p.advance();
        self.p.advance();
        let first = self.p.start() as usize;
        let mut indices = Vec::new();
        loop {
            if self.p.is_op("]") {
                return Err(Stop::Redo);
            }
            let at = self.p.start() as usize;
            let v = self.expr()?;
            indices.push(redo(self.lw.point_index(v, at))?);
            if self.p.eat_op("]") {
                return Ok((buffer, indices, first));
            }
            if !self.p.eat_op(",") {
                return Err(Stop::Redo);
            }
        }
    }
}
