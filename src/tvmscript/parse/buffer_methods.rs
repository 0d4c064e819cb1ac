//! Buffer methods with keywords or forms TVM 0.27 evaluates while it reads a script:
//! `A.vload(begin, dtype)`, a load vectorized by the dtype, `A.access_ptr(mask, ...)`, a
//! handle, kept as the opaque call of its positional form, TIRx's `A.ptr_to([i, ...])`,
//! which is `T.address_of(A[i, ...])`, and `T.address_of(A)` of a whole buffer, which TVM's
//! `address_of` makes `T.address_of(A[0, ...])` (one zero per dimension).
//!
//! Invariants: `vload` makes what `BufferVar::vload` makes (the last index becomes a ramp of
//! the dtype's lanes when it is a scalar and the dtype has more lanes than the buffer), which
//! prints as `A[T.Ramp(...)]`; `access_ptr` with keywords is the same opaque call
//! `A.access_ptr("r", "handle", 1, 0, 512)` reads as (TVM makes the same node of either
//! spelling, so its print of ours is its print of the input); every other method stays the
//! opaque call `opaque_call` makes. A `predicate` of `vload` is a located error.

use super::expr::Val;
use super::signature::Signature;
use super::Lowerer;
use crate::error::Result;
use crate::ir::{BufferId, DataType, Expr};
use rustpython_parser::ast::{self, Ranged};

/// `Buffer.vload(begin, dtype=None, predicate=None)`.
const VLOAD: Signature = Signature {
    names: &["begin", "dtype", "predicate"],
    positional: 2,
};

/// `Buffer.access_ptr(access_mask, ptr_type="handle", content_lanes=1, offset=0, extent=None)`.
const ACCESS_PTR: Signature = Signature {
    names: &["access_mask", "ptr_type", "content_lanes", "offset", "extent"],
    positional: 1,
};

