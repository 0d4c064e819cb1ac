//! `merge-loops`: MergeAdjacentLoops of the padding RFC. Two serial loops over the same range,
//! one after the other (or with a statement between them that touches neither loop's buffers),
//! become one loop running both bodies per iteration; nested loops of the merged body merge in
//! turn (a producer's compute nest and its padding nest become one nest).
//!
//! Invariants: merging reorders iteration `j` of the first loop after iteration `i < j` of the
//! second; that is allowed only when no such pair conflicts (one writes an element the other
//! reads or writes). Shown by enumeration over constant ranges (for every value of the enclosing
//! loops' variables), or structurally for symbolic ranges: every access to a buffer either loop
//! writes uses one index tuple, the same in both loops, with the loop variable as a coordinate
//! (each iteration touches its own elements); the structural test also decides constant ranges
//! too large to enumerate. A statement moved ahead of the first loop reads
//! nothing the loops write and writes nothing they access (buffer by buffer, or element by
//! element where every access enumerates).

use super::access::{accesses, buffers, Mode};
use super::domain::{constant_range, for_all, Dim, Env, LoopDims};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::subst::substitute_stmt;
use crate::ir::walk::ScopeKind;
use crate::ir::{visit, BufferId, Expr, ExprId, ForKind, PrimFunc, Stmt, StmtId, VarId};
use hashbrown::HashMap;

/// The most element accesses one enumerated legality check records.
const MAX_ACCESSES: usize = 1 << 21;

/// The most element accesses the enumerated checks of one function record together: past it,
/// the structural test decides alone. Measured (2026-11-28): a check that gives up at
/// [`MAX_ACCESSES`] takes about 1.3 s, so 40 adjacent 2048 x 2047 nests took 43 to 54 s before
/// this bound, 9.6 s with it.
const MAX_ACCESSES_PER_FUNCTION: usize = 8 * MAX_ACCESSES;

/// Merges adjacent loops; returns how many merges were made.
pub fn merge_loops(f: &mut PrimFunc) -> usize {
    let mut m = Merge {
        dims: LoopDims::default(),
        merged: 0,
        accesses_left: MAX_ACCESSES_PER_FUNCTION,
    };
    rewrite_func(f, &mut m);
    m.merged
}

struct Merge {
    dims: LoopDims,
    merged: usize,
    /// What is left of [`MAX_ACCESSES_PER_FUNCTION`].
    accesses_left: usize,
}

impl StmtRewriter for Merge {
    fn enter_scope(&mut self, f: &mut PrimFunc, kind: ScopeKind, creator: StmtId) -> bool {
        self.dims.enter(f, kind, creator);
        true
    }

    fn leave_scope(&mut self, _f: &mut PrimFunc, _kind: ScopeKind) {
        self.dims.leave();
    }

    fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
        let Stmt::Seq(items) = f.stmt(s).clone() else {
            return s;
        };
        let items = self.merge_items(f, items);
        f.set_seq(s, items)
    }
}

impl Merge {
    fn merge_items(&mut self, f: &mut PrimFunc, items: Vec<StmtId>) -> Vec<StmtId> {
        let mut out: Vec<StmtId> = Vec::with_capacity(items.len());
        for it in items {
            let n = out.len();
            if n >= 1 && self.try_merge(f, out[n - 1], it) {
                continue;
            }
            // Across a statement that touches neither loop: it moves ahead of the first.
            if n >= 2
                && independent(
                    f,
                    out[n - 1],
                    out[n - 2],
                    it,
                    &self.dims.dims(),
                    &mut self.accesses_left,
                )
                && self.try_merge(f, out[n - 2], it)
            {
                out.swap(n - 2, n - 1);
                continue;
            }
            out.push(it);
        }
        out
    }

