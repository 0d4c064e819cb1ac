//! `reduce-loop-extents`: a loop whose body is an `if` without `else` runs only the iterations
//! where the condition can hold (padding RFC: "reduce loop extents"). Over constant ranges the
//! iterations are found by enumeration ([`super::domain`]): `for io, ii: if 4*io + ii >= 14`
//! keeps `io = 3` (the loop goes, `io` is substituted) and `ii in 2..4`; a guard `i < e` by a
//! symbolic bound (or on a symbolic extent) shrinks the extent to `T.min(n, e - m)` for a loop
//! from `m`, and a guard `i >= c` by a constant on a symbolic extent starts the loop at `c`
//! with extent `n - c`; each difference is written `T.max(x, y) - y` unless intervals prove it
//! cannot overflow (a negative extent runs no iteration). A guard, or a conjunct of it, true on
//! every remaining iteration goes.
//!
//! Invariants: an iteration is dropped only when the guard is false for it whatever the values
//! of the enclosing loops' variables and of the nested loops (existentially quantified); a guard
//! that cannot be evaluated somewhere counts as possibly true there; a symbolic bound `e` is
//! used only when it is loop-invariant, reads no memory, cannot trap and cannot overflow unless
//! the loop surely runs (it is now evaluated once, before the loop, where the loop may run
//! zero times); thread-bound loops are never changed, and vectorized and unrolled loops keep a
//! constant extent (TVM builds no other).

use super::domain::{constant_range, eval_bool, for_all, Dim, Env, LoopDims};
use crate::analysis::{interval, interval_of, may_overflow, surely_runs, var_facts, VarFacts};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::subst::substitute_stmt;
use crate::ir::walk::ScopeKind;
use crate::ir::{BinOp, Expr, ExprId, ForKind, PrimFunc, Stmt, StmtId, VarId};
use hashbrown::HashMap;

/// The most points (a value of the loop with the values of the loops around and inside it)
/// one constant loop enumerates.
const MAX_ENUMERATED: u64 = 1 << 22;

/// Shrinks guarded loops until nothing changes (at most a few rounds: each round settles one
/// more level of a nest); returns how many loops or guards changed.
pub fn reduce_loop_extents(f: &mut PrimFunc) -> usize {
    let mut total = 0;
    for _ in 0..8 {
        let mut r = Reduce {
            dims: LoopDims::default(),
            changed: 0,
            facts: var_facts(f),
        };
        rewrite_func(f, &mut r);
        if r.changed == 0 {
            break;
        }
        total += r.changed;
    }
    total
}

struct Reduce {
    dims: LoopDims,
    changed: usize,
    /// Variable ranges (those of the loops before this round: shrinking a loop keeps them sound).
    facts: VarFacts,
}

impl StmtRewriter for Reduce {
    fn enter_scope(&mut self, f: &mut PrimFunc, kind: ScopeKind, creator: StmtId) -> bool {
        self.dims.enter(f, kind, creator);
        true
    }

    fn leave_scope(&mut self, _f: &mut PrimFunc, _kind: ScopeKind) {
        self.dims.leave();
    }

    fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
        let Stmt::For {
            var,
            min,
            extent,
            step: None,
            kind,
            body,
        } = f.stmt(s).clone()
        else {
            return s;
        };
        if matches!(kind, ForKind::ThreadBinding(_)) {
            return s;
        }
        let guard = match f.stmt(body).clone() {
            Stmt::If {
                cond,
                then,
                other: None,
            } => Some((cond, then)),
            _ => None,
        };
        let outer: Vec<Dim> = self.dims.dims();
        let before = self.changed;
        let s = match constant_range(f, var, min, extent) {
            Some(dim) => self.constant(f, s, dim, &outer, guard),
            None => s,
        };
        // A symbolic guard on a constant range counts as possibly true on every iteration
        // there; its bound still shrinks the loop.
        match guard {
            Some(guard) if self.changed == before => self.symbolic(f, s, var, (min, extent), guard),
            _ => s,
        }
    }
}

