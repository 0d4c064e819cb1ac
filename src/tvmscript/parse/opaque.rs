//! Calls the tool does not know: `T.name(...)` outside the intrinsic table, dotted intrinsics
//! (`T.ptx.cp(...)`), TIRx instructions named by a string (`T.ptx["ld.global.nc.v4.s32"](...)`)
//! and calls of the module's own functions (`Module.f(...)`).
//!
//! Invariants: such a call is kept as an opaque [`Expr::Call`] that prints back as written, is
//! impure (no pass moves, merges or drops it) and has a dtype: the one TVM's registry gives the
//! few it types (`address_of` a handle, warp shuffles their value's, `tvm_struct_get` the one
//! its type argument names), else the one its context
//! requires (a typed let, a store: [`Lowerer::retype_opaque`]), else the first typed argument's,
//! else `int32` (TVM recomputes it on reading, so the dtype only has to satisfy our own type
//! checks). Keyword arguments are kept as written, after the positional ones, their names
//! ending the call's name (`cuda.warp_sum width=`), `dtype=` last ([`DTYPE_KEYWORD`]): TVM's
//! script wrappers make of them what they made on reading the input (`dtype=` forwarded as the
//! first argument by `T.ptx_legacy.mma`, dropped by most; `width=` a field of the call), and a
//! keyword's region (`access=A[0:64]`) is refused, as a positional one of a tile primitive; a
//! module function takes none but `dtype=`. `tvm.tirx.const(v, dtype)` is a constant. A module
//! function call's name starts with `@`. TIRx tile primitives (`T.tile.memset(A[0:16], v)`)
//! are refused: their slice arguments are regions, which an opaque call would misread as vector
//! loads; so are TIRx scope identifiers (`T.thread_id([n])`) as values: they are statements
//! (`scope_ids`).

use super::expr::Val;
use super::Lowerer;
use crate::error::Result;
use crate::ir::{intrinsic, DataType, Expr, ExprId};
use rustpython_parser::ast;

