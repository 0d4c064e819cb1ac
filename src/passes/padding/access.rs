//! Which buffer elements a statement reads and writes: syntactically (which buffers, for any
//! statement) and exactly (which elements, enumerated over concrete loop values with
//! [`super::domain`]), for the transforms that delete or move stores.
//!
//! Invariants: buffers are compared by storage ([`PrimFunc::storage_root`]), so two views of
//! one allocation are one buffer; [`Mode::May`] reports a superset of the accesses a run makes
//! (a condition it cannot decide: both branches) and [`Mode::Must`] a subset of the writes
//! every run makes (an undecided condition: neither branch); an enumeration that meets what it
//! cannot follow (a loop bound or index it cannot evaluate in `May` mode, a `while`, a block, an
//! allocation) or exceeds its budget gives up (`None`) rather than under-report. A `T.assume`
//! reads what it loads (the fact it states is of memory at its point).

use super::domain::{eval_bool, eval_int, Env};
use super::lowering::is_call;
use crate::ir::{visit, BufferId, Expr, ExprId, PrimFunc, Stmt, StmtId};

/// One access to one element.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Access {
    /// The buffer's storage root.
    pub buffer: BufferId,
    /// The element's indices.
    pub index: Vec<i128>,
    /// A store (else a load).
    pub write: bool,
}

/// What an enumeration reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Every access that may happen (reads and writes).
    May,
    /// Only writes that happen on every run.
    Must,
}

/// The most statements one enumeration visits.
pub(super) const BUDGET: u64 = 1 << 18;

/// Enumerates the accesses of `s` under `env` (see [`Mode`]); `None` when it gives up.
pub fn accesses(f: &PrimFunc, s: StmtId, env: &Env, mode: Mode) -> Option<Vec<Access>> {
    let mut out = Vec::new();
    let mut budget = BUDGET;
    walk(f, s, &mut env.clone(), mode, &mut out, &mut budget)?;
    Some(out)
}

fn walk(f: &PrimFunc, s: StmtId, env: &mut Env, mode: Mode, out: &mut Vec<Access>, budget: &mut u64) -> Option<()> {
    *budget = budget.checked_sub(1)?;
    match f.stmt(s) {
        Stmt::Seq(items) => {
            for &i in items {
                walk(f, i, env, mode, out, budget)?;
            }
        }
        Stmt::Bind { var, value } => {
            loads(f, *value, env, mode, out)?;
            match eval_int(f, *value, env) {
                Some(v) => {
                    env.insert(*var, v);
                }
                None => {
                    env.remove(var);
                }
            }
        }
        Stmt::For {
            var, min, extent, body, ..
        } => {
            let (Some(lo), Some(n)) = (eval_int(f, *min, env), eval_int(f, *extent, env)) else {
                return (mode == Mode::Must).then_some(());
            };
            for v in lo..lo + n {
                env.insert(*var, v);
                walk(f, *body, env, mode, out, budget)?;
            }
            env.remove(var);
        }
        Stmt::If { cond, then, other } => {
            loads(f, *cond, env, mode, out)?;
            match eval_bool(f, *cond, env) {
                Some(true) => walk(f, *then, env, mode, out, budget)?,
                Some(false) => {
                    if let Some(o) = other {
                        walk(f, *o, env, mode, out, budget)?;
                    }
                }
                None if mode == Mode::Must => {}
                None => {
                    walk(f, *then, env, mode, out, budget)?;
                    if let Some(o) = other {
                        walk(f, *o, env, mode, out, budget)?;
                    }
                }
            }
        }
        Stmt::Store { buffer, indices, value } => {
            loads(f, *value, env, mode, out)?;
            let mut index = Vec::with_capacity(indices.len());
            for &i in indices {
                loads(f, i, env, mode, out)?;
                match eval_int(f, i, env) {
                    Some(v) => index.push(v),
                    None if mode == Mode::Must => return Some(()),
                    None => return None,
                }
            }
            // A view laid out otherwise than its storage names other elements than its indices
            // say: no `May` report of it, and no `Must` write.
            match f.element_root(*buffer) {
                Some(root) => out.push(Access {
                    buffer: root,
                    index,
                    write: true,
                }),
                None if mode == Mode::Must => {}
                None => return None,
            }
        }
        // An assumption's loads count as reads: it has no run-time effect, but it states a
        // fact of memory where it stands, which a write moved across it would falsify.
        Stmt::Evaluate(e) => loads(f, *e, env, mode, out)?,
        _ => return None,
    }
    Some(())
}

