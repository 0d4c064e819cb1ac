//! The function itself: `@T.prim_func`, the parameters with their buffers (string dims,
//! symbolic shapes), `T.func_attr`, the buffer declarations before the body, and how a buffer
//! declaration and a variable's type print.

use super::{pad, py_str, tuple, Printer};
use crate::ir::{Expr, ExprId, Param, PrimFunc, ShapeVarStyle, Stmt, VarId};
use std::fmt::Write;

impl Printer<'_> {
    pub(super) fn func(&mut self, indent: usize) {
        let f = self.f;
        let args = if f.decorator_args.is_empty() {
            String::new()
        } else {
            format!("({})", f.decorator_args)
        };
        let _ = writeln!(self.out, "{}@T.prim_func{args}", pad(indent));
        self.names.push();
        for (v, style) in &f.shape_vars {
            if *style == ShapeVarStyle::TypeVar {
                self.def_var(*v);
            }
        }
        let mut params = Vec::new();
        for (k, p) in f.params.iter().enumerate() {
            match p {
                Param::Scalar(v) => {
                    // A parameter an earlier buffer's string dim already named keeps that name.
                    let name = if self.shown_dims.contains(v) {
                        self.var(*v).to_string()
                    } else {
                        self.def_var(*v)
                    };
                    let ty = self.var_type(*v);
                    params.push(format!("{name}: {ty}"));
                }
                Param::Buffer(b) => {
                    let name = self.def_buf(*b);
                    let decl = f.buffer(*b);
                    let mut dims = Vec::new();
                    let later_param = |v: &VarId| f.params[k..].contains(&Param::Scalar(*v));
                    for &d in &decl.shape {
                        let string_dim = match f.expr(d) {
                            Expr::Var(v)
                                if (f.shape_vars.contains(&(*v, ShapeVarStyle::StringDim)) || later_param(v))
                                    && !self.shown_dims.contains(v) =>
                            {
                                Some(*v)
                            }
                            _ => None,
                        };
                        match string_dim {
                            Some(v) => {
                                self.shown_dims.insert(v);
                                let n = self.def_var(v);
                                dims.push(py_str(&n));
                            }
                            None => {
                                // An expression over a symbol introduced later in the signature
                                // is written as a string, as TVM prints it; one holding a cast
                                // also where an earlier dim already named the symbol, since
                                // TVM's parser cannot evaluate `T.Cast("int32", n)` there (TVM's
                                // own print writes it bare and cannot read it back).
                                let mut free = Vec::new();
                                crate::analysis::free_vars(f, d, &mut free);
                                let casts = contains_cast(f, d);
                                let later: Vec<VarId> = free
                                    .into_iter()
                                    .filter(|v| {
                                        (f.shape_vars.contains(&(*v, ShapeVarStyle::StringDim)) || later_param(v))
                                            && (casts || !self.shown_dims.contains(v))
                                    })
                                    .collect();
                                for &v in &later {
                                    if self.shown_dims.insert(v) {
                                        self.def_var(v);
                                    }
                                }
                                let mut s = String::new();
                                self.expr(&mut s, d, 0);
                                dims.push(if later.is_empty() { s } else { py_str(&s) });
                            }
                        }
                    }
                    let mut args = vec![tuple(&dims), format!("\"{}\"", decl.dtype)];
                    let unnamed =
                        |p: &Printer, d: &ExprId| f.param_stride(*d).filter(|v| !p.names.vars.contains_key(v));
                    let introduced: Vec<(usize, VarId)> = decl
                        .strides
                        .iter()
                        .enumerate()
                        .filter_map(|(k, d)| unnamed(self, d).map(|v| (k, v)))
                        .collect();
                    args.extend(self.buffer_keywords(decl, "global"));
                    params.push(format!("{name}: T.Buffer({})", args.join(", ")));
                    // TVM's parser binds no name to a stride symbol: later uses read it off the
                    // buffer that introduced it.
                    for (k, v) in introduced {
                        self.names.vars.insert(v, format!("{name}.strides[{k}]"));
                    }
                }
            }
        }
        let ret = f.ret_type.map_or(String::new(), |t| format!(" -> T.{t}"));
        let _ = writeln!(self.out, "{}def {}({}){ret}:", pad(indent), f.name, params.join(", "));
        let body_pad = pad(indent + 1);
        let decls: Vec<VarId> = f
            .shape_vars
            .iter()
            .filter(|(_, s)| *s == ShapeVarStyle::StringDim)
            .map(|(v, _)| *v)
            .collect();
        if !decls.is_empty() {
            for &v in &decls {
                if !self.shown_dims.contains(&v) {
                    self.def_var(v);
                }
            }
            let lhs: Vec<&str> = decls.iter().map(|&v| self.var(v)).collect();
            let rhs: Vec<String> = decls.iter().map(|&v| format!("T.{}()", f.var(v).dtype)).collect();
            let _ = writeln!(self.out, "{body_pad}{} = {}", lhs.join(", "), rhs.join(", "));
        }
        if !f.attrs.is_empty() {
            let items: Vec<String> = f
                .attrs
                .iter()
                .map(|a| format!("{}: {}", py_str(&a.key), a.value))
                .collect();
            let _ = writeln!(self.out, "{body_pad}T.func_attr({{{}}})", items.join(", "));
        }
        let empty_body = matches!(f.stmt(f.body), Stmt::Seq(items) if items.is_empty());
        if empty_body && f.attrs.is_empty() && decls.is_empty() {
            let _ = writeln!(self.out, "{body_pad}T.evaluate(0)");
        } else {
            self.stmt(f.body, indent + 1);
        }
        self.names.pop();
    }

    pub(super) fn shape(&self, dims: &[ExprId]) -> String {
        let parts: Vec<String> = dims.iter().map(|&d| self.e(d)).collect();
        tuple(&parts)
    }

    /// A variable's type annotation: `T.int32`, or `T.handle("float32", "global")` for a pointer.
    pub(super) fn var_type(&self, v: VarId) -> String {
        match &self.f.var(v).pointee {
            Some((dtype, scope)) => pointer_type(dtype, scope),
            None => format!("T.{}", self.f.var(v).dtype),
        }
    }

    /// The leading arguments of a buffer declaration: its shape, then its dtype unless it is
    /// `float32` (TVM's default).
    pub(super) fn shape_and_dtype(&self, decl: &crate::ir::BufferDecl) -> Vec<String> {
        let mut out = vec![self.shape(&decl.shape)];
        if decl.dtype != crate::ir::DataType::FLOAT32 {
            out.push(format!("\"{}\"", decl.dtype));
        }
        out
    }

    /// The keyword arguments of a buffer declaration: scope (unless `default_scope`), offset,
    /// strides and layout hints.
    pub(super) fn buffer_keywords(&mut self, decl: &crate::ir::BufferDecl, default_scope: &str) -> Vec<String> {
        let mut out = Vec::new();
        if decl.scope != default_scope {
            out.push(format!("scope={}", py_str(&decl.scope)));
        }
        if let Some(off) = decl.elem_offset {
            out.push(format!("elem_offset={}", self.e(off)));
        }
        if !decl.strides.is_empty() {
            let f = self.f;
            let strides: Vec<String> = decl
                .strides
                .iter()
                .map(|&d| match f.matched_stride(d).or_else(|| f.param_stride(d)) {
                    // A symbol declared before is written by name; one the strides introduce,
                    // as its name in quotes, which binds no name (so reserves none: a parameter
                    // of that name keeps its own).
                    Some(v) if !self.names.vars.contains_key(&v) => py_str(&f.var(v).name),
                    _ => self.e(d),
                })
                .collect();
            out.push(format!("strides={}", tuple(&strides)));
        }
        for (key, text) in &decl.layout_hints {
            out.push(format!("{key}={text}"));
        }
        out
    }
}

