//! The CSE rewriter: each planned expression gets a `cse_vN` variable, its binding goes before
//! its insertion point with its value's bound sub-expressions already replaced, and every
//! occurrence at a CSE site is replaced top-down by the variable of the outermost bound
//! expression covering it.
//!
//! Invariants: only CSE sites are rewritten (the planner saw exactly those); nothing inside a
//! `T.Let` body is replaced (nothing there was recorded, and a binding used there might not be
//! in scope); unchanged nodes keep their ids.

use super::plan::Plan;
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::ExprSite;
use crate::ir::{visit, Expr, ExprId, PrimFunc, Stmt, StmtId, VarId};

/// Applies `plan` to `f`; returns each binding's variable and the expression it binds.
pub fn apply(f: &mut PrimFunc, plan: Plan) -> Vec<(VarId, ExprId)> {
    let originals = f.exprs.len();
    let mut r = Rewriter {
        remap: vec![None; originals],
        before: vec![Vec::new(); f.stmts.len()],
        memo: vec![None; originals],
    };
    let mut bound = Vec::with_capacity(plan.binds.len());
    for (n, (e, at)) in plan.binds.into_iter().enumerate() {
        let var = f.add_var(&format!("cse_v{}", n + 1), f.dtype(e));
        r.remap[e.index()] = Some(var);
        r.before[at.index()].push((e, var));
        bound.push((var, e));
    }
    rewrite_func(f, &mut r);
    bound
}

struct Rewriter {
    /// Bound expression -> its variable (indexed by the original expression ids).
    remap: Vec<Option<VarId>>,
    /// Statement -> bindings to insert before it, in plan order (indexed by statement id).
    before: Vec<Vec<(ExprId, VarId)>>,
    /// Original expression -> its rewritten form.
    memo: Vec<Option<ExprId>>,
}

impl StmtRewriter for Rewriter {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, site: ExprSite) -> ExprId {
        if site.is_cse_site() {
            self.replaced(f, e)
        } else {
            e
        }
    }

    fn before(&mut self, f: &mut PrimFunc, s: StmtId) -> Vec<StmtId> {
        let binds = std::mem::take(&mut self.before[s.index()]);
        binds
            .into_iter()
            .map(|(e, var)| {
                // A binding's value is its expression with every bound proper sub-expression
                // replaced (outermost first): what TVM's shallow-first propagation leaves.
                let value = self.children_replaced(f, e);
                f.add_stmt(Stmt::Bind { var, value })
            })
            .collect()
    }
}

impl Rewriter {
    /// Rewrites an expression top-down: a bound expression becomes its variable.
    fn replaced(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        if let Some(v) = self.remap.get(e.index()).copied().flatten() {
            return f.var_ref(v);
        }
        self.children_replaced(f, e)
    }

    fn children_replaced(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        // Expressions interned by this rewrite (a binding's variable) are never rewritten.
        let Some(&memo) = self.memo.get(e.index()) else {
            return e;
        };
        if let Some(r) = memo {
            return r;
        }
        let node = f.expr(e).clone();
        let mut changed = false;
        let new_node = match node {
            Expr::Int(_) | Expr::Float(_) | Expr::Str(_) | Expr::Var(_) => return e,
            // Nothing was recorded inside a let body: only its value is rewritten.
            Expr::Let(v, value, body) => {
                let new_value = self.replaced(f, value);
                changed = new_value != value;
                Expr::Let(v, new_value, body)
            }
            other => visit::map_expr_children(&other, |c| {
                let r = self.replaced(f, c);
                changed |= r != c;
                r
            }),
        };
        // Unchanged nodes keep their id: no hashing for the bulk of untouched expressions.
        let new = if changed {
            f.exprs.intern(new_node, f.dtype(e))
        } else {
            e
        };
        self.memo[e.index()] = Some(new);
        new
    }
}
