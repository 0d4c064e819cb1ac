//! `branching`: RemoveOvercomputeThroughBranching of the padding RFC, the reverse of
//! [`super::overcompute`]. In a loop nest of the function's top level, the iterations whose
//! every store is dead (overwritten before any read, e.g. by a later padding loop) are skipped
//! behind a guard: `if not dead(io, ii): body`, the dead set written as boxes
//! (`io != 3 or ii < 2`), each conjunct placed around the innermost loops whose variables it
//! does not mention (a 2-d tiling's padding gives one guard under each split dimension).
//!
//! Invariants: deadness comes from abstract execution ([`super::abstract_run`]): an iteration
//! is dead when it stores something and the last store it makes to each element is followed by
//! a store before any load (or belongs to an allocation nothing reads afterwards); a skipped
//! iteration's loads are not needed by anything else (loads have no effect), so skipping it
//! leaves every observable value as it was; a nest whose iterations are all live or all dead
//! is left alone (the latter is `remove-no-op`'s business).

use super::abstract_run::{dead_after, run, Element, Watch};
use super::boxes::{cover, predicate};
use crate::ir::{BinOp, Expr, ExprId, PrimFunc, Stmt, StmtId, VarId};
use hashbrown::{HashMap, HashSet};

/// Guards the dead iterations of every top-level loop nest; returns how many nests changed.
pub fn branching(f: &mut PrimFunc) -> usize {
    if run(f, Watch::Nothing).is_err() {
        return 0;
    }
    let items = match f.stmt(f.body) {
        Stmt::Seq(items) => items.clone(),
        _ => vec![f.body],
    };
    let mut changed = 0;
    for nest in items {
        let Some((vars, shape)) = perfect_nest(f, nest) else {
            continue;
        };
        let Ok(found) = run(f, Watch::Points(nest)) else {
            continue;
        };
        // A point is dead when it stores something and the last store it makes to each element
        // is overwritten before any read (its earlier stores only feed its own later ones).
        let dead: HashSet<Vec<i128>> = found
            .point_writes
            .iter()
            .filter(|(_, writes)| {
                let mut last: HashMap<&Element, u64> = HashMap::new();
                for (el, t) in writes {
                    last.insert(el, *t);
                }
                !last.is_empty() && last.iter().all(|(el, t)| dead_after(f, &found, el, *t))
            })
            .map(|(p, _)| p.clone())
            .collect();
        if dead.is_empty() || dead.len() == found.point_writes.len() {
            continue;
        }
        let boxes = cover(&shape, |p| dead.contains(p));
        let refs: Vec<_> = vars.iter().map(|&v| f.var_ref(v)).collect();
        let is_dead = predicate(f, &boxes, &refs, &shape);
        let live = crate::passes::simplify::negate_all(f, is_dead);
        // Each conjunct of the guard stands around the loops whose variables it does not
        // mention (the RFC's "introduce the conditional, then hoist it"): it compares loop
        // variables with constants, so it is pure, cannot trap, and every loop of the nest runs
        // at least once. The deepest goes in first, so the shallower ones find their loops.
        let mut at_depth: Vec<Vec<ExprId>> = vec![Vec::new(); vars.len() + 1];
        for c in crate::ir::visit::operands(f, live, BinOp::And) {
            let mut mentioned = Vec::new();
            crate::analysis::free_vars(f, c, &mut mentioned);
            let depth = vars.iter().rposition(|v| mentioned.contains(v)).map_or(0, |d| d + 1);
            at_depth[depth].push(c);
        }
        for (depth, conds) in at_depth.into_iter().enumerate().rev() {
            let Some(cond) = conds.into_iter().reduce(|a, b| f.binary(BinOp::And, a, b)) else {
                continue;
            };
            let mut target = nest;
            for _ in 0..depth {
                if let Stmt::For { body: inner, .. } = f.stmt(target) {
                    target = *inner;
                }
            }
            let inner = f.add_stmt(f.stmt(target).clone());
            f.stmts[target.index()] = Stmt::If {
                cond,
                then: inner,
                other: None,
            };
        }
        changed += 1;
    }
    changed
}

/// The variables and extents of the perfect loop nest `s` (loops from 0 with constant extents).
fn perfect_nest(f: &PrimFunc, s: StmtId) -> Option<(Vec<VarId>, Vec<i128>)> {
    let (mut vars, mut shape) = (Vec::new(), Vec::new());
    let mut at = s;
    while let Stmt::For {
        var, min, extent, body, ..
    } = f.stmt(at)
    {
        match (f.expr(*min), f.expr(*extent)) {
            (Expr::Int(0), Expr::Int(n)) => {
                vars.push(*var);
                shape.push(*n);
                at = *body;
            }
            _ => return None,
        }
    }
    (!vars.is_empty()).then_some((vars, shape))
}
