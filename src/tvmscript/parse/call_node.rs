//! `T.Call(op, [args], ret_ty=dtype)`: TVM's call node built directly, the op named by a
//! string (`"tirx.prefetch"`) or by `tvm.ir.Op.get("tirx.prefetch")`.
//!
//! Invariants: the call is opaque (impure, never moved, merged or dropped, refused by the
//! interpreter) and keeps the `ret_ty` it was written with as its dtype: its name is the op's
//! behind [`CALL_NODE`], which no other call's name starts with, so no intrinsic or purity
//! table matches it, no context retypes it, and it prints back as `T.Call("op", [args],
//! ret_ty="dtype")`, which TVM reads as the same node. (TVM's own printer writes such a call as
//! `T.op(...)`, dropping the written result type; that form is read as `T.op` is.)

use super::expr::Val;
use super::Lowerer;
use crate::error::Result;
use crate::ir::{DataType, Expr};
use rustpython_parser::ast::{self, Constant};

/// The start of the name of a call read from `T.Call`: the op's name follows it.
pub const CALL_NODE: &str = "Call ";

impl Lowerer<'_> {
    /// `T.Call(op, [args], ret_ty=dtype)` as an opaque call of `op` with that dtype.
    pub(super) fn call_node(&mut self, call: &ast::ExprCall) -> Result<Val> {
        let [op, args] = call.args.as_slice() else {
            return Err(self.err(call, "expected `T.Call(op, [args], ret_ty=dtype)`"));
        };
        let ast::Expr::List(list) = args else {
            return Err(self.err(args, "expected the call's arguments as a list `[a, b, ...]`"));
        };
        // Without `ret_ty` TVM builds a call of no type, which no TIR expression is.
        let [keyword] = call.keywords.as_slice() else {
            return Err(self.err(
                call,
                "expected `ret_ty=dtype` (the call's result type) in `T.Call(op, [args], ret_ty=dtype)`",
            ));
        };
        if keyword.arg.as_deref() != Some("ret_ty") {
            return Err(self.err(&keyword.value, "expected `ret_ty=` (the call's result dtype)"));
        }
        let op = self.op_name(op)?;
        let ast::Expr::Constant(ast::ExprConstant {
            value: Constant::Str(ret_ty),
            ..
        }) = &keyword.value
        else {
            return Err(self.err(&keyword.value, "expected a dtype string such as \"int32\" or \"void\""));
        };
        let dtype =
            DataType::parse(ret_ty).ok_or_else(|| self.err(&keyword.value, &format!("unknown dtype \"{ret_ty}\"")))?;
        let mut args = Vec::with_capacity(list.elts.len());
        for a in &list.elts {
            args.push(self.opaque_arg(a)?.0);
        }
        let name = format!("{CALL_NODE}{op}");
        Ok(Val::Typed(
            self.func.exprs.intern(Expr::Call(name.as_str().into(), args), dtype),
        ))
    }

    /// The op of `T.Call`: `"tirx.name"` or `tvm.ir.Op.get("tirx.name")`.
    fn op_name(&self, e: &ast::Expr) -> Result<String> {
        let text = match e {
            ast::Expr::Call(c) if is_op_get(&c.func) && c.keywords.is_empty() => match c.args.as_slice() {
                [only] => only,
                _ => return Err(self.err(e, "expected `tvm.ir.Op.get(\"name\")`")),
            },
            other => other,
        };
        match text {
            ast::Expr::Constant(ast::ExprConstant {
                value: Constant::Str(name),
                ..
            }) => match name.strip_prefix("tirx.") {
                Some(op) if super::assign::is_tvm_op(op) => Ok(name.clone()),
                _ => Err(self.err(
                    e,
                    &format!(
                        "`{name}` is no operator TVM 0.27 registers; expected a `tirx.` op such as \"tirx.prefetch\""
                    ),
                )),
            },
            _ => Err(self.err(
                e,
                "expected the op as a name string (\"tirx.prefetch\") or `tvm.ir.Op.get(\"tirx.prefetch\")`",
            )),
        }
    }
}

/// Whether `f` is `tvm.ir.Op.get`.
fn is_op_get(f: &ast::Expr) -> bool {
    let mut parts = Vec::new();
    let mut at = f;
    while let ast::Expr::Attribute(a) = at {
        parts.push(a.attr.as_str());
        at = a.value.as_ref();
    }
    matches!(at, ast::Expr::Name(n) if n.id.as_str() == "tvm") && parts == ["get", "Op", "ir"]
}