    /// Merges loop `second` into loop `first` in place; whether it did.
    fn try_merge(&mut self, f: &mut PrimFunc, first: StmtId, second: StmtId) -> bool {
        let (
            Stmt::For {
                var: v1,
                min: m1,
                extent: e1,
                step: None,
                kind: k1,
                body: b1,
            },
            Stmt::For {
                var: v2,
                min: m2,
                extent: e2,
                step: None,
                kind: k2,
                body: b2,
            },
        ) = (f.stmt(first).clone(), f.stmt(second).clone())
        else {
            return false;
        };
        if (m1, e1) != (m2, e2) || k1 != ForKind::Serial || k2 != ForKind::Serial {
            return false;
        }
        if f.loop_annotation(v1).is_some() || f.loop_annotation(v2).is_some() {
            return false;
        }
        let v1_ref = f.var_ref(v1);
        substitute_stmt(f, b2, &HashMap::from([(v2, v1_ref)]));
        let outer: Vec<Dim> = self.dims.dims();
        let legal = match constant_range(f, v1, m1, e1) {
            Some(dim) => no_conflict_enumerated(f, dim, &outer, b1, b2, &mut self.accesses_left)
                .unwrap_or_else(|| no_conflict_structural(f, v1, b1, b2)),
            None => no_conflict_structural(f, v1, b1, b2),
        };
        if !legal {
            let v2_ref = f.var_ref(v2);
            substitute_stmt(f, b2, &HashMap::from([(v1, v2_ref)]));
            return false;
        }
        self.merged += 1;
        let mut items = Vec::new();
        for b in [b1, b2] {
            f.push_flat(&mut items, b);
        }
        // The merged body's own adjacent loops, inside the merged loop's range.
        self.dims.push(constant_range(f, v1, m1, e1));
        let items = self.merge_items(f, items);
        self.dims.leave();
        let body = f.seq(items);
        f.stmts[first.index()] = Stmt::For {
            var: v1,
            min: m1,
            extent: e1,
            step: None,
            kind: k1,
            body,
        };
        true
    }
}

/// Whether `middle` can move ahead of `first`, and past the merged loop's `second` part: it
/// touches neither loop's buffers, or (enumerated for every value of the `outer` loops) it
/// reads no element the loops write and writes no element they access (a loop writing the
/// other half of a buffer the loops use).
fn independent(
    f: &PrimFunc,
    middle: StmtId,
    first: StmtId,
    second: StmtId,
    outer: &[Dim],
    accesses_left: &mut usize,
) -> bool {
    let (Some((mr, mw)), Some((r1, w1)), Some((r2, w2))) = (buffers(f, middle), buffers(f, first), buffers(f, second))
    else {
        return false;
    };
    let loops_write = |b: &BufferId| w1.contains(b) || w2.contains(b);
    let loops_touch = |b: &BufferId| loops_write(b) || r1.contains(b) || r2.contains(b);
    if !mr.iter().any(loops_write) && !mw.iter().any(loops_touch) {
        return true;
    }
    let allowed = MAX_ACCESSES.min(*accesses_left);
    if allowed == 0 {
        return false;
    }
    let mut budget = allowed;
    let independent = for_all(outer, &Env::new(), |env| {
        let (Some(m), Some(a1), Some(a2)) = (
            accesses(f, middle, env, Mode::May),
            accesses(f, first, env, Mode::May),
            accesses(f, second, env, Mode::May),
        ) else {
            // An enumeration that gave up visited its whole budget of statements.
            budget = budget.saturating_sub(super::access::BUDGET as usize);
            return false;
        };
        let Some(left) = budget.checked_sub(m.len() + a1.len() + a2.len()) else {
            return false;
        };
        budget = left;
        let (mut written, mut touched) = (hashbrown::HashSet::new(), hashbrown::HashSet::new());
        for a in a1.iter().chain(&a2) {
            if a.write {
                written.insert((a.buffer, &a.index));
            }
            touched.insert((a.buffer, &a.index));
        }
        m.iter().all(|a| {
            let at = (a.buffer, &a.index);
            if a.write {
                !touched.contains(&at)
            } else {
                !written.contains(&at)
            }
        })
    }) == Some(true);
    *accesses_left -= allowed - budget;
    independent
}

