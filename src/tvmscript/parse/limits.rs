//! `T.min_value(dtype)`, `T.max_value(dtype)` and `T.infinity(dtype)`: TVM's script builder
//! evaluates them to constants of the dtype (hand-written reductions start from them), so they
//! lower to those constants, print as TVM prints them (`T.float32(-3.4028234663852886e38)`) and
//! are computed by the interpreter, moved and merged by the passes like any literal.
//!
//! Invariants: only scalar `int`, `uint` and IEEE `float` dtypes (16, 32 or 64 bits) have
//! limits here; `infinity` of an integer, or of a float format the tool does not compute, is an
//! error at the call, as TVM refuses the first.

use super::expr::Val;
use super::Lowerer;
use crate::error::Result;
use crate::ir::{Expr, TypeCode};
use rustpython_parser::ast;

impl Lowerer<'_> {
    /// The constant `T.{name}(dtype)` stands for (`name` one of the three).
    pub(super) fn limit_value(&mut self, call: &ast::ExprCall, name: &str) -> Result<Val> {
        self.arity(call, 1, name)?;
        let dt = self.dtype_arg(&call.args[0])?;
        let unsupported = || {
            let expected = if name == "infinity" {
                "a scalar float16/32/64 dtype"
            } else {
                "a scalar int, uint or float16/32/64 dtype"
            };
            self.err(&call.args[0], &format!("`T.{name}` of {dt}; expected {expected}"))
        };
        if dt.lanes != 1 || dt.scalable {
            return Err(unsupported());
        }
        let value = match (dt.code, dt.largest_float(), name) {
            (_, Some(max), "max_value") => Expr::Float(max.to_bits()),
            (_, Some(max), "min_value") => Expr::Float((-max).to_bits()),
            (_, Some(_), _) => Expr::Float(f64::INFINITY.to_bits()),
            (TypeCode::Int | TypeCode::UInt, None, "max_value") => Expr::Int(dt.int_range().1),
            (TypeCode::Int | TypeCode::UInt, None, "min_value") => Expr::Int(dt.int_range().0),
            _ => return Err(unsupported()),
        };
        Ok(Val::Typed(self.func.exprs.intern(value, dt)))
    }
}