impl Lowerer<'_> {
    /// An opaque call of an unknown `T.` function or of a module function.
    pub(super) fn opaque_call(&mut self, call: &ast::ExprCall) -> Result<Val> {
        if let Some(v) = self.buffer_method(call)? {
            return Ok(v);
        }
        let Some(name) = callee_name(call.func.as_ref()) else {
            if matches!(call.func.as_ref(), ast::Expr::Subscript(_)) {
                return Err(self.err(
                    call.func.as_ref(),
                    "unsupported call; expected a TIRx instruction named by a string without spaces, quotes or backslashes (`T.ptx[\"ld.global.nc.v4.s32\"](...)`)",
                ));
            }
            return Err(self.err(
                call.func.as_ref(),
                "unsupported call; expected a `T.` function or a function of the module (`Module.f(...)`)",
            ));
        };
        if let Some(op) = name.strip_prefix("tile.") {
            // TIRx tile primitives are statements over buffer regions (`A[0:16]` is a region
            // there, not the vector load it is in any other call).
            return Err(self.err(
                call.func.as_ref(),
                &format!("the tile primitive `T.tile.{op}` (a statement over buffer regions) is not supported; expected scalar or vector TIR"),
            ));
        }
        if Self::scope_id_call(call) {
            // TIRx scope identifiers are statements that define names, not values.
            return Err(self.err(
                call.func.as_ref(),
                &format!("`T.{name}(...)` defines scope identifiers, no value; expected it as a statement such as `tx = T.{name}([n])`"),
            ));
        }
        if name == "Call" {
            return self.call_node(call);
        }
        if let Some(list) = call.args.iter().find(|a| matches!(a, ast::Expr::List(_))) {
            // A list is no TIR value (`T.Shuffle` and `T.Call` take lists, read before this).
            return Err(self.err(
                list,
                &format!(
                    "`{}` with a list argument is not supported; expected scalar or vector TIR arguments",
                    name.trim_start_matches('@')
                ),
            ));
        }
        if matches!(name.as_str(), "@tvm.tirx.const" | "@tvm.tir.const") {
            return self.tvm_const(call);
        }
        let callee = match name.strip_prefix('@') {
            Some(global) => global.to_string(),
            None => format!("T.{name}"),
        };
        let (keywords, dtype_keyword) = self.kept_keywords(call, &callee)?;
        if let (Some(kw), true) = (keywords.first(), name.starts_with('@')) {
            return Err(self.err(
                &kw.value,
                &format!("unsupported keyword argument of `{callee}`; expected only `dtype=`"),
            ));
        }
        let mut args = Vec::with_capacity(call.args.len() + call.keywords.len());
        let mut dtype = None;
        for a in &call.args {
            let (id, typed) = self.opaque_arg(a)?;
            if typed {
                dtype.get_or_insert(self.func.dtype(id));
            }
            args.push(id);
        }
        // Keyword arguments other than `dtype=` follow the positional ones, their names in the
        // call's name (`cuda.warp_sum width=`), as written; TVM's script function makes of
        // them on reading our print what it made on reading the input.
        let mut name = name;
        for kw in &keywords {
            args.push(self.opaque_arg(&kw.value)?.0);
            name.push_str(&format!(" {}=", kw.arg.as_deref().unwrap_or_default()));
        }
        if let Some(written) = dtype_keyword {
            // Kept as written, its value the last argument: TVM's wrapper of the call forwards
            // or drops it when it reads our print exactly as when it read the input.
            let dtype = match self.val(written)? {
                Val::Str(text) => {
                    let dtype = DataType::parse(if text.is_empty() { "void" } else { &text })
                        .ok_or_else(|| self.err(written, &format!("unknown dtype \"{text}\"")))?;
                    args.push(self.func.exprs.intern(Expr::Str(text), DataType::HANDLE));
                    dtype
                }
                Val::Typed(id) if matches!(self.func.expr(id), Expr::PointerType(..)) => {
                    args.push(id);
                    DataType::HANDLE
                }
                _ => return Err(self.err(written, "expected a dtype string or pointer type for `dtype=`")),
            };
            let name = format!("{name}{DTYPE_KEYWORD}");
            return Ok(Val::Typed(
                self.func.exprs.intern(Expr::Call(name.as_str().into(), args), dtype),
            ));
        }
        let (base, _) = keyword_names(&name);
        let dtype = match known_result(base) {
            Some(KnownResult::Dtype(d)) => d,
            Some(KnownResult::Arg(n)) => args.get(n).map(|&a| self.func.dtype(a)).unwrap_or(DataType::INT32),
            Some(KnownResult::TypeArg(n)) => match args.get(n).map(|&a| self.func.expr(a)) {
                Some(Expr::Str(s)) => {
                    DataType::parse(s).ok_or_else(|| self.err(&call.args[n], &format!("unknown dtype \"{s}\"")))?
                }
                Some(Expr::PointerType(..)) => DataType::HANDLE,
                _ => return Err(self.err(call, &format!("expected a dtype as argument {} of `T.{base}`", n + 1))),
            },
            None => dtype.unwrap_or(DataType::INT32),
        };
        Ok(Val::Typed(self.func.exprs.intern(Expr::Call(name.into(), args), dtype)))
    }

    /// The keyword arguments of an opaque call other than `dtype=`, in written order, and its
    /// `dtype=` value. A region (`access=A[0:64]`) is refused: a keyword's slice may be a
    /// region to the function (TVM's `T.hint`), which a vector load would misread.
    fn kept_keywords<'c>(
        &self,
        call: &'c ast::ExprCall,
        callee: &str,
    ) -> Result<(Vec<&'c ast::Keyword>, Option<&'c ast::Expr>)> {
        let (mut kept, mut dtype) = (Vec::new(), None);
        for kw in &call.keywords {
            match kw.arg.as_deref() {
                Some("dtype") => dtype = Some(&kw.value),
                Some(_) if has_slice(&kw.value) => {
                    return Err(self.err(
                        &kw.value,
                        &format!("a buffer region as a keyword argument of `{callee}` is not supported; expected a scalar or vector TIR value"),
                    ))
                }
                Some(_) => kept.push(kw),
                None => {
                    return Err(self.err(
                        &kw.value,
                        &format!("`**` arguments of `{callee}` are not supported; expected keyword arguments written out"),
                    ))
                }
            }
        }
        Ok((kept, dtype))
    }

    /// An argument of an opaque call: a string (then `false`), or a typed value (`true`).
    pub(super) fn opaque_arg(&mut self, e: &ast::Expr) -> Result<(ExprId, bool)> {
        Ok(match self.val(e)? {
            Val::Str(s) => (self.func.exprs.intern(Expr::Str(s), DataType::HANDLE), false),
            v => (self.typed(v, e)?, true),
        })
    }

    /// `tvm.tirx.const(value, dtype)`: a constant of `dtype` (by default `int32`, `float32` or
    /// `bool`, after the Python value), as TVM's `const` makes it.
    fn tvm_const(&mut self, call: &ast::ExprCall) -> Result<Val> {
        let dtype_arg = match (call.args.as_slice(), self.dtype_keyword(call, "tvm.tirx.const")?) {
            ([_], keyword) => keyword,
            ([_, dtype], None) => Some(dtype),
            _ => return Err(self.err(call, "expected `tvm.tirx.const(value, dtype)`")),
        };
        let value = self.val(&call.args[0])?;
        let dtype = match (dtype_arg, &value) {
            (Some(d), _) => self.dtype_arg(d)?,
            (None, Val::Int(_)) => DataType::INT32,
            (None, Val::Float(_)) => DataType::FLOAT32,
            (None, Val::Bool(_)) => DataType::BOOL,
            (None, _) => return Err(self.err(&call.args[0], "expected a Python number or bool")),
        };
        if !matches!(value, Val::Int(_) | Val::Float(_) | Val::Bool(_)) {
            return Err(self.err(&call.args[0], "expected a Python number or bool"));
        }
        self.coerce(value, dtype, &call.args[0]).map(Val::Typed)
    }

    /// An opaque call's dtype is a guess; where the context requires another (a typed let, a
    /// store, an argument), the call takes that dtype, as TVM's own parse would have given it.
    pub(super) fn retype_opaque(&mut self, id: ExprId, dtype: DataType) -> Option<ExprId> {
        match self.func.expr(id) {
            Expr::Call(name, args)
                if intrinsic(name).is_none()
                    && known_result(keyword_names(name).0).is_none()
                    && !name.ends_with(DTYPE_KEYWORD)
                    && !name.starts_with(super::CALL_NODE) =>
            {
                let call = Expr::Call(*name, args.clone());
                Some(self.func.exprs.intern(call, dtype))
            }
            _ => None,
        }
    }
}

