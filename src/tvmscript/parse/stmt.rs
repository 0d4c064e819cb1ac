//! Lowering of Python statements (TVMScript) to IR statements.
//!
//! Scoping follows TVM 0.27: `x: T.let[...] = v`, buffer allocations and declarations, and the
//! concise `v = T.launch_thread(...)` (or `T.launch_thread(x, n)` of an `env_thread`) are in
//! scope for the rest of their block. What Python decides is decided here, as TVM's parser runs
//! it: an `if` on a Python constant is only the branch taken, `x op= v` is `x = x op v`,
//! `x = T.meta_var(v)` names a value, a docstring is nothing.

use super::expr::Val;
use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{
    AllocForm, AttrNode, BinOp, BufferData, BufferDecl, DataType, DeclForm, Expr, ExprId, ForKind, Stmt, StmtId, VarId,
};
use rustpython_parser::ast::{self, Constant, Ranged};

/// A scalar declaration `n = T.int32()`: name, dtype and where it was written.
type ScalarDecl = (String, DataType, usize);

impl Lowerer<'_> {
    /// Lowers a block in a fresh scope.
    pub fn block(&mut self, stmts: &[ast::Stmt]) -> Result<StmtId> {
        self.push_frame();
        let r = self.block_items(stmts);
        self.pop_frame();
        r
    }

    pub(super) fn block_items(&mut self, stmts: &[ast::Stmt]) -> Result<StmtId> {
        let mut items = Vec::new();
        for (i, s) in stmts.iter().enumerate() {
            if let ast::Stmt::Assign(a) = s {
                if let ast::Expr::Call(c) = a.value.as_ref() {
                    if Self::t_name(&c.func) == Some("launch_thread") {
                        let name = self.single_target(a)?;
                        let (tag, extent) = self.launch_args(c)?;
                        let var = self.func.add_var(&name, self.func.dtype(extent));
                        self.define(&name, Binding::Var(var));
                        let body = self.block_items(&stmts[i + 1..])?;
                        items.push(self.func.add_stmt(Stmt::ThreadLaunch {
                            var,
                            tag,
                            extent,
                            body,
                            concise: true,
                        }));
                        break;
                    }
                }
            }
            if let Some((name, tag)) = self.env_thread_decl(s)? {
                let group = self.env_thread_tags.len() as u32;
                self.env_thread_tags.push(tag);
                self.define(&name, Binding::EnvThread(group));
                continue;
            }
            // `T.launch_thread(x, extent)` as a statement, of a thread `x = T.env_thread(tag)`:
            // the launch covers the rest of the block, as `with T.launch_thread(x, extent):`.
            if let ast::Stmt::Expr(e) = s {
                if let ast::Expr::Call(c) = e.value.as_ref() {
                    let env_thread = matches!(c.args.first(), Some(ast::Expr::Name(n))
                        if matches!(self.lookup(n.id.as_str()), Some(Binding::EnvThread(_))));
                    if Self::t_name(&c.func) == Some("launch_thread") && env_thread {
                        items.push(self.env_thread_launch(c, &stmts[i + 1..])?);
                        break;
                    }
                }
            }
            // `T.attr(node, key, value)` as a statement: the attribute covers the rest of
            // the block (TVM prints an AttrStmt so when it is the last thing in its sequence).
            if let ast::Stmt::Expr(e) = s {
                if let ast::Expr::Call(c) = e.value.as_ref() {
                    if Self::t_name(&c.func) == Some("attr") {
                        let attrs = self.attr_parts(c)?;
                        let body = self.block_items(&stmts[i + 1..])?;
                        let nested = self.nest_attrs(attrs, body);
                        items.push(nested);
                        break;
                    }
                }
            }
            if let Some(id) = self.stmt(s)? {
                items.push(id);
            }
        }
        Ok(self.seq(items))
    }

    /// Whether only [`Lowerer::block_items`] reads `s`: it covers the rest of its block
    /// (`v = T.launch_thread(...)`, a `T.attr(...)` statement) or declares a name for later
    /// statements of the block (`tx = T.env_thread(...)`).
    pub(super) fn read_by_block_only(s: &ast::Stmt) -> bool {
        let call = match s {
            ast::Stmt::Assign(a) => a.value.as_ref(),
            ast::Stmt::Expr(e) => e.value.as_ref(),
            _ => return false,
        };
        let ast::Expr::Call(c) = call else { return false };
        match Self::t_name(&c.func) {
            Some("launch_thread" | "env_thread") => matches!(s, ast::Stmt::Assign(_)),
            Some("attr") => matches!(s, ast::Stmt::Expr(_)),
            _ => false,
        }
    }

    /// A sequence, flattened as TVM's `SeqStmt::Flatten` does.
    pub(super) fn seq(&mut self, items: Vec<StmtId>) -> StmtId {
        let mut flat = Vec::with_capacity(items.len());
        for it in items {
            self.func.push_flat(&mut flat, it);
        }
        self.func.seq(flat)
    }

    pub(super) fn single_target(&self, a: &ast::StmtAssign) -> Result<String> {
        match a.targets.as_slice() {
            [ast::Expr::Name(n)] => Ok(n.id.to_string()),
            _ => Err(self.err(a, "expected a single name on the left of `=`")),
        }
    }

    fn launch_args(&mut self, c: &ast::ExprCall) -> Result<(String, ExprId)> {
        let [tag, ext] = c.args.as_slice() else {
            return Err(self.err(
                c,
                "wrong number of arguments to `T.launch_thread`: expected (tag, extent)",
            ));
        };
        let ast::Expr::Constant(ast::ExprConstant {
            value: Constant::Str(tag),
            ..
        }) = tag
        else {
            return Err(self.err(tag, "expected a thread tag string such as \"threadIdx.x\""));
        };
        let extent = self.expr(ext)?;
        Ok((tag.clone(), extent))
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
            out.push((n.id.to_string(), dt, usize::from(n.start())));
        }
        if names.len() != values.len() {
            return Err(self.err(a, "the numbers of names and values differ"));
        }
        Ok(Some(out))
    }

    /// Lowers one statement; `None` for statements that only declare (func_attr, shape symbols).
    /// The statement made remembers where it stood.
    pub(super) fn stmt(&mut self, s: &ast::Stmt) -> Result<Option<StmtId>> {
        crate::deep::grow(|| self.stmt_inner(s))
    }

    fn stmt_inner(&mut self, s: &ast::Stmt) -> Result<Option<StmtId>> {
        let made = self.stmt_node(s)?;
        if let Some(id) = made {
            self.note_origin(id, s.start().into());
        }
        Ok(made)
    }

    /// Remembers that the statement made for source text at byte `at` is `id` (a statement
    /// keeps the first place it was made for).
    pub(super) fn note_origin(&mut self, id: StmtId, at: usize) {
        if self.func.origin(id).is_none() {
            self.func.origins[id.index()] = Some(at as u32);
        }
    }

    /// Counts one more statement of the function, starting at byte `at`; an error past
    /// [`super::MAX_STATEMENTS`].
    pub(super) fn count_statement(&mut self, at: usize) -> Result<()> {
        self.statements += 1;
        if self.statements > super::MAX_STATEMENTS {
            return Err(self.err_at(
                at,
                &format!(
                    "more than {} statements in one function; expected a kernel of reasonable size",
                    super::MAX_STATEMENTS
                ),
            ));
        }
        Ok(())
    }

    /// `t op= v` as TVM reads it: `t = t op v`, a store to a buffer element or a mutable scalar
    /// (the target's indices are pure, so reading them twice changes nothing).
    fn aug_assign(&mut self, a: &ast::StmtAugAssign) -> Result<StmtId> {
        let value = ast::Expr::BinOp(ast::ExprBinOp {
            range: a.range,
            left: a.target.clone(),
            op: a.op,
            right: a.value.clone(),
        });
        self.assign(&ast::StmtAssign {
            range: a.range,
            targets: vec![(*a.target).clone()],
            value: Box::new(value),
            type_comment: None,
        })
    }

    fn stmt_node(&mut self, s: &ast::Stmt) -> Result<Option<StmtId>> {
        self.count_statement(s.range().start().into())?;
        if self.matched_statements.contains(&usize::from(s.start())) {
            return Ok(None);
        }
        if let Some(decls) = self.scalar_decl(s)? {
            for (name, dt, at) in decls {
                match self.lookup(&name) {
                    Some(Binding::Var(v)) if self.func.var(v).dtype == dt => {}
                    Some(_) => return Err(self.err_at(at, &format!("`{name}` is already defined with another type"))),
                    None => {
                        let v = self.func.add_var(&name, dt);
                        self.define(&name, Binding::Var(v));
                        self.func.shape_vars.push((v, crate::ir::ShapeVarStyle::StringDim));
                    }
                }
            }
            return Ok(None);
        }
        let stmt =
            match s {
                // A docstring: Python evaluates it to nothing, and so does TVM.
                ast::Stmt::Expr(e) if is_docstring(e) => return Ok(None),
                // Python's loop exits, as TVM reads them: `T.break_loop()`, `T.continue_loop()`.
                ast::Stmt::Break(_) | ast::Stmt::Continue(_) => {
                    let name = if matches!(s, ast::Stmt::Break(_)) {
                        "break_loop"
                    } else {
                        "continue_loop"
                    };
                    let call = self
                        .func
                        .exprs
                        .intern(Expr::Call(name.into(), Vec::new()), DataType::INT32);
                    Stmt::Evaluate(call)
                }
                ast::Stmt::Expr(e) => {
                    if let ast::Expr::Call(c) = e.value.as_ref() {
                        match Self::t_name(&c.func) {
                            Some("func_attr") => {
                                self.func_attrs(c)?;
                                return Ok(None);
                            }
                            Some("evaluate") => {
                                let [arg] = c.args.as_slice() else {
                                    return Err(self.err(c, "wrong number of arguments to `T.evaluate`: expected 1"));
                                };
                                let v = self.expr(arg)?;
                                return Ok(Some(self.func.add_stmt(Stmt::Evaluate(v))));
                            }
                            _ => {}
                        }
                    }
                    let v = self.expr(&e.value)?;
                    Stmt::Evaluate(v)
                }
                ast::Stmt::Assign(a) => {
                    if let Some((name, value)) = meta_var(a) {
                        let e = self.expr(value)?;
                        self.define(&name, Binding::Value(e));
                        return Ok(None);
                    }
                    return self.assign(a).map(Some);
                }
                ast::Stmt::AugAssign(a) => return self.aug_assign(a).map(Some),
                ast::Stmt::AnnAssign(a) => self.ann_assign(a)?,
                ast::Stmt::For(f) => return self.for_loop(f).map(Some),
                ast::Stmt::If(i) => {
                    let v = self.val(&i.test)?;
                    // A Python constant condition (`if True:`, `if 2 == 0:`) is decided while
                    // parsing, as TVM's parser runs Python: only the branch taken is TIR.
                    let decided = match v {
                        Val::Bool(b) => Some(b),
                        Val::Int(n) => Some(n != 0),
                        _ => None,
                    };
                    if let Some(taken) = decided {
                        let branch = if taken { &i.body } else { &i.orelse };
                        return if branch.is_empty() {
                            Ok(None)
                        } else {
                            self.block(branch).map(Some)
                        };
                    }
                    let cond = self.if_condition(v, i.test.start().into())?;
                    let then = self.block(&i.body)?;
                    let other = if i.orelse.is_empty() {
                        None
                    } else {
                        Some(self.block(&i.orelse)?)
                    };
                    Stmt::If { cond, then, other }
                }
                ast::Stmt::While(w) => {
                    if !w.orelse.is_empty() {
                        return Err(self.err(w, "`while ... else` is not TVMScript"));
                    }
                    let cond = self.expr_as(&w.test, DataType::BOOL)?;
                    let body = self.block(&w.body)?;
                    Stmt::While { cond, body }
                }
                ast::Stmt::With(w) => return self.with(w).map(Some),
                ast::Stmt::Assert(a) => {
                    let cond = self.expr_as(&a.test, DataType::BOOL)?;
                    // The message as written: a string, or TVM 0.27's `("Kind", ["part", ...])`.
                    let message = match a.msg.as_deref() {
                        Some(m) if string_literals_only(m) => self.text(m),
                        None => "\"\"".to_string(),
                        Some(other) => {
                            return Err(self.err(other, "expected a string message or (\"ErrorKind\", [\"part\", ...])"))
                        }
                    };
                    Stmt::Assert { cond, message }
                }
                ast::Stmt::Pass(_) => return Ok(None),
                ast::Stmt::Return(r) => {
                    let Some(value) = r.value.as_deref() else {
                        return Err(self.err(r, "expected `return value`"));
                    };
                    let v = match self.func.ret_type {
                        Some(dt) => self.expr_as(value, dt)?,
                        None => self.expr(value)?,
                    };
                    Stmt::Return(v)
                }
                _ => return Err(self.err(
                    s,
                    "unsupported statement; expected an assignment, a store, for, if, while, with, assert or a T. call",
                )),
            };
        Ok(Some(self.func.add_stmt(stmt)))
    }

    /// `x: T.int32 = v`: a mutable scalar, which TVM 0.27 makes a one-element local buffer
    /// (`x = T.alloc_local((1,), "int32")`, `x[0] = v`, reads `x[0]`). Without a value
    /// (`x: T.int32`, as TVM prints a scalar whose first store does not follow it) the scalar
    /// is only allocated.
    fn mutable_scalar(&mut self, a: &ast::StmtAnnAssign, name: &str, dt: DataType) -> Result<Stmt> {
        let value = a.value.as_ref().map(|v| self.expr_as(v, dt)).transpose()?;
        self.new_mutable_scalar(a, name, dt, value)
    }

    /// The mutable scalar `name` of `dt`, with its first value (the statement at `at`).
    fn new_mutable_scalar(
        &mut self,
        at: &impl Ranged,
        name: &str,
        dt: DataType,
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
            scope: "local".into(),
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

    /// An `if` condition: bool, or an integer scalar (`if c:` with `c: T.int32`), which TVM
    /// keeps as written and treats as true when nonzero.
    pub(super) fn if_condition(&mut self, v: Val, at: usize) -> Result<ExprId> {
        if let Val::Typed(id) = v {
            let dt = self.func.dtype(id);
            if dt.is_int() && dt.is_scalar() {
                return Ok(id);
            }
        }
        self.coerce_at(v, DataType::BOOL, at)
    }

    fn ann_assign(&mut self, a: &ast::StmtAnnAssign) -> Result<Stmt> {
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
                return self.bind_let(n.id.as_str(), dt, None, value, a.start().into());
            }
            ast::Expr::Subscript(s) if Self::t_name(&s.value) == Some("let") => match s.slice.as_ref() {
                ast::Expr::Call(c) if Self::t_name(&c.func) == Some("handle") => {
                    pointee = self.pointer_type(c)?;
                    DataType::HANDLE
                }
                other => self.dtype_arg(other)?,
            },
            other => match Self::t_name(other).and_then(DataType::parse) {
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

    fn assign(&mut self, a: &ast::StmtAssign) -> Result<StmtId> {
        let [target] = a.targets.as_slice() else {
            return Err(self.err(a, "expected a single assignment target"));
        };
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
            let value = self.expr_as(&a.value, self.func.buffer(buffer).dtype)?;
            return Ok(self.func.add_stmt(Stmt::Store {
                buffer,
                indices: Vec::new(),
                value,
            }));
        }
        if let ast::Expr::Call(c) = a.value.as_ref() {
            if let ast::Expr::Attribute(attr) = c.func.as_ref() {
                if attr.attr.as_str() == "view" {
                    return self.view(&name, attr, c);
                }
            }
            match Self::t_name(&c.func) {
                Some("bind") => {
                    let [v] = c.args.as_slice() else {
                        return Err(self.err(c, "wrong number of arguments to `T.bind`: expected 1"));
                    };
                    let value = self.expr(v)?;
                    return Ok(self.bind(&name, value));
                }
                Some(f @ ("alloc_buffer" | "alloc_local" | "alloc_shared" | "decl_buffer" | "sblock_alloc_buffer")) => {
                    return self.buffer_stmt(&name, f, c);
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
            let known =
                crate::ir::intrinsic(callee).is_some() || crate::ir::is_bitwise(callee) || callee.starts_with('@');
            if !known {
                return Err(self.err(
                    a.value.as_ref(),
                    &format!("`T.{callee}(...)` does not make a value to name here; expected an expression, `T.bind(...)`, a buffer allocation or `buf.view(...)`"),
                ));
            }
        }
        let dt = self.func.dtype(value);
        let stmt = if dt.code == crate::ir::TypeCode::Handle {
            let pointee = match self.func.expr(value) {
                Expr::Data(b) => {
                    let decl = self.func.buffer(*b);
                    Some((decl.dtype.to_string(), decl.scope.clone()))
                }
                _ => None,
            };
            self.bind_let(&name, dt, pointee, value, a.start().into())?
        } else {
            self.new_mutable_scalar(a, &name, dt, Some(value))?
        };
        Ok(self.func.add_stmt(stmt))
    }

    /// `name = T.bind(value)`: an immutable variable bound to `value`.
    fn bind(&mut self, name: &str, value: ExprId) -> StmtId {
        let var = self.func.add_var(name, self.func.dtype(value));
        self.define(name, Binding::Var(var));
        self.func.add_stmt(Stmt::Bind { var, value })
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
        Ok(decl.dtype.accessed(indices.iter().map(|&i| self.func.dtype(i))))
    }

    pub(super) fn buffer_stmt(&mut self, name: &str, f: &str, c: &ast::ExprCall) -> Result<StmtId> {
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

    fn view(&mut self, name: &str, attr: &ast::ExprAttribute, c: &ast::ExprCall) -> Result<StmtId> {
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

    fn for_loop(&mut self, f: &ast::StmtFor) -> Result<StmtId> {
        if !f.orelse.is_empty() {
            return Err(self.err(f, "`for ... else` is not TVMScript"));
        }
        let mut names: Vec<String> = match f.target.as_ref() {
            ast::Expr::Name(n) => vec![n.id.to_string()],
            ast::Expr::Tuple(t) => t
                .elts
                .iter()
                .map(|e| match e {
                    ast::Expr::Name(n) => Ok(n.id.to_string()),
                    other => Err(self.err(other, "expected a loop variable name")),
                })
                .collect::<Result<_>>()?,
            other => return Err(self.err(other, "expected a loop variable name")),
        };
        let ast::Expr::Call(call) = f.iter.as_ref() else {
            return Err(self.err(
                f.iter.as_ref(),
                "expected range(...), T.grid(...), T.serial/parallel/vectorized/unroll(...)",
            ));
        };
        let callee = match call.func.as_ref() {
            ast::Expr::Name(n) if n.id.as_str() == "range" => "range",
            other => Self::t_name(other).unwrap_or(""),
        };
        let kind = match callee {
            "range" | "serial" | "grid" => ForKind::Serial,
            "parallel" => ForKind::Parallel,
            "vectorized" => ForKind::Vectorized,
            "unroll" => ForKind::Unrolled,
            "thread_binding" => {
                // The tag by keyword, or as the last positional argument (TVM takes a string
                // there for `thread=`).
                let positional = call.args.last().filter(|a| is_string(a));
                let keyword = call.keywords.iter().find(|k| k.arg.as_deref() == Some("thread")).map(|k| &k.value);
                let tag = match keyword.or(positional) {
                    Some(k) => match k {
                        ast::Expr::Constant(ast::ExprConstant {
                            value: Constant::Str(t),
                            ..
                        }) => t.clone(),
                        other => return Err(self.err(other, "expected a thread tag string")),
                    },
                    None => return Err(self.err(call, "expected `T.thread_binding(extent, thread=\"tag\")`")),
                };
                ForKind::ThreadBinding(tag)
            }
            _ => {
                return Err(self.err(
                    call.func.as_ref(),
                    "unknown loop kind; expected range, T.grid, T.serial, T.parallel, T.vectorized, T.unroll or T.thread_binding",
                ))
            }
        };
        // The extents (without a positional thread tag), `T.grid(*A.shape)` spread.
        let mut args: Vec<&ast::Expr> = call.args.iter().collect();
        if matches!(kind, ForKind::ThreadBinding(_)) && args.last().is_some_and(|a| is_string(a)) {
            args.pop();
        }
        let spread = match args.as_slice() {
            [ast::Expr::Starred(st)] if callee == "grid" => match st.value.as_ref() {
                ast::Expr::Attribute(at) if at.attr.as_str() == "shape" => Some(self.buffer_name(&at.value)?),
                other => return Err(self.err(other, "expected `*buffer.shape` as the extents")),
            },
            _ => None,
        };
        let mut annotations = None;
        let mut step_arg = None;
        let mut dtype_arg = None;
        let steps = matches!(callee, "serial" | "parallel" | "vectorized" | "unroll");
        for k in &call.keywords {
            match k.arg.as_deref() {
                Some("thread") if matches!(kind, ForKind::ThreadBinding(_)) => {}
                Some("annotations") if names.len() == 1 => annotations = Some(self.text(&k.value)),
                Some("step") if steps => step_arg = Some(&k.value),
                Some("dtype") if callee != "range" => dtype_arg = Some(&k.value),
                _ => {
                    return Err(self.err(
                        &k.value,
                        "unsupported loop keyword; expected `annotations={...}`, `dtype=`, `step=` (of T.serial, T.parallel, T.vectorized, T.unroll) or `thread=` (of T.thread_binding)",
                    ))
                }
            }
        }
        // `T.serial(128, dtype="uint32")`: the bounds, and so the loop variables, of that
        // dtype, each converted before the extent is taken (`range(T.uint32(128))`, as TVM
        // reads it).
        let bound_dtype = match dtype_arg {
            Some(d) => {
                let dt = self.dtype_arg(d)?;
                if !dt.is_int() || !dt.is_scalar() || dt.bits != 32 {
                    // TVM 0.27 refuses any other ("dtype of a loop/scope-id var must be ...").
                    return Err(self.err(d, "a loop's `dtype=` must be \"int32\" or \"uint32\""));
                }
                Some(dt)
            }
            None => None,
        };
        // The extents of `T.grid`, evaluated before any loop variable is in scope.
        let extents: Vec<ExprId> = match spread {
            Some(b) => self.func.buffer(b).shape.clone(),
            None if callee == "grid" => args.iter().map(|a| self.bound(a, bound_dtype)).collect::<Result<_>>()?,
            None => Vec::new(),
        };
        // `for iters in T.grid(a, b)`: one name for the tuple of loop variables `iters_0`,
        // `iters_1`, as TVM names them.
        let tuple = match f.target.as_ref() {
            ast::Expr::Name(n) if callee == "grid" && extents.len() > 1 => Some(n.id.to_string()),
            _ => None,
        };
        if let Some(t) = &tuple {
            names = (0..extents.len()).map(|k| format!("{t}_{k}")).collect();
        }
        // (min, extent) per loop variable.
        let mut ranges = Vec::new();
        if callee == "grid" {
            if extents.len() != names.len() {
                return Err(self.err(
                    call,
                    &format!(
                        "`T.grid` has {} extents for {} loop variables",
                        extents.len(),
                        names.len()
                    ),
                ));
            }
            for ext in extents {
                ranges.push(self.zero_to(ext));
            }
        } else {
            if names.len() != 1 {
                return Err(self.err(f.target.as_ref(), "expected one loop variable"));
            }
            match args.as_slice() {
                [ext] => {
                    let ext = self.bound(ext, bound_dtype)?;
                    ranges.push(self.zero_to(ext));
                }
                [lo, hi] if bound_dtype.is_some() => {
                    let (lo_v, hi_v) = (self.bound(lo, bound_dtype)?, self.bound(hi, bound_dtype)?);
                    ranges.push(self.start_stop(Val::Typed(lo_v), Val::Typed(hi_v), lo.start().into(), hi.start().into())?);
                }
                [lo, hi] => {
                    let (lo_v, hi_v) = (self.val(lo)?, self.val(hi)?);
                    ranges.push(self.start_stop(lo_v, hi_v, lo.start().into(), hi.start().into())?);
                }
                [lo, hi, step] if callee == "range" && step_arg.is_none() => {
                    let (lo_v, hi_v) = (self.val(lo)?, self.val(hi)?);
                    ranges.push(self.start_stop(lo_v, hi_v, lo.start().into(), hi.start().into())?);
                    step_arg = Some(step);
                }
                _ => {
                    return Err(self.err(
                        call,
                        "wrong number of arguments to the loop: expected (extent), (start, stop) or range(start, stop, step)",
                    ))
                }
            }
        }
        let step = match step_arg {
            Some(s) if ranges.len() == 1 => self.loop_step(s, ranges[0])?,
            _ => None,
        };
        let vars = self.open_loops(&names, &ranges, annotations, call.start().into())?;
        if let Some(t) = &tuple {
            self.loop_tuples.push(vars.clone());
            self.define(t, Binding::LoopTuple(self.loop_tuples.len() as u32 - 1));
        }
        let body = self.block(&f.body);
        self.pop_frame();
        Ok(self.nest_loops(vars, ranges, kind, step, body?))
    }

    /// A loop bound: `e` lowered, converted to the loop's `dtype=` if one was given.
    fn bound(&mut self, e: &ast::Expr, dtype: Option<DataType>) -> Result<ExprId> {
        let v = self.expr(e)?;
        Ok(match dtype {
            Some(dt) => self.cast_to(v, dt),
            None => v,
        })
    }

    /// The step of a loop (`None` for a literal 1, as TVM prints it): an integer of the loop
    /// variable's dtype. TVM reads any step (its loop canonicalization rejects one that may not
    /// be positive), so it is read; `check` refuses to run a step that is not positive.
    fn loop_step(&mut self, step: &ast::Expr, range: (ExprId, ExprId)) -> Result<Option<ExprId>> {
        let dt = self.func.dtype(range.1);
        let v = self.val(step)?;
        let s = self.coerce_at(v, dt, step.start().into())?;
        match self.func.expr(s) {
            Expr::Int(1) => Ok(None),
            _ if !self.func.dtype(s).is_int() || self.func.dtype(s).lanes != 1 => {
                Err(self.err(step, "a loop step must be a scalar integer"))
            }
            _ => Ok(Some(s)),
        }
    }

    /// `(0, ext)`: the range of `range(ext)`.
    pub(super) fn zero_to(&mut self, ext: ExprId) -> (ExprId, ExprId) {
        (self.func.int(0, self.func.dtype(ext)), ext)
    }

    /// `(lo, hi - lo)`: the range of `range(lo, hi)` (`lo_at`, `hi_at`: where they start).
    pub(super) fn start_stop(&mut self, lo: Val, hi: Val, lo_at: usize, hi_at: usize) -> Result<(ExprId, ExprId)> {
        // A literal start takes the stop's dtype (`T.serial(0, n)` over an `int64` `n`).
        let (lo_id, hi_id) = match (&lo, &hi) {
            (Val::Int(_), Val::Typed(h)) => {
                let dt = self.func.dtype(*h);
                (self.coerce_at(lo, dt, lo_at)?, *h)
            }
            _ => {
                let lo_id = self.typed_at(lo, lo_at)?;
                let dt = self.func.dtype(lo_id);
                (lo_id, self.coerce_at(hi, dt, hi_at)?)
            }
        };
        let dt = self.func.dtype(lo_id);
        let ext = match (self.func.expr(lo_id), self.func.expr(hi_id)) {
            (Expr::Int(a), Expr::Int(b)) => {
                let n = b - a;
                self.func.int(n, dt)
            }
            // `range(lo, lo + n)`, as TVM prints a loop from a symbolic start: the extent is `n`
            // (what TVM's parser simplifies `(lo + n) - lo` to), so printing and reading again
            // gives the same loop.
            (_, Expr::Binary(BinOp::Add, a, n)) if *a == lo_id => *n,
            // `stop - 0` is `stop`, as TVM's `sub` folds it.
            (Expr::Int(0), _) => hi_id,
            _ => self.func.binary(BinOp::Sub, hi_id, lo_id),
        };
        Ok((lo_id, ext))
    }

    /// Checks the extents (an error at `at`, the loop call), opens the loops' scope and
    /// defines their variables; the caller lowers the body, closes the scope and calls
    /// [`Lowerer::nest_loops`].
    pub(super) fn open_loops(
        &mut self,
        names: &[String],
        ranges: &[(ExprId, ExprId)],
        annotations: Option<String>,
        at: usize,
    ) -> Result<Vec<VarId>> {
        for (_, ext) in ranges {
            let dt = self.func.dtype(*ext);
            if !dt.is_int() || dt.lanes != 1 {
                return Err(self.err_at(at, "a loop extent must be a scalar integer"));
            }
        }
        self.push_frame();
        let mut vars = Vec::new();
        for (name, &(min, ext)) in names.iter().zip(ranges) {
            let v = self.func.add_var(name, self.func.dtype(ext));
            self.define(name, Binding::Var(v));
            self.loop_ranges.insert(v, (min, ext));
            if let Some(a) = &annotations {
                self.func.loop_annotations.push((v, a.clone()));
            }
            vars.push(v);
        }
        Ok(vars)
    }

    /// The loop nest over `body`, outermost variable first.
    pub(super) fn nest_loops(
        &mut self,
        vars: Vec<VarId>,
        ranges: Vec<(ExprId, ExprId)>,
        kind: ForKind,
        step: Option<ExprId>,
        mut body: StmtId,
    ) -> StmtId {
        for (var, (min, extent)) in vars.into_iter().zip(ranges).rev() {
            body = self.func.add_stmt(Stmt::For {
                var,
                min,
                extent,
                step,
                kind: kind.clone(),
                body,
            });
        }
        body
    }

    fn with(&mut self, w: &ast::StmtWith) -> Result<StmtId> {
        let [item] = w.items.as_slice() else {
            return Err(self.err(w, "expected a single `with` item"));
        };
        let ast::Expr::Call(c) = &item.context_expr else {
            return Err(self.err(
                &item.context_expr,
                "expected `with T.launch_thread(...)` or `with T.attr(...)`",
            ));
        };
        match Self::t_name(&c.func) {
            Some("launch_thread") if item.optional_vars.is_none() => self.env_thread_launch(c, &w.body),
            Some("launch_thread") => {
                let Some(ast::Expr::Name(n)) = item.optional_vars.as_deref() else {
                    return Err(self.err(c, "expected `with T.launch_thread(tag, extent) as name:`"));
                };
                let (tag, extent) = self.launch_args(c)?;
                let var = self.func.add_var(n.id.as_str(), self.func.dtype(extent));
                self.launch(n.id.as_str(), var, tag, extent, &w.body)
            }
            Some("attr") => {
                let attrs = self.attr_parts(c)?;
                let body = self.block(&w.body)?;
                Ok(self.nest_attrs(attrs, body))
            }
            Some("sblock") => self.sblock(c, &w.body),
            _ => Err(self.err(c, "unsupported `with`; expected T.sblock, T.launch_thread or T.attr")),
        }
    }

    /// `x = T.env_thread("threadIdx.x")`: the name and the tag, or None for other statements.
    fn env_thread_decl(&self, s: &ast::Stmt) -> Result<Option<(String, String)>> {
        let ast::Stmt::Assign(a) = s else { return Ok(None) };
        let ast::Expr::Call(c) = a.value.as_ref() else {
            return Ok(None);
        };
        if Self::t_name(&c.func) != Some("env_thread") {
            return Ok(None);
        }
        let name = self.single_target(a)?;
        match (c.args.as_slice(), c.keywords.is_empty()) {
            (
                [ast::Expr::Constant(ast::ExprConstant {
                    value: Constant::Str(tag),
                    ..
                })],
                true,
            ) => Ok(Some((name, tag.clone()))),
            _ => Err(self.err(
                c,
                "expected `T.env_thread(\"tag\")` with a thread tag string such as \"threadIdx.x\"",
            )),
        }
    }

    /// `with T.launch_thread(x, extent):` of a thread `x` declared by `T.env_thread`: a launch
    /// with its own variable named `x`, marked as that declaration's.
    fn env_thread_launch(&mut self, c: &ast::ExprCall, body: &[ast::Stmt]) -> Result<StmtId> {
        let thread = match c.args.as_slice() {
            [ast::Expr::Name(n), _] => Some(n),
            _ => None,
        };
        let Some((name, Some(Binding::EnvThread(group)))) = thread.map(|n| (n, self.lookup(n.id.as_str()))) else {
            return Err(self.err(
                c,
                "expected `with T.launch_thread(x, extent):` of a thread `x = T.env_thread(tag)`, or `with T.launch_thread(tag, extent) as x:`",
            ));
        };
        let tag = self.env_thread_tags[group as usize].clone();
        let extent = self.expr(&c.args[1])?;
        let var = self.func.add_var(name.id.as_str(), DataType::INT32);
        self.func.vars[var.index()].env_thread = Some(group);
        self.launch(name.id.as_str(), var, tag, extent, body)
    }

    /// A `with T.launch_thread(...)` launch of `var`: its body in a scope where `name` is it.
    fn launch(&mut self, name: &str, var: VarId, tag: String, extent: ExprId, body: &[ast::Stmt]) -> Result<StmtId> {
        self.push_frame();
        self.define(name, Binding::Var(var));
        let body = self.block(body);
        self.pop_frame();
        Ok(self.func.add_stmt(Stmt::ThreadLaunch {
            var,
            tag,
            extent,
            body: body?,
            concise: false,
        }))
    }

    /// The attributes of `T.attr(node, key, value)`, or of `T.attr({key: value, ...})` (one
    /// per entry, nested in order, each on the node 0 as TVM builds them).
    fn attr_parts(&mut self, c: &ast::ExprCall) -> Result<Vec<(AttrNode, String, ExprId)>> {
        if let [ast::Expr::Dict(d)] = c.args.as_slice() {
            let mut out = Vec::new();
            for (k, v) in d.keys.iter().zip(&d.values) {
                let Some(ast::Expr::Constant(ast::ExprConstant {
                    value: Constant::Str(key),
                    ..
                })) = k
                else {
                    return Err(self.err(c, "expected string keys in `T.attr({...})`"));
                };
                let zero = self.func.int(0, crate::ir::DataType::INT32);
                let value = self.attr_value(v)?;
                out.push((AttrNode::Expr(zero), key.clone(), value));
            }
            if out.is_empty() {
                return Err(self.err(c, "expected at least one attribute in `T.attr({...})`"));
            }
            return Ok(out);
        }
        let [node, key, value] = c.args.as_slice() else {
            return Err(self.err(
                c,
                "wrong number of arguments to `T.attr`: expected (node, key, value) or a dict",
            ));
        };
        let ast::Expr::Constant(ast::ExprConstant {
            value: Constant::Str(key),
            ..
        }) = key
        else {
            return Err(self.err(key, "expected an attribute key string"));
        };
        let node = self.attr_node(node)?;
        let value = self.attr_value(value)?;
        Ok(vec![(node, key.clone(), value)])
    }

    /// An attribute's value: an expression, or a string (`T.attr(1, "pragma_scope",
    /// "parallel_launch_point")`), which TVM keeps as a string node.
    fn attr_value(&mut self, value: &ast::Expr) -> Result<ExprId> {
        match self.val(value)? {
            Val::Str(s) => Ok(self.func.exprs.intern(Expr::Str(s), crate::ir::DataType::HANDLE)),
            v => self.typed(v, value),
        }
    }

    /// Nests `body` in the attributes, the first outermost.
    fn nest_attrs(&mut self, attrs: Vec<(AttrNode, String, ExprId)>, body: StmtId) -> StmtId {
        attrs.into_iter().rev().fold(body, |body, (node, key, value)| {
            self.func.add_stmt(Stmt::Attr { node, key, value, body })
        })
    }

    fn attr_node(&mut self, node: &ast::Expr) -> Result<AttrNode> {
        // A string node (`T.attr("", "device_id", 0)`) is kept as written.
        if let ast::Expr::Constant(ast::ExprConstant {
            value: Constant::Str(_),
            ..
        }) = node
        {
            return Ok(AttrNode::Verbatim(self.text(node)));
        }
        let ast::Expr::Call(c) = node else {
            return match self.val(node) {
                Ok(v) => Ok(AttrNode::Expr(self.typed(v, node)?)),
                Err(_) => Ok(AttrNode::Verbatim(self.text(node))),
            };
        };
        if Self::t_name(&c.func) != Some("comm_reducer") {
            return Ok(AttrNode::Verbatim(self.text(node)));
        }
        let [ast::Expr::Lambda(lam), ast::Expr::List(ids)] = c.args.as_slice() else {
            return Err(self.err(c, "expected `T.comm_reducer(lambda x, y: ..., [identity])`"));
        };
        let params: Vec<String> = lam.args.args.iter().map(|a| a.def.arg.to_string()).collect();
        let k = ids.elts.len();
        if k == 0 || params.len() != 2 * k {
            return Err(self.err(lam, "a reducer needs two parameters per identity element"));
        }
        let mut identities = Vec::new();
        for e in &ids.elts {
            identities.push(self.expr(e)?);
        }
        self.push_frame();
        let mut vars = Vec::new();
        for (i, p) in params.iter().enumerate() {
            let v = self.func.add_var(p, self.func.dtype(identities[i % k]));
            self.define(p, Binding::Var(v));
            vars.push(v);
        }
        let bodies: Vec<&ast::Expr> = match lam.body.as_ref() {
            ast::Expr::Tuple(t) => t.elts.iter().collect(),
            other => vec![other],
        };
        let mut results = Vec::new();
        let mut failure = None;
        for (i, b) in bodies.iter().enumerate() {
            match identities.get(i).map(|&id| self.func.dtype(id)) {
                Some(dt) => match self.expr_as(b, dt) {
                    Ok(r) => results.push(r),
                    Err(e) => failure = Some(e),
                },
                None => failure = Some(self.err(*b, "more reducer results than identities")),
            }
        }
        self.pop_frame();
        if let Some(e) = failure {
            return Err(e);
        }
        let rhs = vars.split_off(k);
        Ok(AttrNode::CommReducer {
            lhs: vars,
            rhs,
            results,
            identities,
        })
    }
}

/// Whether `e` is a string literal, or a tuple or list made of string literals and such lists
/// (an assert message).
fn string_literals_only(e: &ast::Expr) -> bool {
    match e {
        ast::Expr::Constant(ast::ExprConstant {
            value: Constant::Str(_),
            ..
        }) => true,
        ast::Expr::Tuple(t) => !t.elts.is_empty() && t.elts.iter().all(string_literals_only),
        ast::Expr::List(l) => l.elts.iter().all(string_literals_only),
        _ => false,
    }
}

/// `x = T.meta_var(value)` (or `I.meta_var`): the name and the value.
pub(super) fn meta_var(a: &ast::StmtAssign) -> Option<(String, &ast::Expr)> {
    let ([ast::Expr::Name(n)], ast::Expr::Call(c)) = (a.targets.as_slice(), a.value.as_ref()) else {
        return None;
    };
    let ast::Expr::Attribute(f) = c.func.as_ref() else {
        return None;
    };
    let namespace = matches!(f.value.as_ref(), ast::Expr::Name(m) if matches!(m.id.as_str(), "T" | "I"));
    match c.args.as_slice() {
        [value] if namespace && f.attr.as_str() == "meta_var" && c.keywords.is_empty() => {
            Some((n.id.to_string(), value))
        }
        _ => None,
    }
}

/// Whether an expression statement is a string literal (a docstring).
pub(super) fn is_docstring(e: &ast::StmtExpr) -> bool {
    is_string(&e.value)
}

/// Whether `e` is a string literal.
fn is_string(e: &ast::Expr) -> bool {
    matches!(
        e,
        ast::Expr::Constant(ast::ExprConstant {
            value: Constant::Str(_),
            ..
        })
    )
}