/// Per element: the last iteration of the first loop that writes and reads it, the first
/// iteration of the second that accesses and writes it; a conflict is a later first-loop
/// iteration touching what an earlier second-loop iteration touches. `None` when the loops make
/// more than [`MAX_ACCESSES`] accesses in all (two 4096 x 4096 nests held 8 GB of tables and ran
/// for minutes), or than the function's `accesses_left`, which loses what this check records.
fn no_conflict_enumerated(
    f: &PrimFunc,
    dim: Dim,
    outer: &[Dim],
    b1: StmtId,
    b2: StmtId,
    accesses_left: &mut usize,
) -> Option<bool> {
    let allowed = MAX_ACCESSES.min(*accesses_left);
    if allowed == 0 {
        return None;
    }
    let mut budget = allowed;
    let mut exhausted = false;
    let legal = for_all(outer, &Env::new(), |env| {
        let mut last_w1: HashMap<(BufferId, Vec<i128>), i128> = HashMap::new();
        let mut last_r1: HashMap<(BufferId, Vec<i128>), i128> = HashMap::new();
        let mut first_a2: HashMap<(BufferId, Vec<i128>), i128> = HashMap::new();
        let mut first_w2: HashMap<(BufferId, Vec<i128>), i128> = HashMap::new();
        for i in dim.lo..=dim.hi {
            let mut env = env.clone();
            env.insert(dim.var, i);
            let (Some(a1), Some(a2)) = (accesses(f, b1, &env, Mode::May), accesses(f, b2, &env, Mode::May)) else {
                budget = budget.saturating_sub(super::access::BUDGET as usize);
                return false;
            };
            match budget.checked_sub(a1.len() + a2.len()) {
                Some(left) => budget = left,
                None => {
                    exhausted = true;
                    return false;
                }
            }
            for a in a1 {
                let map = if a.write { &mut last_w1 } else { &mut last_r1 };
                map.insert((a.buffer, a.index), i);
            }
            for a in a2 {
                if a.write {
                    first_w2.entry((a.buffer, a.index.clone())).or_insert(i);
                }
                first_a2.entry((a.buffer, a.index)).or_insert(i);
            }
        }
        let later = |m: &HashMap<(BufferId, Vec<i128>), i128>, other: &HashMap<(BufferId, Vec<i128>), i128>| {
            m.iter().any(|(x, j)| other.get(x).is_some_and(|i| j > i))
        };
        !later(&last_w1, &first_a2) && !later(&last_r1, &first_w2)
    });
    *accesses_left -= allowed - budget;
    (!exhausted).then_some(legal == Some(true))
}

/// Every access to a buffer either body writes uses one index tuple containing `v`.
fn no_conflict_structural(f: &PrimFunc, v: VarId, b1: StmtId, b2: StmtId) -> bool {
    let (Some((_, w1)), Some((_, w2))) = (buffers(f, b1), buffers(f, b2)) else {
        return false;
    };
    let written: Vec<BufferId> = w1.into_iter().chain(w2).collect();
    let mut tuples: HashMap<BufferId, Vec<ExprId>> = HashMap::new();
    let mut ok = true;
    for b in [b1, b2] {
        index_tuples(f, b, &mut |buf, idx| {
            if !written.contains(&buf) {
                return;
            }
            let has_v = idx.iter().any(|&i| matches!(f.expr(i), Expr::Var(x) if *x == v));
            let same = tuples.entry(buf).or_insert_with(|| idx.to_vec()) == idx;
            ok &= has_v && same;
        });
    }
    ok
}

/// Calls `visit` on every load and store of `s` with its buffer (storage root) and indices.
fn index_tuples(f: &PrimFunc, s: StmtId, visit: &mut dyn FnMut(BufferId, &[ExprId])) {
    fn expr(f: &PrimFunc, e: ExprId, visit: &mut dyn FnMut(BufferId, &[ExprId])) {
        if let Expr::Load(b, idx) = f.expr(e) {
            visit(f.storage_root(*b), idx);
        }
        visit::expr_children(f.expr(e), |c| expr(f, c, visit));
    }
    match f.stmt(s) {
        Stmt::Seq(items) => items.iter().for_each(|&i| index_tuples(f, i, visit)),
        Stmt::Bind { value, .. } | Stmt::Evaluate(value) => expr(f, *value, visit),
        Stmt::For { min, extent, body, .. } => {
            expr(f, *min, visit);
            expr(f, *extent, visit);
            index_tuples(f, *body, visit);
        }
        Stmt::If { cond, then, other } => {
            expr(f, *cond, visit);
            index_tuples(f, *then, visit);
            if let Some(o) = other {
                index_tuples(f, *o, visit);
            }
        }
        Stmt::Store { buffer, indices, value } => {
            expr(f, *value, visit);
            indices.iter().for_each(|&i| expr(f, i, visit));
            visit(f.storage_root(*buffer), indices);
        }
        // `buffers` already refused anything else.
        _ => {}
    }
}
