//! The free variables of an expression: what it reads from its environment.
//!
//! Invariant: variables bound by a `T.Let` inside the expression are not free in it.

use crate::ir::{visit, Expr, ExprId, PrimFunc, VarId};

/// Appends the variables `e` reads (free variables: `T.Let`-bound ones excluded) to `out`,
/// each once, in first-occurrence order.
pub fn free_vars(func: &PrimFunc, e: ExprId, out: &mut Vec<VarId>) {
    let mut bound = Vec::new();
    collect(func, e, out, &mut bound);
}

fn collect(func: &PrimFunc, e: ExprId, out: &mut Vec<VarId>, bound: &mut Vec<VarId>) {
    match func.expr(e) {
        Expr::Var(v) => {
            if !bound.contains(v) && !out.contains(v) {
                out.push(*v);
            }
        }
        Expr::Let(v, value, body) => {
            collect(func, *value, out, bound);
            bound.push(*v);
            collect(func, *body, out, bound);
            bound.pop();
        }
        other => visit::expr_children(other, |c| collect(func, c, out, bound)),
    }
}
