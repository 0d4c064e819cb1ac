//! `T.isinf(x)` and `T.isfinite(x)`, which TVM 0.27's script functions build as expressions
//! (`tirx::isinf`, `tirx::isfinite` in C++), not as calls: `T.isinf(x)` is
//! `T.fabs(x) == T.float32("inf") and not T.isnan(x)`, `T.isfinite(x)` is
//! `not T.isinf(x) and not T.isnan(x)`, both bool.
//!
//! Invariants: the nodes are the ones TVM builds, so TVM's parse of our print is its parse of
//! the input; what TVM's C++ operators fold is folded here too: over an integer `T.isinf` is
//! `False` and `T.isfinite` `True`, and over a float constant each is the constant its value
//! gives. `T.isnan` stays the call the intrinsic table makes (TVM casts a 16-bit operand to
//! `float32` inside it, as it does again on reading our print).

use super::Lowerer;
use crate::error::Result;
use crate::ir::{BinOp, DataType, Expr, ExprId};
use rustpython_parser::ast;

impl Lowerer<'_> {
    /// `T.isinf(x)` (`finite` false) or `T.isfinite(x)` (`finite` true).
    pub(super) fn float_class(&mut self, call: &ast::ExprCall, finite: bool) -> Result<ExprId> {
        let name = if finite { "isfinite" } else { "isinf" };
        self.arity(call, 1, name)?;
        let x = self.expr(&call.args[0])?;
        let dt = self.func.dtype(x);
        if !dt.is_scalar() {
            return Err(self.err(
                &call.args[0],
                &format!("`T.{name}` of a {dt} vector; expected a scalar"),
            ));
        }
        if dt.is_int() || dt.code == crate::ir::TypeCode::UInt {
            return Ok(self.func.int(finite as i128, DataType::BOOL));
        }
        if !dt.is_float() {
            return Err(self.err(&call.args[0], &format!("`T.{name}` of a {dt} value; expected a number")));
        }
        if let Expr::Float(bits) = *self.func.expr(x) {
            let v = f64::from_bits(bits);
            let class = if finite { v.is_finite() } else { v.is_infinite() };
            return Ok(self.func.int(class as i128, DataType::BOOL));
        }
        let magnitude = self.func.exprs.intern(Expr::Call("fabs".into(), vec![x]), dt);
        let infinity = self.func.exprs.intern(Expr::Float(f64::INFINITY.to_bits()), dt);
        let is_infinity = self
            .func
            .exprs
            .intern(Expr::Binary(BinOp::Eq, magnitude, infinity), DataType::BOOL);
        let is_nan = self
            .func
            .exprs
            .intern(Expr::Call("isnan".into(), vec![x]), DataType::BOOL);
        let not_nan = self.func.exprs.intern(Expr::Not(is_nan), DataType::BOOL);
        let is_inf = self
            .func
            .exprs
            .intern(Expr::Binary(BinOp::And, is_infinity, not_nan), DataType::BOOL);
        if !finite {
            return Ok(is_inf);
        }
        let not_inf = self.func.exprs.intern(Expr::Not(is_inf), DataType::BOOL);
        Ok(self
            .func
            .exprs
            .intern(Expr::Binary(BinOp::And, not_inf, not_nan), DataType::BOOL))
    }
}