/// An opaque call's name split into the callee and the names of its kept keyword arguments
/// (`("cuda.warp_sum", "width= dtype=")`; the second empty for a call written without any).
pub(in crate::tvmscript) fn keyword_names(name: &str) -> (&str, &str) {
    name.split_once(' ').unwrap_or((name, ""))
}

/// Whether `e` is a subscript with a slice (`A[0:64]`, `A[i, 0:4]`).
fn has_slice(e: &ast::Expr) -> bool {
    let ast::Expr::Subscript(s) = e else { return false };
    match s.slice.as_ref() {
        ast::Expr::Slice(_) => true,
        ast::Expr::Tuple(t) => t.elts.iter().any(|x| matches!(x, ast::Expr::Slice(_))),
        _ => false,
    }
}

/// The end of the name of an opaque call written with `dtype=` (`T.q_multiply_shift(..., dtype=
/// "int32")`): its last argument is the keyword's value (a dtype string or pointer type), its
/// dtype the one that names, and it prints the keyword back, as every kept keyword.
const DTYPE_KEYWORD: &str = " dtype=";

/// The result of an opaque call TVM's op registry types.
pub(in crate::tvmscript) enum KnownResult {
    Dtype(DataType),
    Arg(usize),
    /// The type argument at this position (`T.tvm_struct_get(h, 0, 4, "int32")`).
    TypeArg(usize),
}

