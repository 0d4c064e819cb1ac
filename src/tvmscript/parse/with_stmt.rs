//! Lowering of `with` statements and attributes: thread launches (`T.launch_thread`, a
//! thread declared once by `T.env_thread` and launched several times), `T.attr` scopes and
//! the attribute nodes they hang on.

use super::expr::Val;
use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{AttrNode, DataType, Expr, ExprId, Stmt, StmtId, VarId};
use rustpython_parser::ast::{self, Constant};

/// The name TVM gives a thread launched by tag without one (`T.launch_thread("blockIdx.x", n)`).
pub(super) const UNNAMED_THREAD: &str = "v";

impl Lowerer<'_> {
    pub(super) fn with(&mut self, w: &ast::StmtWith) -> Result<StmtId> {
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
            Some("launch_thread") if item.optional_vars.is_none() && !Self::launches_by_tag(c) => {
                self.env_thread_launch(c, &w.body)
            }
            // `with T.launch_thread("tag", extent) as name:`, or without a name, a launch whose
            // variable the body cannot name.
            Some("launch_thread") => {
                let name = match item.optional_vars.as_deref() {
                    None => None,
                    Some(ast::Expr::Name(n)) => Some(n.id.as_str()),
                    Some(_) => return Err(self.err(c, "expected `with T.launch_thread(tag, extent) as name:`")),
                };
                let (tag, extent) = self.launch_args(c)?;
                let var = self
                    .func
                    .add_var(name.unwrap_or(UNNAMED_THREAD), self.func.dtype(extent));
                self.launch(name, var, tag, extent, &w.body)
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
    pub(super) fn env_thread_decl(&self, s: &ast::Stmt) -> Result<Option<(String, String)>> {
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
    pub(super) fn env_thread_launch(&mut self, c: &ast::ExprCall, body: &[ast::Stmt]) -> Result<StmtId> {
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
        self.launch(Some(name.id.as_str()), var, tag, extent, body)
    }

    /// Whether `T.launch_thread(...)` names its thread by a tag string (not a thread declared
    /// by `T.env_thread`).
    pub(super) fn launches_by_tag(c: &ast::ExprCall) -> bool {
        matches!(
            c.args.first(),
            Some(ast::Expr::Constant(ast::ExprConstant {
                value: Constant::Str(_),
                ..
            }))
        )
    }

    /// A `with T.launch_thread(...)` launch of `var`: its body in a scope where `name`, if
    /// any, is it.
    pub(super) fn launch(
        &mut self,
        name: Option<&str>,
        var: VarId,
        tag: String,
        extent: ExprId,
        body: &[ast::Stmt],
    ) -> Result<StmtId> {
        self.push_frame();
        if let Some(name) = name {
            self.define(name, Binding::Var(var));
        }
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

    pub(super) fn launch_args(&mut self, c: &ast::ExprCall) -> Result<(String, ExprId)> {
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

    /// The attributes of `T.attr(node, key, value)`, or of `T.attr({key: value, ...})` (one
    /// per entry, nested in order, each on the node 0 as TVM builds them).
    pub(super) fn attr_parts(&mut self, c: &ast::ExprCall) -> Result<Vec<(AttrNode, String, ExprId)>> {
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
    pub(super) fn attr_value(&mut self, value: &ast::Expr) -> Result<ExprId> {
        match self.val(value)? {
            Val::Str(s) => Ok(self.func.exprs.intern(Expr::Str(s), crate::ir::DataType::HANDLE)),
            v => self.typed(v, value),
        }
    }

    /// Nests `body` in the attributes, the first outermost.
    pub(super) fn nest_attrs(&mut self, attrs: Vec<(AttrNode, String, ExprId)>, body: StmtId) -> StmtId {
        attrs.into_iter().rev().fold(body, |body, (node, key, value)| {
            self.func.add_stmt(Stmt::Attr { node, key, value, body })
        })
    }

    pub(super) fn attr_node(&mut self, node: &ast::Expr) -> Result<AttrNode> {
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