impl Reduce {
    /// A constant loop over a guarded nest; `guard`: the `if` that is the whole body, if any.
    fn constant(
        &mut self,
        f: &mut PrimFunc,
        s: StmtId,
        dim: Dim,
        outer: &[Dim],
        guard: Option<(ExprId, StmtId)>,
    ) -> StmtId {
        let Stmt::For { body, kind, .. } = f.stmt(s).clone() else {
            return s;
        };
        // The guards of the nest below, with the nested loops' ranges.
        let (mut inner, mut conds) = (Vec::new(), Vec::new());
        guards(f, body, &mut inner, &mut conds);
        if conds.is_empty() {
            return s;
        }
        // Each value of the loop enumerates the nest around it: the whole is bounded
        // (`range(2147483647)` is left to the symbolic bounds; a guard costs about 70 ns a point).
        let points = std::iter::once(&dim)
            .chain(outer)
            .chain(&inner)
            .try_fold(1u64, |n, d| n.checked_mul((d.hi - d.lo + 1).max(0) as u64));
        if points.is_none_or(|n| n > MAX_ENUMERATED) {
            return s;
        }
        let mut live: Vec<i128> = Vec::new();
        for v in dim.lo..=dim.hi {
            let mut base = Env::new();
            base.insert(dim.var, v);
            let dims: Vec<Dim> = outer.iter().chain(&inner).copied().collect();
            let dead = for_all(&dims, &base, |env| {
                conds.iter().any(|&c| eval_bool(f, c, env) == Some(false))
            });
            if dead != Some(true) {
                live.push(v);
            }
        }
        let (Some(&lo), Some(&hi)) = (live.first(), live.last()) else {
            self.changed += 1;
            return f.no_op();
        };
        if lo == hi {
            self.changed += 1;
            let value = f.int(lo, f.var(dim.var).dtype);
            substitute_stmt(f, body, &HashMap::from([(dim.var, value)]));
            return body;
        }
        // A conjunct of the guard true on every remaining iteration goes (the whole guard when
        // every one is).
        let kept = Dim { lo, hi, ..dim };
        let dims: Vec<Dim> = outer.iter().copied().chain([kept]).collect();
        let (mut new_body, mut dropped) = (body, false);
        if let Some((cond, then)) = guard {
            let parts = crate::passes::simplify::conjuncts(f, cond);
            let needed: Vec<ExprId> = parts
                .iter()
                .copied()
                .filter(|&c| for_all(&dims, &Env::new(), |env| eval_bool(f, c, env) == Some(true)) != Some(true))
                .collect();
            if needed.len() < parts.len() {
                dropped = true;
                new_body = guarded(f, &needed, then);
            }
        }
        if (lo, hi) == (dim.lo, dim.hi) && !dropped {
            return s;
        }
        self.changed += 1;
        let dt = f.var(dim.var).dtype;
        let (min, extent) = (f.int(lo, dt), f.int(hi - lo + 1, dt));
        f.stmts[s.index()] = Stmt::For {
            var: dim.var,
            min,
            extent,
            step: None,
            kind,
            body: new_body,
        };
        s
    }

    /// `for v in range(m, m + n): if v < e and rest` becomes `for v in range(m, m + min(n, e - m)): if rest`.
    fn symbolic(
        &mut self,
        f: &mut PrimFunc,
        s: StmtId,
        var: VarId,
        (min, extent): (ExprId, ExprId),
        (cond, then): (ExprId, StmtId),
    ) -> StmtId {
        let Stmt::For { kind, .. } = f.stmt(s).clone() else {
            return s;
        };
        let mut parts = crate::passes::simplify::conjuncts(f, cond);
        let (min, extent) = if let Some((k, bound)) = parts
            .iter()
            .enumerate()
            .find_map(|(k, &c)| upper_bound(f, c, var).map(|b| (k, b)))
        {
            // The bound now runs once before the loop, also where the loop runs zero times
            // and the guard never ran: an overflow there would be new.
            if !surely_runs(f, &self.facts, extent) && may_overflow(f, &self.facts, bound) {
                return s;
            }
            parts.remove(k);
            let room = if matches!(f.expr(min), Expr::Int(0)) {
                bound
            } else {
                match difference(f, &self.facts, bound, min) {
                    Some(room) => room,
                    None => return s,
                }
            };
            (min, smaller(f, &self.facts, extent, room))
        } else if let Some((k, (first, skip))) = parts
            .iter()
            .enumerate()
            .find_map(|(k, &c)| lower_bound(f, c, var, min).map(|d| (k, d)))
        {
            // `v >= m + d` on `range(m, m + n)`: the iterations from the d-th on, `n - d` of
            // them (none when that is negative).
            parts.remove(k);
            let dt = f.dtype(extent);
            let d = f.int(skip, dt);
            let start = f.int(first, dt);
            match difference(f, &self.facts, extent, d) {
                Some(rest) => (start, rest),
                None => return s,
            }
        } else {
            return s;
        };
        // TVM vectorizes and unrolls only loops of a constant extent.
        if matches!(kind, ForKind::Vectorized | ForKind::Unrolled) && !matches!(f.expr(extent), Expr::Int(_)) {
            return s;
        }
        let body = guarded(f, &parts, then);
        self.changed += 1;
        f.stmts[s.index()] = Stmt::For {
            var,
            min,
            extent,
            step: None,
            kind,
            body,
        };
        s
    }
}

/// `a - b` in a form that cannot overflow where the original could not: `a - b` itself where
/// intervals prove it fits the dtype (the constant when they fix it), else `max(a, b) - b` for
/// a constant `b >= 0` (between 0 and `a`'s maximum), else `None`. A negative result is a loop
/// of no iterations, as intended.
fn difference(f: &mut PrimFunc, facts: &VarFacts, a: ExprId, b: ExprId) -> Option<ExprId> {
    let dt = f.dtype(a);
    let (min, max) = dt.int_range();
    let fits = match (interval_of(f, facts, a, 8), interval_of(f, facts, b, 8)) {
        (Some(x), Some(y)) => interval(BinOp::Sub, x, y).filter(|&(lo, hi)| lo >= min && hi <= max),
        _ => None,
    };
    match (fits, f.expr(b)) {
        (Some((lo, hi)), _) if lo == hi => Some(f.int(lo, dt)),
        (Some(_), _) => Some(f.binary(BinOp::Sub, a, b)),
        (None, Expr::Int(y)) if *y >= 0 => {
            let widest = f.binary(BinOp::Max, a, b);
            Some(f.binary(BinOp::Sub, widest, b))
        }
        (None, _) => None,
    }
}

