//! Python's bitwise operators on TIR integers: `<<`, `>>`, `&`, `|`, `^` (and `~` in
//! [`super::expr`]), which TVM parses as the pure intrinsics `shift_left`, `shift_right`,
//! `bitwise_and`, `bitwise_or` and `bitwise_xor` and prints back infix.
//!
//! Invariants: both operands share one integer (or bool) element dtype, an untyped literal
//! taking the other side's; literal-only operands are folded as Python does.

use super::expr::Val;
use super::Lowerer;
use crate::error::Result;
use crate::ir::Expr;
use crate::tvmscript::const_fold::fold_call;
use rustpython_parser::ast;

/// The intrinsic an infix bitwise operator stands for.
pub fn intrinsic_of(op: ast::Operator) -> Option<&'static str> {
    Some(match op {
        ast::Operator::LShift => "shift_left",
        ast::Operator::RShift => "shift_right",
        ast::Operator::BitAnd => "bitwise_and",
        ast::Operator::BitOr => "bitwise_or",
        ast::Operator::BitXor => "bitwise_xor",
        _ => return None,
    })
}

impl Lowerer<'_> {
    /// `a <op> b` for a bitwise operator `op`.
    pub(super) fn bitwise(&mut self, b: &ast::ExprBinOp, op: ast::Operator) -> Result<Val> {
        let Some(name) = intrinsic_of(op) else {
            return Err(self.err(
                b.left.as_ref(),
                "unsupported operator; expected + - * / // % << >> & | ^",
            ));
        };
        let l = self.val(&b.left)?;
        let r = self.val(&b.right)?;
        self.bitwise_of(name, l, r, &b.left, &b.right)
    }

    /// `T.shift_left(a, b)` and the other named forms: the infix operator's checks and
    /// result, since TVM prints them back infix. A `dtype=` keyword is accepted and, as by
    /// TVM's parser, has no effect (`T.shift_left(1, i, dtype="int32")` in TVM's tests).
    pub(super) fn bitwise_call(&mut self, call: &ast::ExprCall, name: &str) -> Result<Val> {
        self.dtype_keyword(call, &format!("T.{name}"))?;
        self.positional(call, 2, name)?;
        let l = self.val(&call.args[0])?;
        let r = self.val(&call.args[1])?;
        self.bitwise_of(name, l, r, &call.args[0], &call.args[1])
    }

    /// The intrinsic `name` over `l` and `r` (written at `left` and `right`).
    fn bitwise_of(&mut self, name: &str, l: Val, r: Val, left: &ast::Expr, right: &ast::Expr) -> Result<Val> {
        if let (Val::Int(x), Val::Int(y)) = (&l, &r) {
            let folded = match name {
                "shift_left" => u32::try_from(*y)
                    .ok()
                    .and_then(|s| x.checked_shl(s))
                    .filter(|v| v >> y == *x),
                "shift_right" => u32::try_from(*y).ok().and_then(|s| x.checked_shr(s)),
                "bitwise_and" => Some(x & y),
                "bitwise_or" => Some(x | y),
                _ => Some(x ^ y),
            };
            return folded
                .map(Val::Int)
                .ok_or_else(|| self.err(right, "shift amount out of range in a literal expression"));
        }
        // TVM 0.27 passes a Python number to these as a C++ `int`: one past its range wraps
        // (`x & 3000000000` over an `int64` `x` is `x & T.int64(-1294967296)`).
        let as_c_int = |v: Val| match v {
            Val::Int(i) => Val::Int(i128::from(i as i32)),
            other => other,
        };
        let (l, r) = (as_c_int(l), as_c_int(r));
        let (a, c) = self.operands(l, r, left, right)?;
        let (da, dc) = (self.func.dtype(a), self.func.dtype(c));
        if da.element() != dc.element() || !(da.is_int() || da.is_bool()) {
            return Err(self.err(
                left,
                &format!("`{name}` needs integer operands of one dtype, found {da} and {dc}"),
            ));
        }
        // TVM refuses a constant shift amount outside the operand's width (C and LLVM leave
        // the result undefined).
        if let (true, Expr::Int(k)) = (name.starts_with("shift_"), self.func.expr(c)) {
            let bits = i128::from(da.bits);
            if !(0..bits).contains(k) {
                return Err(self.err(
                    right,
                    &format!("shift amount {k} out of range for {da}; expected 0 to {}", bits - 1),
                ));
            }
        }
        if let Some(form) = fold_call(&self.func, name, &[a, c]) {
            return Ok(Val::Typed(form));
        }
        let dtype = da.with_shape_of(da.wider(dc));
        Ok(Val::Typed(
            self.func.exprs.intern(Expr::Call(name.into(), vec![a, c]), dtype),
        ))
    }
}