impl Lowerer<'_> {
    /// `A.method(...)` if `A` names a buffer and the method is one of this file's; `None` for
    /// every other call (which stays opaque).
    pub(super) fn buffer_method(&mut self, call: &ast::ExprCall) -> Result<Option<Val>> {
        if let Some(v) = self.address_of_buffer(call)? {
            return Ok(Some(v));
        }
        let ast::Expr::Attribute(at) = call.func.as_ref() else {
            return Ok(None);
        };
        let ast::Expr::Name(owner) = at.value.as_ref() else {
            return Ok(None);
        };
        if !matches!(at.attr.as_str(), "vload" | "access_ptr" | "ptr_to") {
            return Ok(None);
        }
        let Some(super::Binding::Buffer(buffer)) = self.lookup(owner.id.as_str()) else {
            return Ok(None);
        };
        match at.attr.as_str() {
            "vload" => self.vload(buffer, call).map(Some),
            "ptr_to" => self.ptr_to(buffer, call).map(Some),
            _ => self.access_ptr(owner.id.as_str(), call).map(Some),
        }
    }

    /// `T.address_of(A)` with `A` a buffer: TVM's `address_of` takes the address of its first
    /// element, `T.address_of(A[0, ...])`, an int32 zero per dimension.
    fn address_of_buffer(&mut self, call: &ast::ExprCall) -> Result<Option<Val>> {
        let ast::Expr::Attribute(at) = call.func.as_ref() else {
            return Ok(None);
        };
        let (ast::Expr::Name(module), [ast::Expr::Name(arg)], true) =
            (at.value.as_ref(), call.args.as_slice(), call.keywords.is_empty())
        else {
            return Ok(None);
        };
        if module.id.as_str() != "T" || at.attr.as_str() != "address_of" {
            return Ok(None);
        }
        let Some(super::Binding::Buffer(buffer)) = self.lookup(arg.id.as_str()) else {
            return Ok(None);
        };
        let rank = self.func.buffer(buffer).shape.len();
        let zero = self.func.exprs.intern(Expr::Int(0), DataType::INT32);
        let load = self.load_of(buffer, vec![zero; rank], call.args[0].start().into())?;
        let load = self.typed(load, &call.args[0])?;
        Ok(Some(Val::Typed(self.func.exprs.intern(
            Expr::Call("address_of".into(), vec![load]),
            DataType::HANDLE,
        ))))
    }

    /// `A.ptr_to([i, j])`: TVM's `Buffer.ptr_to` evaluates it to `T.address_of(A[i, j])`,
    /// with one index per dimension (it asserts so).
    fn ptr_to(&mut self, buffer: BufferId, call: &ast::ExprCall) -> Result<Val> {
        let (Some(ast::Expr::List(list)), 1, true) = (call.args.first(), call.args.len(), call.keywords.is_empty())
        else {
            return Err(self.err(call, "expected `A.ptr_to([i, ...])`, a list of one index per dimension"));
        };
        let rank = self.func.buffer(buffer).shape.len();
        if list.elts.len() != rank {
            return Err(self.err(
                &call.args[0],
                &format!(
                    "`ptr_to` takes {rank} indices, one per dimension; {} given",
                    list.elts.len()
                ),
            ));
        }
        let mut indices = Vec::with_capacity(rank);
        for p in &list.elts {
            let v = self.val(p)?;
            indices.push(self.point_index(v, p.start().into())?);
        }
        let load = self.load_of(buffer, indices, call.args[0].start().into())?;
        let load = self.typed(load, &call.args[0])?;
        Ok(Val::Typed(
            self.func
                .exprs
                .intern(Expr::Call("address_of".into(), vec![load]), DataType::HANDLE),
        ))
    }

    fn vload(&mut self, buffer: BufferId, call: &ast::ExprCall) -> Result<Val> {
        let call = &*self.bound_call(call, "vload", &VLOAD)?;
        if let Some(k) = call.keywords.first() {
            return Err(self.err(k, "unsupported argument of `vload`; expected `A.vload(begin, dtype)`"));
        }
        let Some(begin) = call.args.first() else {
            return Err(self.err(call, "expected `A.vload(begin, dtype)`"));
        };
        let parts: Vec<&ast::Expr> = match begin {
            ast::Expr::List(l) => l.elts.iter().collect(),
            ast::Expr::Tuple(t) => t.elts.iter().collect(),
            one => vec![one],
        };
        let mut indices = Vec::with_capacity(parts.len());
        for p in &parts {
            let v = self.val(p)?;
            indices.push(self.point_index(v, p.start().into())?);
        }
        let buffer_dtype = self.func.buffer(buffer).dtype;
        let value_dtype = match call.args.get(1) {
            Some(d) => self.dtype_arg(d)?,
            None => buffer_dtype,
        };
        let lanes_of = |d: DataType| d.lanes.max(1);
        if value_dtype.element() != buffer_dtype.element() || lanes_of(value_dtype) % lanes_of(buffer_dtype) != 0 {
            let at = call.args.get(1).unwrap_or(begin);
            return Err(self.err(
                at,
                &format!("cannot load {value_dtype} from a buffer of {buffer_dtype}"),
            ));
        }
        let factor = value_dtype.lanes / buffer_dtype.lanes.max(1);
        if let Some(&base) = indices.last() {
            let base_dtype = self.func.dtype(base);
            if !value_dtype.scalable && factor > 1 && base_dtype.lanes == 1 && !base_dtype.scalable {
                let one = self.func.int(1, base_dtype);
                let ramp = self
                    .func
                    .exprs
                    .intern(Expr::Ramp(base, one, factor), base_dtype.with_lanes(factor));
                *indices.last_mut().expect("checked above") = ramp;
            }
        }
        self.load_of(buffer, indices, begin.start().into())
    }

    /// `A.access_ptr(mask, ...)`, a handle (TVM's `tvm_access_ptr`): with keywords, the opaque
    /// call of its positional form (`A.access_ptr("r", "handle", 1, 0, 512)` for
    /// `A.access_ptr("r", extent=512)`), which TVM reads as the same node.
    fn access_ptr(&mut self, owner: &str, call: &ast::ExprCall) -> Result<Val> {
        let call = &*self.bound_call(call, "access_ptr", &ACCESS_PTR)?;
        let Some(mask) = call.args.first() else {
            return Err(self.err(call, "expected `A.access_ptr(access_mask, ...)`"));
        };
        let given = |name: &str| {
            call.keywords
                .iter()
                .find(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == name))
        };
        if let Some(k) = call.keywords.iter().find(|k| {
            !k.arg
                .as_ref()
                .is_some_and(|a| ACCESS_PTR.names[1..].contains(&a.as_str()))
        }) {
            return Err(self.err(
                k,
                "unsupported argument of `access_ptr`; expected ptr_type=, content_lanes=, offset= or extent=",
            ));
        }
        // The names up to the last one given (none: the mask alone).
        let given_names = ACCESS_PTR.names.iter().rposition(|n| given(n).is_some()).unwrap_or(0);
        let mut args = vec![self.opaque_arg(mask)?.0];
        for name in &ACCESS_PTR.names[1..=given_names] {
            let arg = match (given(name), *name) {
                (Some(k), _) => self.opaque_arg(&k.value)?.0,
                (None, "ptr_type") => self.func.exprs.intern(Expr::Str("handle".into()), DataType::HANDLE),
                (None, "content_lanes") => self.func.int(1, DataType::INT32),
                (None, _) => self.func.int(0, DataType::INT32),
            };
            args.push(arg);
        }
        // A module-level name, as `opaque_call` names `A.access_ptr` written positionally.
        let name = format!("@{owner}.access_ptr");
        Ok(Val::Typed(
            self.func
                .exprs
                .intern(Expr::Call(name.as_str().into(), args), DataType::HANDLE),
        ))
    }
}
