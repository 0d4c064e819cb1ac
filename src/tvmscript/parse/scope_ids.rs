//! TIRx scope identifiers: `bx, by = T.cta_id([2, 4])`, `tx = T.thread_id([128])`,
//! `lane = T.lane_id([32], dtype="uint32")`, the deferred `q = T.thread_id()` and the general
//! `T.scope_id(extents, parent, cur)`, lowered to one flat [`Stmt::ScopeIds`].
//!
//! Invariants, as TVM 0.27's builder checks them: one name per extent (one, deferred); at most
//! one dimension for warps, warpgroups and the CTA pair; `preferred=` only for `T.cta_id` and
//! `T.cta_id_in_cluster`; identifiers of `int32` or `uint32`. The names are defined for the rest
//! of the block.

use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{DataType, ExprId, ScopeBinding, Stmt, StmtId, TypeCode};
use rustpython_parser::ast::{self, Constant};

impl Lowerer<'_> {
    /// Whether `T.<name>(...)` defines TIRx scope identifiers.
    pub(super) fn scope_id_call(c: &ast::ExprCall) -> bool {
        matches!(Self::t_name(&c.func), Some(n) if n == "scope_id" || ScopeBinding::from_script_name(n).is_some())
    }

    /// `names = T.<scope id>(...)` (see [`Lowerer::scope_id_call`]); with no target, the
    /// statement `T.cta_id([1])`, whose identifiers no later statement can name (TVM names
    /// them `v`).
    pub(super) fn scope_ids(&mut self, target: Option<&ast::Expr>, c: &ast::ExprCall) -> Result<StmtId> {
        let name = Self::t_name(&c.func).unwrap_or_default();
        // The parameters of each builder function, in positional order.
        let (binding, rest): (ScopeBinding, &[&str]) = match ScopeBinding::from_script_name(name) {
            Some(b @ ScopeBinding::ClusterCtaPair) => (b, &["dtype"]),
            Some(b) if b.takes_preferred() => (b, &["extents", "preferred", "dtype"]),
            Some(b) => (b, &["extents", "dtype"]),
            None => (self.scope_id_pair(c)?, &["extents", "parent", "cur", "dtype"]),
        };
        let mut args: Vec<(&str, &ast::Expr)> = Vec::new();
        if c.args.len() > rest.len() {
            return Err(self.err(
                &c.args[rest.len()],
                &format!("`T.{name}` takes at most {} arguments", rest.len()),
            ));
        }
        args.extend(rest.iter().copied().zip(c.args.iter()));
        for k in &c.keywords {
            let key = k.arg.as_deref().unwrap_or("");
            if !rest.contains(&key) {
                return Err(self.err(
                    &k.value,
                    &format!(
                        "unsupported keyword argument of `T.{name}`; expected {}",
                        keywords_of(rest)
                    ),
                ));
            }
            if args.iter().any(|(a, _)| *a == key) {
                return Err(self.err(&k.value, &format!("`{key}` of `T.{name}` given twice")));
            }
            args.push((key, &k.value));
        }
        let arg = |key: &str| {
            args.iter()
                .find(|(a, _)| *a == key)
                .map(|&(_, e)| e)
                .filter(|e| !is_none(e))
        };
        let extents = match arg("extents") {
            Some(e) => self.extent_list(e, name)?,
            None => Vec::new(),
        };
        let preferred = arg("preferred").map(|e| self.extent_list(e, name)).transpose()?;
        let dtype = match arg("dtype") {
            Some(e) => self.dtype_arg(e)?,
            None => DataType::INT32,
        };
        if dtype != DataType::INT32 && dtype != DataType::scalar(TypeCode::UInt, 32) {
            let at = arg("dtype").expect("a dtype other than the default was given");
            return Err(self.err(
                at,
                &format!("`T.{name}` makes `int32` or `uint32` identifiers, not {dtype}"),
            ));
        }
        let dims = if extents.is_empty() { 1 } else { extents.len() };
        if dims > binding.max_dims() {
            return Err(self.err(c, &format!("`T.{name}` defines one identifier, not {dims}")));
        }
        let names = match target {
            Some(t) => self.scope_id_names(t)?,
            None => vec![super::with_stmt::UNNAMED_THREAD.to_string(); dims],
        };
        if names.len() != dims {
            let at = target.expect("an unnamed definition has a name per identifier");
            let defines = if extents.is_empty() {
                format!("`T.{name}()` with a deferred extent defines one identifier")
            } else {
                format!("`T.{name}` defines one identifier per extent ({dims})")
            };
            let given = match names.len() {
                1 => "1 name".to_string(),
                n => format!("{n} names"),
            };
            return Err(self.err(at, &format!("{defines}; {given} given")));
        }
        let extents = match binding.implied_extent() {
            Some(n) => vec![self.func.int(n.into(), DataType::INT32)],
            None => extents,
        };
        if let Some(t) = target {
            if let Some(n) = names.iter().find(|n| self.defined_here(n)) {
                // TVM: "Variable tx already defined in current scope".
                return Err(self.err(
                    t,
                    &format!("`{n}` is already defined in this scope; expected a new name"),
                ));
            }
        }
        let vars: Vec<_> = names.iter().map(|n| self.func.add_var(n, dtype)).collect();
        if target.is_some() {
            for (n, &v) in names.iter().zip(&vars) {
                self.define(n, Binding::Var(v));
            }
        }
        Ok(self.func.add_stmt(Stmt::ScopeIds {
            binding,
            vars,
            extents,
            preferred,
        }))
    }

    /// The pair of `T.scope_id(extents, "parent", "cur")`.
    fn scope_id_pair(&self, c: &ast::ExprCall) -> Result<ScopeBinding> {
        let named = |k: usize, key: &str| {
            c.args.get(k).or_else(|| {
                c.keywords
                    .iter()
                    .find(|kw| kw.arg.as_deref() == Some(key))
                    .map(|kw| &kw.value)
            })
        };
        let text = |e: Option<&ast::Expr>| match e {
            Some(ast::Expr::Constant(ast::ExprConstant {
                value: Constant::Str(s),
                ..
            })) => Some(s.clone()),
            _ => None,
        };
        let (parent, cur) = (text(named(1, "parent")), text(named(2, "cur")));
        match (parent, cur) {
            (Some(p), Some(q)) => ScopeBinding::from_scopes(&p, &q).ok_or_else(|| {
                self.err(c, &format!("no TIRx scope identifier indexes `{q}` within `{p}`; expected a pair such as \"cta\", \"warp\""))
            }),
            _ => Err(self.err(c, "expected `T.scope_id(extents, parent, cur)` with the scopes as strings")),
        }
    }

    /// The extents `[e, ...]`: scalar integers.
    fn extent_list(&mut self, e: &ast::Expr, name: &str) -> Result<Vec<ExprId>> {
        let ast::Expr::List(list) = e else {
            return Err(self.err(
                e,
                &format!("expected the extents of `T.{name}` as a list such as `[4]`"),
            ));
        };
        if list.elts.is_empty() {
            return Err(self.err(e, &format!("expected at least one extent of `T.{name}`")));
        }
        list.elts
            .iter()
            .map(|x| {
                let id = self.expr(x)?;
                let dt = self.func.dtype(id);
                if !dt.is_int() || dt.lanes != 1 {
                    return Err(self.err(x, &format!("expected a scalar integer extent, found {dt}")));
                }
                Ok(id)
            })
            .collect()
    }

    /// The names on the left: `x`, or `x, y` (with or without parentheses or brackets).
    fn scope_id_names(&self, target: &ast::Expr) -> Result<Vec<String>> {
        let elts = match target {
            ast::Expr::Name(n) => return Ok(vec![n.id.to_string()]),
            ast::Expr::Tuple(t) => &t.elts,
            ast::Expr::List(l) => &l.elts,
            other => return Err(self.err(other, "expected the names of the scope identifiers on the left of `=`")),
        };
        elts.iter()
            .map(|e| match e {
                ast::Expr::Name(n) => Ok(n.id.to_string()),
                other => Err(self.err(other, "expected a name for each scope identifier")),
            })
            .collect()
    }
}

fn is_none(e: &ast::Expr) -> bool {
    matches!(
        e,
        ast::Expr::Constant(ast::ExprConstant {
            value: Constant::None,
            ..
        })
    )
}

fn keywords_of(params: &[&str]) -> String {
    let keys: Vec<String> = params.iter().map(|p| format!("`{p}=`")).collect();
    keys.join(", ")
}
