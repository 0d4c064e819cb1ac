//! The pointer type TVM 0.27 gives a pointer-valued expression, for the variable a let, a
//! `T.bind` or a plain assignment binds it to: TVM types that variable with the value's type and
//! prints it `p: T.let[T.handle("float32", "global")] = ...`, and refuses to read a let whose
//! written type differs from its value's.
//!
//! Invariant: a pointee is given only where TVM's op gives the call a pointer type (checked
//! against TVM 0.27's print of each form); every other handle is `T.handle` with no pointee.

use super::Lowerer;
use crate::ir::{Expr, ExprId};

impl Lowerer<'_> {
    /// The element dtype and storage scope `value` points to, where TVM 0.27 types it so:
    /// - `A.data` and `T.address_of(A[...])`: `A`'s dtype, in `A`'s scope; `T.address_of(x)`
    ///   of a variable: `x`'s dtype, in global memory;
    /// - `T.tvm_stack_alloca("shape", n)` and `T.tvm_stack_make_shape(...)`: `int64`, and
    ///   `T.tvm_stack_alloca("arg_tcode", n)`: `int32`, in global memory;
    /// - `T.tvm_access_ptr(T.type_annotation(dtype), A.data, ...)`: `dtype`, in `A`'s scope;
    /// - `T.ptr_byte_offset(p, k, dtype)`: `dtype`, and `T.handle_add_byte_offset(p, k)`:
    ///   `void`, both in `p`'s scope where that is known.
    pub(super) fn pointee_of(&self, value: ExprId) -> Option<(String, String)> {
        let of_buffer = |b| {
            let decl = self.func.buffer(b);
            Some((decl.dtype.to_string(), decl.scope.clone()))
        };
        let global = |dtype: &str| Some((dtype.to_string(), "global".to_string()));
        // The scope a pointer operand points into: a buffer's data, or a typed pointer variable.
        let scope_of = |base: &Expr| match base {
            Expr::Data(b) => Some(self.func.buffer(*b).scope.clone()),
            Expr::Var(v) => Some(self.func.var(*v).pointee.as_ref()?.1.clone()),
            _ => None,
        };
        let (callee, args) = match self.func.expr(value) {
            Expr::Data(b) => return of_buffer(*b),
            Expr::Call(callee, args) => (callee.as_ref(), args.as_slice()),
            _ => return None,
        };
        let first = args.first().map(|&a| self.func.expr(a));
        match (callee, first) {
            ("address_of", Some(Expr::Load(b, _))) => of_buffer(*b),
            ("address_of", Some(Expr::Var(v))) => global(&self.func.var(*v).dtype.to_string()),
            ("tvm_stack_alloca", Some(Expr::Str(kind))) => match kind.as_str() {
                "shape" => global("int64"),
                "arg_tcode" => global("int32"),
                _ => None,
            },
            ("tvm_stack_make_shape", _) => global("int64"),
            // `T.tvm_access_ptr(T.type_annotation(dtype), data, ...)`: `dtype`, in the scope of
            // the buffer whose data it points into.
            ("tvm_access_ptr", Some(Expr::Call(annotation, _))) if *annotation == "type_annotation" => {
                let data = self.func.expr(*args.get(1)?);
                Some((self.func.dtype(args[0]).to_string(), scope_of(data)?))
            }
            ("ptr_byte_offset" | "handle_add_byte_offset", Some(base)) => {
                let scope = scope_of(base)?;
                match (callee, args) {
                    ("ptr_byte_offset", [_, _, dtype]) => match self.func.expr(*dtype) {
                        Expr::Str(d) => Some((d.clone(), scope)),
                        _ => None,
                    },
                    ("handle_add_byte_offset", [_, _]) => Some(("void".into(), scope)),
                    _ => None,
                }
            }
            _ => None,
        }
    }
}
