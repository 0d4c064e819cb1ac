//! Merging conditionals (padding RFC, "simplify conditionals"): `if c1: A else: B` followed by
//! `if c2: C else: D` becomes one `if` when `c2` is `c1` (`if c1: A; C else: B; D`) or its
//! negation (`if c1: A; D else: B; C`) wherever the pair runs; `if c: A else: A` becomes `A`.
//! A nest `if a: if b: C` takes part as `if a and b: C`.
//!
//! Invariants: the relation is decided under the facts known before the first `if` (never
//! facts of statements after it); `c2` must not read a buffer the first `if`'s branches write
//! (its value would change between the two evaluations: RFC's data-dependent conditions), so
//! the merged form evaluates only `c1` and runs the same stores in the same order. A condition
//! is dropped with its identical branches only when it calls nothing impure (its effects would
//! go with it); a trap it could raise may go (no error is introduced).

use super::context::Context;
use super::decide::Verdict;
use super::Simplifier;
use crate::analysis::calls_impure;
use crate::ir::{BinOp, ExprId, PrimFunc, Stmt, StmtId};

impl Simplifier<'_> {
    /// `items` with each `if` merged into the one before it where their conditions agree or
    /// disagree everywhere.
    pub(super) fn merge_ifs(&mut self, f: &mut PrimFunc, items: Vec<StmtId>) -> Vec<StmtId> {
        let mut out: Vec<StmtId> = Vec::with_capacity(items.len());
        for it in items {
            if let Some(&prev) = out.last() {
                if self.merge(f, prev, it) {
                    self.stats.ifs_merged += 1;
                    continue;
                }
            }
            out.push(it);
        }
        out
    }

    /// Merges `second` into `first` (in place); whether it did.
    fn merge(&mut self, f: &mut PrimFunc, first: StmtId, second: StmtId) -> bool {
        let nested = |f: &mut PrimFunc, s: StmtId| parts(f, s, true) != parts(f, s, false);
        self.merge_as(f, first, second, false)
            || ((nested(f, first) || nested(f, second)) && self.merge_as(f, first, second, true))
    }

    /// [`Self::merge`], the two `if`s read as written or, `flat`, with their nests
    /// [`flattened`].
    fn merge_as(&mut self, f: &mut PrimFunc, first: StmtId, second: StmtId, flat: bool) -> bool {
        let (Some((c1, t1, o1)), Some((c2, t2, o2))) = (parts(f, first, flat), parts(f, second, flat)) else {
            return false;
        };
        let Some(ctx) = self.if_contexts.get(&first).cloned() else {
            return false;
        };
        if !condition_survives(f, c2, t1, o1) {
            return false;
        }
        let mut when_true = ctx.clone();
        when_true.assume(f, c1);
        let mut when_false: Context = ctx;
        when_false.assume_not(f, c1);
        // `T.likely` is a hint on the value, not a different condition.
        let plain = super::context::strip_likely(f, c2);
        let same = match syntactic_relation(f, c1, plain) {
            Some(same) => same,
            None => match (self.decide(f, &when_true, plain), self.decide(f, &when_false, plain)) {
                (Verdict::True, Verdict::False) => true,
                (Verdict::False, Verdict::True) => false,
                _ => return false,
            },
        };
        let (t2, o2) = if same { (Some(t2), o2) } else { (o2, Some(t2)) };
        let then = join(f, Some(t1), t2).expect("the first if has a then-branch");
        let other = join(f, o1, o2);
        f.stmts[first.index()] = Stmt::If { cond: c1, then, other };
        true
    }
}

/// The condition and branches of the `if` `s`, [`flattened`] when `flat`.
fn parts(f: &mut PrimFunc, s: StmtId, flat: bool) -> Option<(ExprId, StmtId, Option<StmtId>)> {
    match f.stmt(s) {
        Stmt::If { cond, then, other } if !flat => Some((*cond, *then, *other)),
        _ => flattened(f, s),
    }
}

/// The condition and branches of the `if` `s`, a nest `if a: if b: S` (no `else` on either)
/// read as `if a and b: S` when `b` reads no memory and cannot trap (`and` may evaluate both
/// operands), so that it merges with `if a and b: S2`; `None` when `s` is no `if`.
fn flattened(f: &mut PrimFunc, s: StmtId) -> Option<(ExprId, StmtId, Option<StmtId>)> {
    let Stmt::If {
        mut cond,
        mut then,
        other,
    } = f.stmt(s).clone()
    else {
        return None;
    };
    if other.is_some() {
        return Some((cond, then, other));
    }
    loop {
        let inner = match f.stmt(then) {
            Stmt::Seq(items) if items.len() == 1 => items[0],
            _ => then,
        };
        match f.stmt(inner).clone() {
            Stmt::If {
                cond: b,
                then: body,
                other: None,
            } if !crate::analysis::can_trap(f, b) && !crate::analysis::reads_memory(f, b) && !calls_impure(f, b) => {
                cond = f.binary(BinOp::And, cond, b);
                then = body;
            }
            _ => return Some((cond, then, None)),
        }
    }
}

/// Whether `if cond: then else: other` always runs the same statements: its branches are the
/// same statements up to the names of their loop variables
/// ([`crate::ir::same_statements::equal_up_to_loop_vars`]) and `cond` calls nothing impure.
pub(super) fn identical_branches(f: &mut PrimFunc, cond: ExprId, then: StmtId, other: StmtId) -> bool {
    !calls_impure(f, cond) && crate::ir::same_statements::equal_up_to_loop_vars(f, then, other)
}

/// Whether the condition `c2` (its `likely` stripped) is `c1` (`Some(true)`) or its negation
/// (`Some(false)`) as written, which decides conditions no e-graph holds (`A[i] > 0` reads
/// memory); `None` otherwise, or when `c2` calls anything impure (merging drops its evaluation).
fn syntactic_relation(f: &mut PrimFunc, c1: ExprId, c2: ExprId) -> Option<bool> {
    if calls_impure(f, c2) {
        return None;
    }
    let c1 = super::context::strip_likely(f, c1);
    if c1 == c2 {
        return Some(true);
    }
    let (not_c1, not_c2) = (super::context::negate(f, c1), super::context::negate(f, c2));
    (not_c1 == c2 || not_c2 == c1).then_some(false)
}

/// Whether `c2` reads nothing the branches `then`/`other` may write.
fn condition_survives(f: &PrimFunc, c2: crate::ir::ExprId, then: StmtId, other: Option<StmtId>) -> bool {
    let mut reads = Vec::new();
    crate::passes::padding::expr_buffers(f, c2, &mut reads);
    if reads.is_empty() {
        return true;
    }
    [Some(then), other]
        .into_iter()
        .flatten()
        .all(|b| match crate::passes::padding::buffers(f, b) {
            Some((_, writes)) => !writes.iter().any(|w| reads.contains(w)),
            None => false,
        })
}

/// `a` then `b`, as one sequence.
fn join(f: &mut PrimFunc, a: Option<StmtId>, b: Option<StmtId>) -> Option<StmtId> {
    match (a, b) {
        (Some(a), Some(b)) => {
            let mut items = Vec::new();
            for s in [a, b] {
                f.push_flat(&mut items, s);
            }
            Some(f.add_stmt(Stmt::Seq(items)))
        }
        (a, b) => a.or(b),
    }
}