/// `min(a, b)`, or the operand the intervals prove is never larger (`2 * i` against 8 with
/// `i` in `0..4`).
fn smaller(f: &mut PrimFunc, facts: &VarFacts, a: ExprId, b: ExprId) -> ExprId {
    match (interval_of(f, facts, a, 8), interval_of(f, facts, b, 8)) {
        (Some((_, a_hi)), Some((b_lo, _))) if a_hi <= b_lo => a,
        (Some((a_lo, _)), Some((_, b_hi))) if b_hi <= a_lo => b,
        _ => f.binary(BinOp::Min, a, b),
    }
}

/// `then` under `if c1 and c2 and ...` of `parts` (`then` itself when there are none).
fn guarded(f: &mut PrimFunc, parts: &[ExprId], then: StmtId) -> StmtId {
    match parts.split_first() {
        None => then,
        Some((&first, rest)) => {
            let cond = rest.iter().fold(first, |acc, &p| f.binary(BinOp::And, acc, p));
            f.add_stmt(Stmt::If {
                cond,
                then,
                other: None,
            })
        }
    }
}

/// The conditions of the `if`s (without `else`) and the ranges of the constant loops nested
/// under `s` as long as each holds only the next.
fn guards(f: &PrimFunc, s: StmtId, dims: &mut Vec<Dim>, conds: &mut Vec<ExprId>) {
    match f.stmt(s) {
        Stmt::If {
            cond,
            then,
            other: None,
        } => {
            conds.push(*cond);
            guards(f, *then, dims, conds);
        }
        Stmt::For {
            var, min, extent, body, ..
        } => {
            if let Some(d) = constant_range(f, *var, *min, *extent) {
                dims.push(d);
                guards(f, *body, dims, conds);
            }
        }
        _ => {}
    }
}

/// The first value `m + d` and `d > 0` when `c` is `v >= m + d` (or `m + d <= v`,
/// `v > m + d - 1`, `m + d - 1 < v`) for the constant first value `m` of `v`'s loop and a
/// constant bound that fits `v`'s dtype.
fn lower_bound(f: &PrimFunc, c: ExprId, v: VarId, min: ExprId) -> Option<(i128, i128)> {
    let Expr::Int(m) = *f.expr(min) else {
        return None;
    };
    let Expr::Binary(op, a, b) = *f.expr(c) else {
        return None;
    };
    let (strict, bound) = match (op, f.expr(a), f.expr(b)) {
        (BinOp::Ge, Expr::Var(x), Expr::Int(k)) | (BinOp::Le, Expr::Int(k), Expr::Var(x)) if *x == v => (false, *k),
        (BinOp::Gt, Expr::Var(x), Expr::Int(k)) | (BinOp::Lt, Expr::Int(k), Expr::Var(x)) if *x == v => (true, *k),
        _ => return None,
    };
    let first = if strict { bound.checked_add(1)? } else { bound };
    let (lo, hi) = f.var(v).dtype.int_range();
    let skip = first.checked_sub(m)?;
    (skip > 0 && (lo..=hi).contains(&first) && skip <= hi).then_some((first, skip))
}

/// `e` when `c` is `v < e` (or `e > v`; `v <= c` for a constant gives `c + 1`) with `e`
/// invariant, pure and unable to trap.
fn upper_bound(f: &mut PrimFunc, c: ExprId, v: VarId) -> Option<ExprId> {
    let Expr::Binary(op, a, b) = f.expr(c).clone() else {
        return None;
    };
    let (op, bound) = match (op, f.expr(a), f.expr(b)) {
        (BinOp::Lt | BinOp::Le, Expr::Var(x), _) if *x == v => (op, b),
        (BinOp::Gt | BinOp::Ge, _, Expr::Var(x)) if *x == v => (op, a),
        _ => return None,
    };
    let mut vars = Vec::new();
    crate::analysis::free_vars(f, bound, &mut vars);
    if vars.contains(&v) || crate::analysis::can_trap(f, bound) || f.dtype(bound) != f.var(v).dtype {
        return None;
    }
    Some(match (op, f.expr(bound).clone()) {
        // `v <= c` is `v < c + 1`, computed here so that no new addition can overflow.
        (BinOp::Le | BinOp::Ge, Expr::Int(c)) if c < f.dtype(bound).int_range().1 => f.int(c + 1, f.dtype(bound)),
        (BinOp::Le | BinOp::Ge, _) => return None,
        _ => bound,
    })
}