/// Read off TVM 0.27's script functions (`tvm/tirx/op.py`: the dtype each passes to
/// `call_intrin`), and checked against TVM's print of `x = T.name(...)`.
pub(in crate::tvmscript) fn known_result(name: &str) -> Option<KnownResult> {
    Some(match name {
        "address_of"
        | "tvm_access_ptr"
        | "tvm_stack_alloca"
        | "tvm_stack_make_shape"
        | "tvm_stack_make_array"
        | "TVMBackendAllocWorkspace"
        | "anylist_getitem"
        | "ptr_byte_offset"
        | "handle_add_byte_offset"
        | "lookup_param" => KnownResult::Dtype(DataType::HANDLE),
        "tvm_fill_fragment"
        | "tvm_load_matrix_sync"
        | "tvm_store_matrix_sync"
        | "tvm_mma_sync"
        | "tvm_bmma_sync"
        | "start_profile_intrinsic"
        | "end_profile_intrinsic"
        | "tvm_throw_last_error"
        | "tvm_tuple"
        | "thread_return"
        | "tvm_global_barrier_kinit"
        | "tvm_kernel_replace_point"
        | "masked_store"
        | "cooperative_tensor_fill"
        | "cooperative_tensor_load"
        | "cooperative_tensor_store"
        | "cooperative_tensor_multiply_accumulate" => KnownResult::Dtype(DataType::VOID),
        "TVMBackendFreeWorkspace"
        | "anylist_resetitem"
        | "anylist_setitem_call_packed"
        | "anylist_setitem_call_cpacked"
        | "tvm_struct_set"
        | "tensormap_encode_tiled"
        | "q_multiply_shift_per_axis"
        | "clz"
        | "dp4a"
        | "call_packed_lowered"
        | "call_cpacked_lowered"
        | "tvm_call_packed"
        | "tvm_call_cpacked"
        | "tvm_call_packed_lowered"
        | "tvm_call_cpacked_lowered" => KnownResult::Dtype(DataType::INT32),
        "isnullptr" | "filter" | "ignore_loop_partition" => KnownResult::Dtype(DataType::BOOL),
        "tvm_warp_activemask" => KnownResult::Dtype(DataType::scalar(crate::ir::TypeCode::UInt, 32)),
        "tvm_warp_shuffle" | "tvm_warp_shuffle_up" | "tvm_warp_shuffle_down" | "tvm_warp_shuffle_xor" => {
            KnownResult::Arg(1)
        }
        "tvm_struct_get" => KnownResult::TypeArg(3),
        "type_annotation" | "get_active_lane_mask" | "masked_load" | "vectorhigh" | "vectorlow" => {
            KnownResult::TypeArg(0)
        }
        _ => return device_op_dtype(name).map(KnownResult::Dtype),
    })
}

/// The result dtype of a dotted device intrinsic (`cuda.elect_sync`) whose script function
/// gives one (`src/tvmscript/device_op_dtypes.txt`, read into a table once: the printer asks
/// for every call it prints).
fn device_op_dtype(name: &str) -> Option<DataType> {
    static TABLE: std::sync::OnceLock<hashbrown::HashMap<&'static str, DataType>> = std::sync::OnceLock::new();
    TABLE
        .get_or_init(|| {
            include_str!("../device_op_dtypes.txt")
                .lines()
                .filter(|l| !l.starts_with('#'))
                .filter_map(|l| l.split_once(' '))
                .filter_map(|(op, dtype)| Some((op, DataType::parse(dtype)?)))
                .collect()
        })
        .get(name)
        .copied()
}

/// `T.a.b` as `a.b`; `Module.f` (any other dotted name) as `@Module.f`; a TIRx instruction
/// named by its string, `T.ptx["ld.global.nc.v4.s32"]`, as `ptx["ld.global.nc.v4.s32"]` (TVM's
/// `T.ptx` decodes the string into the instruction's fields, and does so again on reading our
/// print); `None` for other callees.
fn callee_name(e: &ast::Expr) -> Option<String> {
    if let ast::Expr::Subscript(s) = e {
        let ast::Expr::Constant(c) = s.slice.as_ref() else {
            return None;
        };
        let ast::Constant::Str(text) = &c.value else {
            return None;
        };
        // Printed back between double quotes, and the name's spaces separate its keywords.
        let plain = !text.is_empty() && !text.contains(|ch: char| ch.is_whitespace() || ch == '"' || ch == '\\');
        return callee_name(s.value.as_ref())
            .filter(|name| plain && !name.starts_with('@'))
            .map(|name| format!("{name}[\"{text}\"]"));
    }
    let mut parts = Vec::new();
    let mut at = e;
    loop {
        match at {
            ast::Expr::Attribute(a) => {
                parts.push(a.attr.as_str());
                at = a.value.as_ref();
            }
            ast::Expr::Name(n) => {
                parts.push(n.id.as_str());
                break;
            }
            _ => return None,
        }
    }
    parts.reverse();
    match parts.as_slice() {
        ["T", rest @ ..] if !rest.is_empty() => Some(rest.join(".")),
        [_, _, ..] => Some(format!("@{}", parts.join("."))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_device_intrinsic_line_names_a_dtype() {
        let lines: Vec<&str> = include_str!("../device_op_dtypes.txt")
            .lines()
            .filter(|l| !l.starts_with('#'))
            .collect();
        assert!(!lines.is_empty());
        for line in lines {
            let (op, dtype) = line
                .split_once(' ')
                .unwrap_or_else(|| panic!("`{line}`: expected `name dtype`"));
            assert_eq!(device_op_dtype(op), DataType::parse(dtype), "{line}");
            assert!(DataType::parse(dtype).is_some(), "{line}");
        }
        assert_eq!(device_op_dtype("cuda.elect_sync"), DataType::parse("uint32"));
        assert_eq!(device_op_dtype("cuda.no_such_op"), None);
    }
}
