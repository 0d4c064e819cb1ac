//! Lowering of Python statements (TVMScript) to IR statements: blocks and their scopes, the
//! dispatch on statement kinds, `if`, augmented assignments; assignments, loops and `with`
//! statements are lowered in `assign`, `loops` and `with_stmt`.
//!
//! Scoping follows TVM 0.27: `x: T.let[...] = v`, buffer allocations and declarations, and the
//! concise `v = T.launch_thread(...)` (or `T.launch_thread(x, n)` of an `env_thread`, or the
//! unnamed `T.launch_thread("tag", n)`) are in scope for the rest of their block. What Python
//! decides is decided here, as TVM's parser runs it: an `if` on a Python constant is only the
//! branch taken, `x op= v` is `x = x op v`, `x = T.meta_var(v)` names a value, a docstring is
//! nothing.

use super::expr::Val;
use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{DataType, Expr, ExprId, Stmt, StmtId};
use rustpython_parser::ast::{self, Constant, Ranged};

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
                        items.push(self.launch_over_rest(Some(&name), c, &stmts[i + 1..])?);
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
            // `T.launch_thread("tag", extent)` as a statement: a launch of a thread the rest
            // of the block cannot name (TVM names it `v`), covering the rest of the block.
            if let ast::Stmt::Expr(e) = s {
                if let ast::Expr::Call(c) = e.value.as_ref() {
                    if Self::t_name(&c.func) == Some("launch_thread") && Self::launches_by_tag(c) {
                        items.push(self.launch_over_rest(None, c, &stmts[i + 1..])?);
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

    /// `name = T.launch_thread("tag", extent)` (or, `name` none, the statement
    /// `T.launch_thread("tag", extent)`, whose thread TVM names `v`): a launch covering `rest`,
    /// the statements after it in its block, where `name` is the thread.
    fn launch_over_rest(&mut self, name: Option<&str>, c: &ast::ExprCall, rest: &[ast::Stmt]) -> Result<StmtId> {
        let (tag, extent) = self.launch_args(c)?;
        let var = self.func.add_var(
            name.unwrap_or(super::with_stmt::UNNAMED_THREAD),
            self.func.dtype(extent),
        );
        if let Some(name) = name {
            self.define(name, Binding::Var(var));
        }
        let body = self.block_items(rest)?;
        Ok(self.func.add_stmt(Stmt::ThreadLaunch {
            var,
            tag,
            extent,
            body,
            concise: true,
        }))
    }

    /// Whether only [`Lowerer::block_items`] reads `s`: it covers the rest of its block
    /// (`T.launch_thread(...)`, named or not, a `T.attr(...)` statement) or declares a name for
    /// later statements of the block (`tx = T.env_thread(...)`).
    pub(super) fn read_by_block_only(s: &ast::Stmt) -> bool {
        let call = match s {
            ast::Stmt::Assign(a) => a.value.as_ref(),
            ast::Stmt::Expr(e) => e.value.as_ref(),
            _ => return false,
        };
        let ast::Expr::Call(c) = call else { return false };
        match Self::t_name(&c.func) {
            Some("launch_thread") => true,
            Some("env_thread") => matches!(s, ast::Stmt::Assign(_)),
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
                    // A symbol a `T.match_buffer` took as its buffer's own offset.
                    Some(Binding::Value(e))
                        if matches!(self.func.expr(e), Expr::ElemOffset(_)) && self.func.dtype(e) == dt => {}
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
                            Some("bind") => return self.bind_declared(c).map(Some),
                            _ if Self::scope_id_call(c) => return self.scope_ids(None, c).map(Some),
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
                        let binding = match self.val(value)? {
                            Val::Typed(e) => Binding::Value(e),
                            literal => {
                                self.meta_literals.push(literal);
                                Binding::Literal(self.meta_literals.len() as u32 - 1)
                            }
                        };
                        self.define(&name, binding);
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
pub(super) fn is_string(e: &ast::Expr) -> bool {
    matches!(
        e,
        ast::Expr::Constant(ast::ExprConstant {
            value: Constant::Str(_),
            ..
        })
    )
}
