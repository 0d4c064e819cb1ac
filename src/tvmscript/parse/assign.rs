//! Lowering of assignments: `x: T.let[T.int32] = v` and the other let forms, mutable scalars
//! (`x: T.int32 = v`, a plain `x = v` as TVM 0.27 reads it), `n = T.int32()` shape symbols,
//! buffer declarations and allocations (`T.decl_buffer`, `T.alloc_buffer`, `A.view(...)`)
//! and stores, with the dtype a store converts its value to.

use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{AllocForm, BufferData, BufferDecl, DataType, DeclForm, Expr, ExprId, Stmt, StmtId};
use rustpython_parser::ast::{self, Ranged};

/// A scalar declaration `n = T.int32()`: name, dtype and where it was written.
pub(super) type ScalarDecl = (String, DataType, usize);

impl Lowerer<'_> {
    pub(super) fn single_target(&self, a: &ast::StmtAssign) -> Result<String> {
        match a.targets.as_slice() {
            [ast::Expr::Name(n)] => Ok(n.id.to_string()),
            _ => Err(self.err(a, "expected a single name on the left of `=`")),
        }
    }

    /// `n, m = T.int32(), T.int32()`: the declared names and dtypes, or None for other statements.
    pub fn scalar_decl(&self, s: &ast::Stmt) -> Result<Option<Vec<ScalarDecl>>> {
        let ast::Stmt::Assign(a) = s else { return Ok(None) };
        let [target] = a.targets.as_slice() else {
            return Ok(None);
        };
        let (names, values): (Vec<&ast::Expr>, Vec<&ast::Expr>) = match (target, a.value.as_ref()) {
            (ast::Expr::Tuple(t), ast::Expr::Tuple(v)) => (t.elts.iter().collect(), v.elts.iter().collect()),
            (t @ ast::Expr::Name(_), v) => (vec![t], vec![v]),
            _ => return Ok(None),
        };
        let mut out = Vec::new();
        for (n, v) in names.iter().zip(&values) {
            let (ast::Expr::Name(n), ast::Expr::Call(c)) = (n, v) else {
                return Ok(None);
            };
            let Some(dt) = Self::t_name(&c.func).and_then(DataType::parse) else {
                return Ok(None);
            };
            if !c.args.is_empty() {
                return Ok(None);
            }
            if let Some(k) = c.keywords.first() {
                return Err(self.err(
                    &k.value,
                    &format!(
                        "unsupported keyword argument of the variable declaration `T.{dt}()`; expected `{} = T.{dt}()`",
                        n.id
                    ),
                ));
            }
            out.push((n.id.to_string(), dt, usize::from(n.start())));
        }
        if names.len() != values.len() {
            return Err(self.err(a, "the numbers of names and values differ"));
        }
        Ok(Some(out))
    }

    pub(super) fn ann_assign(&mut self, a: &ast::StmtAnnAssign) -> Result<Stmt> {
        // `x: T.let[T.int32] = value`, `x: T.let = value`
        let ast::Expr::Name(n) = a.target.as_ref() else {
            return Err(self.err(a, "expected `name: T.let[dtype] = value`"));
        };
        let mut pointee = None;
        let dt = match a.annotation.as_ref() {
            // `x: T.let = value`: the value's dtype.
            bare if Self::t_name(bare) == Some("let") => {
                let Some(value) = &a.value else {
                    return Err(self.err(a, "expected `name: T.let = value`"));
                };
                let value = self.expr(value)?;
                let dt = self.func.dtype(value);
                return self.bind_let(n.id.as_str(), dt, self.pointee_of(value), value, a.start().into());
            }
            ast::Expr::Subscript(s) if Self::t_name(&s.value) == Some("let") => match s.slice.as_ref() {
                ast::Expr::Call(c) if Self::t_name(&c.func) == Some("handle") => {
                    pointee = self.pointer_type(c)?;
                    DataType::HANDLE
                }
                other => self.dtype_arg(other)?,
            },
            // TIRx `v: T.float32[4, 8]`: a local array.
            ast::Expr::Subscript(s) if Self::t_name(&s.value).and_then(DataType::of_script_name).is_some() => {
                return self.local_array(a, n.id.as_str(), s);
            }
            // A dtype (`T.float32`, or TVM 0.27's shorthand `T.f32`; `T.boolean` is a function).
            other => match Self::t_name(other)
                .filter(|t| *t != "boolean")
                .and_then(DataType::of_script_name)
            {
                Some(dt) => return self.mutable_scalar(a, n.id.as_str(), dt),
                None => return Err(self.err(other, "expected `T.let[dtype]` as the annotation")),
            },
        };
        let Some(value) = &a.value else {
            return Err(self.err(a, "expected `name: T.let[dtype] = value`"));
        };
        let value = self.expr_as(value, dt)?;
        self.bind_let(n.id.as_str(), dt, pointee, value, a.start().into())
    }

    /// `x: T.int32 = v`: a mutable scalar, which TVM 0.27 makes a one-element local buffer
    /// (`x = T.alloc_local((1,), "int32")`, `x[0] = v`, reads `x[0]`). Without a value
    /// (`x: T.int32`, as TVM prints a scalar whose first store does not follow it) the scalar
    /// is only allocated.
    pub(super) fn mutable_scalar(&mut self, a: &ast::StmtAnnAssign, name: &str, dt: DataType) -> Result<Stmt> {
        // Its first value is a store, which TVM casts to the scalar's dtype (`y: T.int64 = n`).
        let value = a.value.as_ref().map(|v| self.stored_value(v, dt)).transpose()?;
        self.new_mutable_scalar(a, name, dt, "local", value)
    }

    /// TIRx `v: T.float32[4, 8]`: a local array, which TVM 0.27 allocates as
    /// `v = T.alloc_local((4, 8))` (and prints so); it takes no value.
    fn local_array(&mut self, a: &ast::StmtAnnAssign, name: &str, s: &ast::ExprSubscript) -> Result<Stmt> {
        if let Some(value) = &a.value {
            return Err(self.err(
                value.as_ref(),
                &format!("a local array takes no value; expected `{name}: T.dtype[extents]` alone, then stores to its elements"),
            ));
        }
        if self.defined_here(name) {
            return Err(self.err(
                a,
                &format!("`{name}` is already defined in this scope; expected a new name"),
            ));
        }
        let dtype = Self::t_name(&s.value)
            .and_then(DataType::of_script_name)
            .expect("the caller matched a dtype");
        let shape = self.shape(&s.slice, None)?;
        let b = self.func.add_buffer(crate::ir::BufferDecl {
            name: name.to_string(),
            dtype,
            shape,
            scope: "local".into(),
            data: BufferData::Allocated,
            elem_offset: None,
            strides: Vec::new(),
            layout_hints: Vec::new(),
        });
        self.define(name, Binding::Buffer(b));
        Ok(Stmt::Alloc {
            buffer: b,
            form: AllocForm::Local,
        })
    }

    /// The mutable scalar `name` of `dt` in `scope` (`local`, or TIRx's `shared`), with its
    /// first value (the statement at `at`).
    pub(super) fn new_mutable_scalar(
        &mut self,
        at: &impl Ranged,
        name: &str,
        dt: DataType,
        scope: &str,
        value: Option<ExprId>,
    ) -> Result<Stmt> {
        if self.defined_here(name) {
            return Err(self.err(
                at,
                &format!("`{name}` is already defined in this scope; expected a new name"),
            ));
        }
        let b = self.func.add_buffer(crate::ir::BufferDecl {
            name: name.to_string(),
            dtype: dt,
            shape: Vec::new(),
            scope: scope.into(),
            data: crate::ir::BufferData::Allocated,
            elem_offset: None,
            strides: Vec::new(),
            layout_hints: Vec::new(),
        });
        self.define(name, Binding::Scalar(b));
        let alloc = Stmt::Alloc {
            buffer: b,
            form: AllocForm::Scalar,
        };
        let Some(value) = value else {
            return Ok(alloc);
        };
        let alloc = self.func.add_stmt(alloc);
        let store = self.func.add_stmt(Stmt::Store {
            buffer: b,
            indices: Vec::new(),
            value,
        });
        Ok(Stmt::Seq(vec![alloc, store]))
    }

    /// TIRx `x = T.local_scalar("uint32")`: a mutable local scalar without a first value,
    /// which TVM 0.27 prints `x: T.uint32` (dtype `float32` when not given, as TVM's default);
    /// `x = T.shared_scalar("uint64")` likewise in shared memory, printed as written (TVM's
    /// print, `x: T.uint64`, would read back as a local one).
    fn local_scalar(&mut self, a: &ast::StmtAssign, name: &str, f: &str, c: &ast::ExprCall) -> Result<StmtId> {
        let dtype = match (c.args.as_slice(), c.keywords.as_slice()) {
            ([], []) => DataType::FLOAT32,
            ([d], []) => self.dtype_arg(d)?,
            ([], [k]) if k.arg.as_deref() == Some("dtype") => self.dtype_arg(&k.value)?,
            _ => return Err(self.err(c, &format!("expected `T.{f}(dtype)`"))),
        };
        let scope = if f == "shared_scalar" { "shared" } else { "local" };
        let alloc = self.new_mutable_scalar(a, name, dtype, scope, None)?;
        Ok(self.func.add_stmt(alloc))
    }

    /// `name: T.let[dt] = value` once its value is lowered (`at`: the statement).
    pub(super) fn bind_let(
        &mut self,
        name: &str,
        dt: DataType,
        pointee: Option<(String, String)>,
        value: ExprId,
        at: usize,
    ) -> Result<Stmt> {
        if self.defined_here(name) {
            // TVM: "Variable x already defined in current scope".
            return Err(self.err_at(
                at,
                &format!("`{name}` is already defined in this scope; expected a new name"),
            ));
        }
        let var = self.func.add_var(name, dt);
        self.func.vars[var.index()].pointee = pointee;
        self.define(name, Binding::Var(var));
        Ok(Stmt::Bind { var, value })
    }

    pub(super) fn assign(&mut self, a: &ast::StmtAssign) -> Result<StmtId> {
        let [target] = a.targets.as_slice() else {
            return Err(self.err(a, "expected a single assignment target"));
        };
        if let ast::Expr::Call(c) = a.value.as_ref() {
            if Self::scope_id_call(c) {
                return self.scope_ids(Some(target), c);
            }
        }
        if let ast::Expr::Subscript(s) = target {
            let buffer = self.buffer_name(&s.value)?;
            let indices = self.indices(&s.slice)?;
            let want = self.stored_dtype(buffer, &indices, s.slice.start().into())?;
            let value = self.stored_value(&a.value, want)?;
            return Ok(self.func.add_stmt(Stmt::Store { buffer, indices, value }));
        }
        let ast::Expr::Name(n) = target else {
            return Err(self.err(target, "expected a name or a buffer element on the left of `=`"));
        };
        let name = n.id.to_string();
        // `x = v` on a mutable scalar stores into it.
        if let Some(Binding::Scalar(buffer)) = self.lookup(&name) {
            let value = self.stored_value(&a.value, self.func.buffer(buffer).dtype)?;
            return Ok(self.func.add_stmt(Stmt::Store {
                buffer,
                indices: Vec::new(),
                value,
            }));
        }
        // `A = v` on a one-element buffer (shape `(1,)`) stores to `A[0]`: TVM 0.27 reads its
        // scalar spelling so, and prints such a store so.
        if let Some(Binding::Buffer(buffer)) = self.lookup(&name) {
            if let [extent] = self.func.buffer(buffer).shape[..] {
                if matches!(self.func.expr(extent), Expr::Int(1)) {
                    let indices = vec![self.func.int(0, DataType::INT32)];
                    let want = self.stored_dtype(buffer, &indices, target.start().into())?;
                    let value = self.stored_value(&a.value, want)?;
                    return Ok(self.func.add_stmt(Stmt::Store { buffer, indices, value }));
                }
            }
        }
        if let ast::Expr::Call(c) = a.value.as_ref() {
            if let ast::Expr::Attribute(attr) = c.func.as_ref() {
                if attr.attr.as_str() == "view" {
                    return self.view(&name, attr, c);
                }
            }
            match Self::t_name(&c.func) {
                Some("bind") => return self.bind_call(&name, c),
                Some(f @ ("local_scalar" | "shared_scalar")) => return self.local_scalar(a, &name, f, c),
                Some(f @ ("alloc_buffer" | "alloc_local" | "alloc_shared" | "decl_buffer" | "sblock_alloc_buffer")) => {
                    return self.buffer_stmt(&name, f, c);
                }
                // A match of a region belongs to a block's declarations, which the block's
                // header reads (`sblock_decl`); TVM 0.27 also takes one written later, hoisted
                // to the block, but names would then resolve out of their written order.
                Some("match_buffer") if matches!(c.args.first(), Some(ast::Expr::Subscript(_))) => {
                    return Err(self.err(
                        a,
                        "`T.match_buffer` of a region after the first body statement of its block; expected it among the block's declarations, before the body (TVM hoists it there)",
                    ));
                }
                _ => {}
            }
        }
        // `x = v` where `x` names something other than a mutable scalar: TVM 0.27 refuses
        // rebinding a parameter, a buffer or a loop variable in its own body (it renames a let
        // variable shadowed in an inner scope: refused here too, never read as a store to it).
        if self.lookup(&name).is_some() {
            return Err(self.err(
                target,
                &format!("`{name}` already names a variable or a buffer; expected a new name for a mutable scalar"),
            ));
        }
        // `x = v` on a new name, TVM 0.27's spelling of `x: T.int32 = v`: a new mutable scalar
        // of the value's dtype; a pointer, which no scalar holds, is bound immutably
        // (`p = A.data` as `p: T.let[T.handle("float32", "global")] = A.data`).
        let value = self.expr(&a.value)?;
        if let Expr::Call(callee, _) = self.func.expr(value) {
            // A `T.` function the tool does not know is kept as an opaque call inside an
            // expression, but a whole right-hand side of one is more likely a construct out of
            // place (`vi = T.axis.spatial(...)` outside a block), which TVM refuses too.
            let (op, _) = super::opaque::keyword_names(callee);
            let known = crate::ir::intrinsic(callee).is_some()
                || callee.starts_with(super::CALL_NODE)
                || crate::ir::is_bitwise(callee)
                || callee.starts_with('@')
                || super::opaque::known_result(op).is_some()
                || is_tvm_op(op);
            if !known {
                return Err(self.err(
                    a.value.as_ref(),
                    &format!("`T.{callee}(...)` does not make a value to name here; expected an expression, `T.bind(...)`, a buffer allocation or `buf.view(...)`"),
                ));
            }
        }
        let dt = self.func.dtype(value);
        if dt == DataType::VOID {
            // TVM 0.27 makes a one-element `void` buffer of it, which nothing can build.
            return Err(self.err(
                a.value.as_ref(),
                "this call has no value (`void`) to assign; expected it as a statement of its own",
            ));
        }
        let stmt = if dt.code == crate::ir::TypeCode::Handle {
            self.bind_let(&name, dt, self.pointee_of(value), value, a.start().into())?
        } else {
            self.new_mutable_scalar(a, &name, dt, "local", Some(value))?
        };
        Ok(self.func.add_stmt(stmt))
    }

    /// `name = T.bind(value)`, or `T.bind(value, type_annotation)` with the variable's type
    /// (`T.int32`, `T.handle("float32")`), which TVM 0.27 requires to be the value's: an
    /// immutable variable bound to `value`, typed as the value (a pointer's pointee included).
    fn bind_call(&mut self, name: &str, c: &ast::ExprCall) -> Result<StmtId> {
        const EXPECTED: &str = "expected `T.bind(value)` or `T.bind(value, type_annotation)`";
        let mut annotation = c.args.get(1);
        for k in &c.keywords {
            match k.arg.as_ref().map(|a| a.as_str()) {
                Some("type_annotation") if annotation.is_none() => annotation = Some(&k.value),
                _ => return Err(self.err(k, EXPECTED)),
            }
        }
        let (Some(v), 1..=2) = (c.args.first(), c.args.len()) else {
            return Err(self.err(c, EXPECTED));
        };
        let value = self.expr(v)?;
        let (dt, pointee) = (self.func.dtype(value), self.pointee_of(value));
        if let Some(annotation) = annotation {
            let written = match annotation {
                ast::Expr::Call(h) if Self::t_name(&h.func) == Some("handle") => {
                    (DataType::HANDLE, self.pointer_type(h)?)
                }
                other => (self.dtype_arg(other)?, None),
            };
            let value_type = (dt, pointee.clone());
            if written != value_type {
                // TVM: "Check failed: (StructuralEqual()(value->ty, var->ty)) is false".
                let text = |(dt, pointee): &(DataType, Option<(String, String)>)| match pointee {
                    Some((to, scope)) => format!("T.handle(\"{to}\", \"{scope}\")"),
                    None => format!("T.{dt}"),
                };
                return Err(self.err(
                    annotation,
                    &format!(
                        "the type annotation `{}` of `T.bind` differs from its value's type; expected `{}`",
                        text(&written),
                        text(&value_type)
                    ),
                ));
            }
        }
        let stmt = self.bind_let(name, dt, pointee, value, c.start().into())?;
        Ok(self.func.add_stmt(stmt))
    }

    /// The dtype a store to `buffer[indices]` takes; an error at `at` (the indices) when their
    /// number is not the buffer's rank.
    pub(super) fn stored_dtype(&self, buffer: crate::ir::BufferId, indices: &[ExprId], at: usize) -> Result<DataType> {
        let decl = self.func.buffer(buffer);
        let rank = decl.shape.len();
        if indices.len() != rank {
            return Err(self.err_at(
                at,
                &format!("`{}` has rank {rank}, found {} indices", decl.name, indices.len()),
            ));
        }
        self.vector_index_last(buffer, indices, at)?;
        Ok(decl.dtype.accessed(indices.iter().map(|&i| self.func.dtype(i))))
    }

    /// The statement `T.bind(value, var=v)`: binds `v`, declared before as `v = T.int32()`,
    /// over the rest of its body, as TVM 0.27 reads it (and prints `v: T.let[T.int32] = value`).
    pub(super) fn bind_declared(&mut self, c: &ast::ExprCall) -> Result<StmtId> {
        const EXPECTED: &str = "expected `T.bind(value, var=v)` with `v` declared as `v = T.int32()`";
        let ([value], [k]) = (c.args.as_slice(), c.keywords.as_slice()) else {
            return Err(self.err(c, EXPECTED));
        };
        let (Some("var"), ast::Expr::Name(n)) = (k.arg.as_ref().map(|a| a.as_str()), &k.value) else {
            return Err(self.err(k, EXPECTED));
        };
        let declared = match self.lookup(n.id.as_str()) {
            Some(Binding::Var(v)) => self
                .func
                .shape_vars
                .iter()
                .position(|s| *s == (v, crate::ir::ShapeVarStyle::StringDim))
                .map(|at| (v, at)),
            _ => None,
        };
        let Some((var, at)) = declared else {
            return Err(self.err(&k.value, EXPECTED));
        };
        let dt = self.func.var(var).dtype;
        let value = self.expr_as(value, dt)?;
        if self.func.exprs.find(&Expr::Var(var), dt).is_some() {
            // Read before as a free symbol (or by the value itself), it would be undefined
            // there (TVM: "Invalid use of undefined variable").
            return Err(self.err(
                &k.value,
                &format!("`{}` is used before `T.bind` binds it; expected its uses after", n.id),
            ));
        }
        self.func.shape_vars.remove(at);
        Ok(self.func.add_stmt(Stmt::Bind { var, value }))
    }

    pub(super) fn buffer_stmt(&mut self, name: &str, f: &str, c: &ast::ExprCall) -> Result<StmtId> {
        let signature = match f {
            "sblock_alloc_buffer" => &super::signature::SBLOCK_BUFFER,
            _ => &super::signature::BUFFER,
        };
        let c = &*self.bound_call(c, f, signature)?;
        // `T.decl_buffer` without `data=` allocates, as TVM 0.27 reads it (and prints it back as
        // `T.alloc_buffer`).
        let f = match f {
            "decl_buffer"
                if !c
                    .keywords
                    .iter()
                    .any(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "data")) =>
            {
                "alloc_buffer"
            }
            other => other,
        };
        let Some(shape_arg) = c.args.first() else {
            return Err(self.err(c, &format!("wrong number of arguments to `T.{f}`: expected a shape")));
        };
        if c.args.len() > 2 {
            return Err(self.err(
                c,
                &format!("wrong number of arguments to `T.{f}`: expected (shape, dtype)"),
            ));
        }
        let shape = self.shape(shape_arg, None)?;
        let default_scope = match f {
            "alloc_local" => "local",
            "alloc_shared" => "shared",
            _ => "global",
        };
        let storage = (f != "decl_buffer").then_some(BufferData::Allocated);
        let decl = self.buffer_decl(name, c, shape, c.args.get(1), default_scope, storage)?;
        let b = self.func.add_buffer(decl);
        self.define(name, Binding::Buffer(b));
        let stmt = match f {
            "decl_buffer" => Stmt::DeclBuffer {
                buffer: b,
                form: DeclForm::Decl,
            },
            "alloc_local" => Stmt::Alloc {
                buffer: b,
                form: AllocForm::Local,
            },
            "alloc_shared" => Stmt::Alloc {
                buffer: b,
                form: AllocForm::Shared,
            },
            "sblock_alloc_buffer" => Stmt::Alloc {
                buffer: b,
                form: AllocForm::RootBlock,
            },
            _ => Stmt::Alloc {
                buffer: b,
                form: AllocForm::Buffer,
            },
        };
        Ok(self.func.add_stmt(stmt))
    }

    pub(super) fn view(&mut self, name: &str, attr: &ast::ExprAttribute, c: &ast::ExprCall) -> Result<StmtId> {
        let src = self.buffer_name(&attr.value)?;
        if c.args.is_empty() || !c.keywords.is_empty() {
            return Err(self.err(c, "expected `buffer.view(extent, ...)`"));
        }
        let mut shape = Vec::new();
        for a in &c.args {
            shape.push(self.expr(a)?);
        }
        let decl = self.func.buffer(src);
        let b = self.func.add_buffer(BufferDecl {
            name: name.to_string(),
            dtype: decl.dtype,
            shape,
            scope: decl.scope.clone(),
            data: BufferData::AliasOf(src),
            elem_offset: None,
            strides: Vec::new(),
            layout_hints: Vec::new(),
        });
        self.define(name, Binding::Buffer(b));
        Ok(self.func.add_stmt(Stmt::DeclBuffer {
            buffer: b,
            form: DeclForm::View,
        }))
    }
}

/// The operators TVM 0.27 registers under `tirx.` (`tvm.ir.Op.list_op_names()`, the prefix
/// dropped; `src/tvmscript/tvm_ops.txt`, one per line): a call of one is a value TVM names
/// (`x = T.call_llvm_intrin(...)`), where an unknown `T.` function is more likely a construct
/// out of place.
pub(super) fn is_tvm_op(name: &str) -> bool {
    include_str!("../tvm_ops.txt").lines().any(|op| op == name)
}
