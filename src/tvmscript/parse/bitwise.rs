//! Python's bitwise operators on TIR integers: `<<`, `>>`, `&`, `|`, `^` (and `~` in
//! [`super::expr`]), which TVM parses as the pure intrinsics `shift_left`, `shift_right`,
//! `bitwise_and`, `bitwise_or` and `bitwise_xor` and prints back infix; and the node
//! constructors TVM 0.27 prints where the operator would fold (`T.LShift(x, 0)`,
//! `T.BitwiseNot(5)`), read as the node written.
//!
//! Invariants: both operands share one integer (or bool) element dtype, an untyped literal
//! taking the other side's; literal-only operands are folded as Python does, constants of
//! index dtypes as TVM's operator functions do ([`fold_index_bitwise`]); a constant shift
//! amount lies within the operand's width.

use super::expr::Val;
use super::Lowerer;
use crate::error::Result;
use crate::ir::Expr;
use crate::ir::{DataType, ExprId};
use crate::tvmscript::const_fold::{fold_call, fold_index_bitwise};
use rustpython_parser::ast;

/// A Python int as C++ `int` holds it: its low 32 bits, signed.
fn c_int(v: i128) -> i128 {
    i128::from(v as i32)
}

/// TVM 0.27's node constructors of the bitwise intrinsics, and the intrinsic each builds.
const CONSTRUCTORS: [(&str, &str); 6] = [
    ("LShift", "shift_left"),
    ("RShift", "shift_right"),
    ("BitwiseAnd", "bitwise_and"),
    ("BitwiseOr", "bitwise_or"),
    ("BitwiseXor", "bitwise_xor"),
    ("BitwiseNot", "bitwise_not"),
];

/// The intrinsic the node constructor `name` (`LShift`) builds.
pub fn intrinsic_of_constructor(name: &str) -> Option<&'static str> {
    CONSTRUCTORS.iter().find(|(c, _)| *c == name).map(|&(_, i)| i)
}

/// The node constructor of the bitwise intrinsic `name` (`shift_left`).
pub fn constructor_of(intrinsic: &str) -> Option<&'static str> {
    CONSTRUCTORS.iter().find(|(_, i)| *i == intrinsic).map(|&(c, _)| c)
}

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
        // Two Python numbers reach TVM's function as C++ `int`s, `int32` constants folded as
        // such: `T.shift_left(1, 31)` leaves `int32` and `T.shift_right(8, 40)` shifts too far
        // (both refused), where Python's `1 << 31` is a number.
        if let (Val::Int(x), Val::Int(y)) = (&l, &r) {
            let (x, y) = (c_int(*x), c_int(*y));
            let (l, r) = (self.func.int(x, DataType::INT32), self.func.int(y, DataType::INT32));
            return self.bitwise_of(name, Val::Typed(l), Val::Typed(r), &call.args[0], &call.args[1]);
        }
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
            Val::Int(i) => Val::Int(c_int(i)),
            other => other,
        };
        let (l, r) = (as_c_int(l), as_c_int(r));
        let (mut a, mut c) = self.operands(l, r, left, right)?;
        let (mut da, mut dc) = (self.func.dtype(a), self.func.dtype(c));
        let integral = |d: DataType| d.is_int() || d.is_bool();
        if da.element() != dc.element() && integral(da) && integral(dc) {
            // Cast to one dtype as TVM's `BinaryOpMatchTypes` casts them (`n & m` over `int32`
            // and `int64` is `T.Cast("int64", n) & m`).
            if let Some(t) = Self::promoted(da.element(), dc.element()) {
                a = self.cast_to(a, t.with_shape_of(da));
                c = self.cast_to(c, t.with_shape_of(dc));
                (da, dc) = (self.func.dtype(a), self.func.dtype(c));
            }
        }
        if da.element() != dc.element() || !integral(da) {
            return Err(self.err(
                left,
                &format!("`{name}` needs integer operands of one dtype, found {da} and {dc}"),
            ));
        }
        self.check_shift_amount(name, da, c, right)?;
        if let Some(v) = fold_index_bitwise(&self.func, name, a, c) {
            let (lo, hi) = da.int_range();
            if !(lo..=hi).contains(&v) {
                return Err(self.err(
                    left,
                    &format!("`{name}` of these constants is {v}, which does not fit {da}"),
                ));
            }
            return Ok(Val::Typed(self.func.int(v, da)));
        }
        if let Some(form) = fold_call(&self.func, name, &[a, c]) {
            return Ok(Val::Typed(form));
        }
        let dtype = da.with_shape_of(da.wider(dc));
        Ok(Val::Typed(
            self.func.exprs.intern(Expr::Call(name.into(), vec![a, c]), dtype),
        ))
    }

    /// TVM refuses a constant shift amount outside the operand's width (C and LLVM leave the
    /// result undefined).
    fn check_shift_amount(&self, name: &str, dtype: DataType, amount: ExprId, at: &ast::Expr) -> Result<()> {
        if let (true, Expr::Int(k)) = (name.starts_with("shift_"), self.func.expr(amount)) {
            let bits = i128::from(dtype.bits);
            if !(0..bits).contains(k) {
                return Err(self.err(
                    at,
                    &format!("shift amount {k} out of range for {dtype}; expected 0 to {}", bits - 1),
                ));
            }
        }
        Ok(())
    }

    /// `T.LShift(a, b)`, `T.BitwiseNot(a)` and the other node constructors (`name`): the node
    /// as written, never folded; its operands of one integer or bool dtype, a Python number an
    /// `int32` as TVM's FFI makes it.
    pub(super) fn bitwise_constructor(&mut self, call: &ast::ExprCall, name: &str) -> Result<Val> {
        let intrinsic = intrinsic_of_constructor(name).expect("called for a constructor");
        self.arity(call, if intrinsic == "bitwise_not" { 1 } else { 2 }, name)?;
        let args = call
            .args
            .iter()
            .map(|a| self.expr(a))
            .collect::<Result<Vec<ExprId>>>()?;
        let dtype = self.func.dtype(args[0]);
        for (k, &a) in args.iter().enumerate() {
            let have = self.func.dtype(a);
            if have != dtype || !(have.is_int() || have.is_bool()) {
                return Err(self.err(
                    &call.args[k],
                    &format!("`T.{name}` needs integer operands of one dtype, found {have} beside {dtype}"),
                ));
            }
        }
        if let [_, amount] = args[..] {
            self.check_shift_amount(intrinsic, dtype, amount, &call.args[1])?;
        }
        Ok(Val::Typed(
            self.func.exprs.intern(Expr::Call(intrinsic.into(), args), dtype),
        ))
    }
}
