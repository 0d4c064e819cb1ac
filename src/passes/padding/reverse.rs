//! A descending loop made ascending for `sequential-access`: `for i in range(14): A[13 - i] =
//! B[i]` (or `A[(13 - i) // 4, (13 - i) % 4]`) becomes `for i in range(14): A[i] = B[13 - i]`,
//! so the buffer is walked in its layout's order (and a split follows as for any loop).
//!
//! Invariants: only a loop `for v in range(m, m + n)` (constant bounds, serial, no step, no
//! annotation) whose body is one store to the buffer is reversed, when every index of that
//! store that mentions `v` does so only as `K - v` (`K` a constant, inside quotients and
//! remainders too) and the iterations commute (each writes its own element, or an order-free
//! reduction: the check `sequential-access` reorders loops by); the body then runs with `v`
//! replaced by `2m + n - 1 - v`, the same values in the opposite order. `K - (L - v)` folds to
//! `v + (K - L)`: the same value, so no new overflow.

use super::sequential::iterations_commute;
use crate::ir::rewrite::{rewrite_stmt, StmtRewriter};
use crate::ir::walk::ExprSite;
use crate::ir::{BinOp, BufferId, Expr, ExprId, ForKind, PrimFunc, Stmt, StmtId, VarId};

/// `s` reversed when it is a descending loop over one store to `root`, else `None`.
pub fn ascending(f: &mut PrimFunc, s: StmtId, root: BufferId) -> Option<StmtId> {
    let Stmt::For {
        var,
        min,
        extent,
        step: None,
        kind: ForKind::Serial,
        body,
    } = f.stmt(s).clone()
    else {
        return None;
    };
    if f.loop_annotations.iter().any(|(x, _)| *x == var) {
        return None;
    }
    let dim = super::domain::constant_range(f, var, min, extent)?;
    let store = match f.stmt(body) {
        Stmt::Seq(items) if items.len() == 1 => items[0],
        _ => body,
    };
    let Stmt::Store { buffer, indices, value } = f.stmt(store).clone() else {
        return None;
    };
    if f.storage_root(buffer) != root || dim.hi <= dim.lo {
        return None;
    }
    let mut descending = false;
    for &i in &indices {
        match only_reversed(f, i, var) {
            Some(found) => descending |= found,
            None => return None,
        }
    }
    if !descending || !iterations_commute(f, &[dim], buffer, &indices, value) {
        return None;
    }
    let dt = f.var(var).dtype;
    let last = f.int(dim.lo + dim.hi, dt);
    let v = f.var_ref(var);
    let mirrored = f.binary(BinOp::Sub, last, v);
    crate::ir::subst::substitute_stmt(f, body, &hashbrown::HashMap::from([(var, mirrored)]));
    rewrite_stmt(f, &mut FoldMirrors, body);
    Some(s)
}

/// Whether `e` mentions `v` (`Some(true)`), only as `K - v`; `None` when it mentions it
/// otherwise.
fn only_reversed(f: &PrimFunc, e: ExprId, v: VarId) -> Option<bool> {
    match *f.expr(e) {
        Expr::Var(x) if x == v => None,
        Expr::Binary(BinOp::Sub, k, x) if matches!(f.expr(x), Expr::Var(y) if *y == v) => {
            matches!(f.expr(k), Expr::Int(_)).then_some(true)
        }
        ref node => {
            let mut found = Some(false);
            crate::ir::visit::expr_children(node, |c| {
                found = match (found, only_reversed(f, c, v)) {
                    (Some(a), Some(b)) => Some(a || b),
                    _ => None,
                }
            });
            found
        }
    }
}

/// Folds `K - (L - x)` to `x + (K - L)` (or `x`) everywhere in a statement.
struct FoldMirrors;

impl FoldMirrors {
    fn fold(f: &mut PrimFunc, e: ExprId) -> ExprId {
        let e = crate::ir::subst::with_operands(f, e, Self::fold);
        let Expr::Binary(BinOp::Sub, k, inner) = *f.expr(e) else {
            return e;
        };
        let Expr::Binary(BinOp::Sub, l, x) = *f.expr(inner) else {
            return e;
        };
        let (Expr::Int(k), Expr::Int(l)) = (f.expr(k).clone(), f.expr(l).clone()) else {
            return e;
        };
        let dt = f.dtype(e);
        match k - l {
            0 => x,
            d if d > 0 => {
                let d = f.int(d, dt);
                f.binary(BinOp::Add, x, d)
            }
            d => {
                let d = f.int(-d, dt);
                f.binary(BinOp::Sub, x, d)
            }
        }
    }
}

impl StmtRewriter for FoldMirrors {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, _site: ExprSite) -> ExprId {
        Self::fold(f, e)
    }
}