/// Whether `decl` is what TVM 0.27's `x: T.int32` declares: a rank-0 buffer of local scope with
/// no layout of its own.
pub(super) fn is_scalar_shaped(decl: &crate::ir::BufferDecl) -> bool {
    decl.scope == "local" && plain_scalar(decl)
}

/// Whether `decl` is TIRx's shared scalar (`x = T.shared_scalar("uint64")`): a plain
/// zero-dimensional buffer in shared memory.
pub(super) fn is_shared_scalar(decl: &crate::ir::BufferDecl) -> bool {
    decl.scope == "shared" && plain_scalar(decl)
}

/// A zero-dimensional buffer with no offset, strides or layout hints.
fn plain_scalar(decl: &crate::ir::BufferDecl) -> bool {
    decl.shape.is_empty() && decl.elem_offset.is_none() && decl.strides.is_empty() && decl.layout_hints.is_empty()
}

/// A pointer type as TVM prints it: `T.handle("float32", "global")`, or only the scope for an
/// untyped pointer (`T.handle(storage_scope="shared")`).
pub(super) fn pointer_type(dtype: &str, scope: &str) -> String {
    if dtype == "void" {
        format!("T.handle(storage_scope={})", py_str(scope))
    } else {
        format!("T.handle({}, {})", py_str(dtype), py_str(scope))
    }
}

/// Whether `e` holds a `T.Cast`.
fn contains_cast(f: &PrimFunc, e: ExprId) -> bool {
    let node = f.expr(e);
    let mut found = matches!(node, Expr::Cast(_));
    crate::ir::visit::expr_children(node, |c| found |= contains_cast(f, c));
    found
}