/// Reports the loads in `e` (May mode only).
fn loads(f: &PrimFunc, e: ExprId, env: &Env, mode: Mode, out: &mut Vec<Access>) -> Option<()> {
    if mode == Mode::Must {
        return Some(());
    }
    if let Expr::Load(b, indices) = f.expr(e) {
        let mut index = Vec::with_capacity(indices.len());
        for &i in indices {
            index.push(eval_int(f, i, env)?);
        }
        out.push(Access {
            buffer: f.element_root(*b)?,
            index,
            write: false,
        });
    }
    let mut ok = Some(());
    visit::expr_children(f.expr(e), |c| {
        if ok.is_some() {
            ok = loads(f, c, env, mode, out);
        }
    });
    ok
}

/// The buffers (storage roots) `s` reads and writes, syntactically; `None` when `s` has an
/// effect other than loads and stores (a call statement, a `while`, a block, an allocation).
pub fn buffers(f: &PrimFunc, s: StmtId) -> Option<(Vec<BufferId>, Vec<BufferId>)> {
    buffers_of(f, f.stmt(s))
}

/// [`buffers`] of a statement given by value (its children are read from `f`).
pub fn buffers_of(f: &PrimFunc, s: &Stmt) -> Option<(Vec<BufferId>, Vec<BufferId>)> {
    let (mut reads, mut writes) = (Vec::new(), Vec::new());
    stmt_buffers(f, s, &mut reads, &mut writes)?;
    reads.sort();
    reads.dedup();
    writes.sort();
    writes.dedup();
    Some((reads, writes))
}

fn stmt_buffers(f: &PrimFunc, s: &Stmt, reads: &mut Vec<BufferId>, writes: &mut Vec<BufferId>) -> Option<()> {
    match s {
        Stmt::Seq(items) => {
            for &i in items {
                stmt_buffers(f, f.stmt(i), reads, writes)?;
            }
        }
        Stmt::Bind { value, .. } => expr_buffers(f, *value, reads),
        Stmt::For { min, extent, body, .. } => {
            expr_buffers(f, *min, reads);
            expr_buffers(f, *extent, reads);
            stmt_buffers(f, f.stmt(*body), reads, writes)?;
        }
        Stmt::If { cond, then, other } => {
            expr_buffers(f, *cond, reads);
            stmt_buffers(f, f.stmt(*then), reads, writes)?;
            if let Some(o) = other {
                stmt_buffers(f, f.stmt(*o), reads, writes)?;
            }
        }
        Stmt::Store { buffer, indices, value } => {
            expr_buffers(f, *value, reads);
            for &i in indices {
                expr_buffers(f, i, reads);
            }
            // A store through a pointer computed in the body may write any buffer.
            if !f.storage_known(*buffer) {
                return None;
            }
            writes.push(f.storage_root(*buffer));
        }
        Stmt::Evaluate(e) if is_call(f, *e, "assume") => expr_buffers(f, *e, reads),
        Stmt::Evaluate(e) if matches!(f.expr(*e), Expr::Int(_)) => {}
        _ => return None,
    }
    Some(())
}

/// Adds every load of `e`: its buffer and indices.
pub fn loads_in(f: &PrimFunc, e: ExprId, out: &mut Vec<(BufferId, Vec<ExprId>)>) {
    if let Expr::Load(b, idx) = f.expr(e) {
        out.push((*b, idx.clone()));
    }
    visit::expr_children(f.expr(e), |c| loads_in(f, c, out));
}

/// Adds the buffers `e` loads from.
pub fn expr_buffers(f: &PrimFunc, e: ExprId, reads: &mut Vec<BufferId>) {
    if let Expr::Load(b, _) = f.expr(e) {
        reads.push(f.storage_root(*b));
    }
    visit::expr_children(f.expr(e), |c| expr_buffers(f, c, reads));
}

/// `B[idx] == v` (either side) with `v` free of loads and `T.undef()`: the load and the value
/// the element holds.
pub fn value_fact(f: &PrimFunc, c: ExprId) -> Option<(ExprId, ExprId)> {
    let Expr::Binary(crate::ir::BinOp::Eq, a, b) = f.expr(c) else {
        return None;
    };
    let (load, v) = match (f.expr(*a), f.expr(*b)) {
        (Expr::Load(..), _) => (*a, *b),
        (_, Expr::Load(..)) => (*b, *a),
        _ => return None,
    };
    if crate::analysis::reads_memory(f, v) || super::lowering::uses_undef(f, v) || f.dtype(load).lanes != 1 {
        return None;
    }
    Some((load, v))
}
