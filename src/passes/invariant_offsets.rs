//! Constant offsets moved into loop-invariant bases, a step of semantic CSE after the e-graph
//! and before the CSE planner: `base + ax2 * 2 + 65`, with `base` invariant in the `ax2` loop,
//! becomes `base + 65 + ax2 * 2`, so the planner hoists `base + 65` out of the loop and the
//! loop body adds once instead of twice (an addition costs once per iteration inside the loop,
//! once per run of the loop outside it).
//!
//! A sum chain `X + c` (canonical order puts the constant last) is split as `P + T + c`, `T`
//! its trailing terms at the chain's innermost loop level `L`, `P` the rest (invariant there).
//! It is rebuilt as `P + c + T` only where that is cheaper: `X` itself has no other use (else
//! the loop still computes it, and the offset stays its one addition), and the additions
//! saved inside the loops between `P`'s level and `L` outnumber those each `P + c` adds
//! outside them (`cheaper`). Symbolic extents count as large.
//!
//! Invariant (no new overflow): the value is the same sum; each new partial sum is proven to
//! fit its dtype, either because the offset and every term of `T` are added and non-negative
//! (each partial sum lies between `P` and the whole sum, both of which the program computes
//! there) or by intervals. Nothing else changes; a function with no such chain is left as it is.

use crate::analysis::VarFacts;
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::{walk_func, ExprSite, ScopeId, ScopeKind, StmtVisitor};
use crate::ir::{subst::with_operands, visit, BinOp, Expr, ExprId, PrimFunc, Stmt, StmtId};
use hashbrown::{HashMap, HashSet};

/// Moves the offsets as above, round after round: an offset moved into `P` may move on into
/// `P`'s own invariant base (`ax1 * 100 + ax2 * 3 + rv0 - 1` becomes `ax1 * 100 - 1 + ax2 * 3 +
/// rv0`, the subtraction done once per `ax1` instead of once per `ax2`). Each round moves an
/// offset to a base of a lower loop level, so there are at most as many rounds as loop levels.
/// Returns what each expression reached from a statement became (indexed by id, `None` where
/// none was reached), or `None` when nothing changed.
pub fn fold_offsets_into_bases(func: &mut PrimFunc, facts: &VarFacts) -> Option<Vec<Option<ExprId>>> {
    let mut forms = one_round(func, facts)?;
    // The loop levels bound the rounds already; the cap only keeps a mistake from looping.
    for _ in 1..MAX_ROUNDS {
        let Some(next) = one_round(func, facts) else { break };
        for form in forms.iter_mut().flatten() {
            *form = next.get(form.index()).copied().flatten().unwrap_or(*form);
        }
    }
    Some(forms)
}

/// Rounds of [`fold_offsets_into_bases`] at most.
const MAX_ROUNDS: usize = 64;

/// One round of [`fold_offsets_into_bases`].
fn one_round(func: &mut PrimFunc, facts: &VarFacts) -> Option<Vec<Option<ExprId>>> {
    let level = levels(func, facts);
    let mut uses = Uses {
        level: &level,
        seen: vec![false; func.exprs.len()],
        plain: vec![false; func.exprs.len()],
        offsets: vec![0; func.exprs.len()],
        trips: HashMap::new(),
        extents: Vec::new(),
        counted: Vec::new(),
    };
    walk_func(func, &mut uses);
    let bases: HashSet<ExprId> = (0..func.exprs.len())
        .map(|i| ExprId(i as u32))
        .filter(|x| {
            let offsets = uses.offsets[x.index()];
            offsets > 0
                && !uses.plain[x.index()]
                && uses
                    .trips
                    .get(x)
                    .is_some_and(|&(trips, terms)| cheaper(offsets, terms, trips))
        })
        .collect();
    if bases.is_empty() {
        return None;
    }
    let ranges = crate::analysis::expr_ranges(func, facts);
    let mut mover = Mover {
        bases,
        level,
        ranges,
        memo: vec![None; func.exprs.len()],
        moved: 0,
    };
    rewrite_func(func, &mut mover);
    (mover.moved > 0).then_some(mover.memo)
}

/// Whether `P + c + T` for each of `offsets` offsets costs fewer additions than `X + c`, with
/// `terms` terms in `T` and the inner loops running `trips` times per run of `P`'s level. In
/// the loop, `X` costs `terms` additions (shared) and each offset one, against `terms` per
/// offset; outside, each `P + c` costs one.
fn cheaper(offsets: u16, terms: usize, trips: u64) -> bool {
    let (n, t) = (i128::from(offsets), terms as i128);
    let saved_per_trip = t + n - n * t;
    saved_per_trip > 0 && saved_per_trip.saturating_mul(i128::from(trips)) > n
}

/// The loop level of every expression of `f` (the deepest of its variables').
fn levels(f: &PrimFunc, facts: &VarFacts) -> Vec<u32> {
    let own = |node: &Expr| match node {
        Expr::Var(v) => Some(facts.level.get(v.index()).copied().unwrap_or(0)),
        _ => None,
    };
    visit::max_over_operands(f, own, 0)
}

/// The split `X = P + T` of a chain: `P` and the terms of `T` in order, or `None` when `X` has
/// no trailing terms at its level `L` or nothing before them below `L`.
fn split(f: &PrimFunc, level: &[u32], x: ExprId) -> Option<(ExprId, Vec<(BinOp, ExprId)>)> {
    let dt = f.dtype(x);
    if !dt.is_int() || dt.lanes != 1 || dt.scalable {
        return None;
    }
    let top = level[x.index()];
    let mut terms = Vec::new();
    let mut at = x;
    while let Expr::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) = *f.expr(at) {
        if f.dtype(a) != dt || f.dtype(b) != dt || level[b.index()] != top {
            break;
        }
        terms.push((op, b));
        at = a;
    }
    if terms.is_empty() || level[at.index()] >= top || matches!(f.expr(at), Expr::Int(_)) {
        return None;
    }
    terms.reverse();
    Some((at, terms))
}

/// The constant `k` of `x + k` / `x - k` (signed), with `x`.
fn offset_of(f: &PrimFunc, e: ExprId) -> Option<(ExprId, i128)> {
    match *f.expr(e) {
        Expr::Binary(op @ (BinOp::Add | BinOp::Sub), x, k) if f.dtype(x) == f.dtype(e) => match *f.expr(k) {
            Expr::Int(v) if v != 0 => Some((x, if op == BinOp::Add { v } else { -v })),
            _ => None,
        },
        _ => None,
    }
}

/// What the statements use: which expressions are used other than as the base of a constant
/// offset, the offsets of each base that splits, and the trips of the loops between its parts.
struct Uses<'a> {
    /// Loop level of each expression ([`levels`]).
    level: &'a [u32],
    seen: Vec<bool>,
    /// Used at a site or as an operand other than an offset's base.
    plain: Vec<bool>,
    /// Per base: its offsets (each `X + k` is one node of the hash-consed arena, so each is
    /// counted once), up to `u16::MAX`.
    offsets: Vec<u16>,
    /// Per base that splits: how often the loops between `P`'s level and `L` run per run of
    /// `P`'s level (saturating), and the number of terms of `T`.
    trips: HashMap<ExprId, (u64, usize)>,
    /// Trip count of each enclosing loop or thread launch, outermost first (`u64::MAX` where
    /// symbolic).
    extents: Vec<u64>,
    /// Per open scope, whether it pushed an extent.
    counted: Vec<bool>,
}

impl Uses<'_> {
    fn visit(&mut self, f: &PrimFunc, e: ExprId) {
        if std::mem::replace(&mut self.seen[e.index()], true) {
            return;
        }
        if let Some((x, _)) = offset_of(f, e) {
            if self.offsets[x.index()] == 0 {
                if let Some((p, terms)) = split(f, self.level, x) {
                    let (lp, top) = (self.level[p.index()] as usize, self.level[x.index()] as usize);
                    let trips = self
                        .extents
                        .get(lp..top)
                        .map(|l| l.iter().fold(1u64, |acc, &n| acc.saturating_mul(n)));
                    self.trips.extend(trips.map(|t| (x, (t, terms.len()))));
                }
            }
            self.offsets[x.index()] = self.offsets[x.index()].saturating_add(1);
            self.visit(f, x);
            return;
        }
        let mut kids = smallvec::SmallVec::<[ExprId; 4]>::new();
        visit::expr_children(f.expr(e), |c| kids.push(c));
        for c in kids {
            self.plain[c.index()] = true;
            self.visit(f, c);
        }
    }
}

impl StmtVisitor for Uses<'_> {
    fn expr(&mut self, f: &PrimFunc, e: ExprId, site: ExprSite) {
        if site.is_cse_site() {
            self.plain[e.index()] = true;
            self.visit(f, e);
        }
    }

    fn enter_scope(&mut self, f: &PrimFunc, _scope: ScopeId, kind: ScopeKind, creator: StmtId) {
        let extent = match (kind, f.stmt(creator)) {
            (ScopeKind::Loop, Stmt::For { extent, .. })
            | (ScopeKind::ThreadLaunch, Stmt::ThreadLaunch { extent, .. }) => Some(match f.expr(*extent) {
                Expr::Int(n) => u64::try_from(*n).unwrap_or(0),
                _ => u64::MAX,
            }),
            _ => None,
        };
        self.counted.push(extent.is_some());
        self.extents.extend(extent);
    }

    fn leave_scope(&mut self, _f: &PrimFunc, _scope: ScopeId) {
        if self.counted.pop() == Some(true) {
            self.extents.pop();
        }
    }
}

/// Rebuilds every offset of a chosen base as `P + c + T`, bottom-up.
struct Mover {
    bases: HashSet<ExprId>,
    level: Vec<u32>,
    ranges: Vec<Option<(i128, i128)>>,
    memo: Vec<Option<ExprId>>,
    moved: usize,
}

impl StmtRewriter for Mover {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, site: ExprSite) -> ExprId {
        if site.is_cse_site() {
            self.rewrite(f, e)
        } else {
            e
        }
    }
}

impl Mover {
    fn rewrite(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        if let Some(done) = self.memo.get(e.index()).copied().flatten() {
            return done;
        }
        let moved = offset_of(f, e)
            .filter(|(x, _)| self.bases.contains(x))
            .and_then(|(x, k)| self.moved_form(f, x, k));
        let out = match moved {
            Some(form) => {
                self.moved += 1;
                form
            }
            None => with_operands(f, e, |f, c| self.rewrite(f, c)),
        };
        if let Some(slot) = self.memo.get_mut(e.index()) {
            *slot = Some(out);
        }
        out
    }

    /// `P + k + T` for `x + k`, when every new partial sum provably fits.
    fn moved_form(&mut self, f: &mut PrimFunc, x: ExprId, k: i128) -> Option<ExprId> {
        let (p, terms) = split(f, &self.level, x)?;
        if !partial_sums_fit(&self.ranges, f.dtype(x).int_range(), p, k, &terms) {
            return None;
        }
        let dt = f.dtype(x);
        let p = self.rewrite(f, p);
        let c = f.int(k.abs(), dt);
        let mut acc = f.binary(if k > 0 { BinOp::Add } else { BinOp::Sub }, p, c);
        for (op, t) in terms {
            let t = self.rewrite(f, t);
            acc = f.binary(op, acc, t);
        }
        Some(acc)
    }
}

/// Whether `P + k`, then each sum with the next of `terms`, fits the dtype's `(lo, hi)`.
fn partial_sums_fit(
    ranges: &[Option<(i128, i128)>],
    (lo, hi): (i128, i128),
    p: ExprId,
    k: i128,
    terms: &[(BinOp, ExprId)],
) -> bool {
    let range = |e: ExprId| ranges.get(e.index()).copied().flatten();
    // Between `P` and the whole sum: a positive offset and only non-negative terms added.
    let monotone = k > 0
        && terms
            .iter()
            .all(|&(op, t)| op == BinOp::Add && range(t).is_some_and(|(lo, _)| lo >= 0));
    if monotone {
        return true;
    }
    let inside = |r: Option<(i128, i128)>| r.is_some_and(|(a, b)| a >= lo && b <= hi);
    let mut partial = range(p).map(|(a, b)| (a.saturating_add(k), b.saturating_add(k)));
    if !inside(partial) {
        return false;
    }
    for &(op, t) in terms {
        partial = match (partial, range(t)) {
            (Some(a), Some(b)) => crate::analysis::interval(op, a, b),
            _ => None,
        };
        if !inside(partial) {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    /// Whether the offset of `A[x + j * 2 OFFSET]` moves out of the 16-trip `j` loop, `x` an
    /// `int32` parameter of unknown range.
    fn moves(offset: &str) -> bool {
        let src = format!(
            "@T.prim_func
def main(A: T.Buffer((64,), \"int32\"), B: T.Buffer((16,), \"int32\"), x: T.int32):
    for j in range(16):
        B[j] = A[x + j * 2 {offset}]
"
        );
        let mut module = crate::parse_module("t.py", &src).unwrap();
        let f = &mut module.funcs[0];
        let facts = crate::analysis::var_facts(f);
        super::fold_offsets_into_bases(f, &facts).is_some()
    }

    /// An offset moved into a base moves on, in a later round, into that base's own invariant
    /// part: out of the `c` loop, then out of the `b` loop.
    #[test]
    fn an_offset_moves_out_of_every_loop_it_can() {
        let src = "@T.prim_func
def main(A: T.Buffer((1024,), \"int32\"), B: T.Buffer((512,), \"int32\")):
    for a, b, c in T.grid(8, 16, 4):
        B[a * 64 + b * 4 + c] = A[a * 100 + b * 3 + c + 5]
";
        let mut module = crate::parse_module("t.py", src).unwrap();
        let f = &mut module.funcs[0];
        let facts = crate::analysis::var_facts(f);
        assert!(super::fold_offsets_into_bases(f, &facts).is_some());
        let text = crate::print_module(&module);
        assert!(text.contains("A[a * 100 + 5 + b * 3 + c]"), "{text}");
    }

    /// A positive offset with non-negative terms after it lies between `x` and the whole sum;
    /// `x - 5` may overflow where `x + j * 2 - 5` does not, so that offset stays.
    #[test]
    fn an_offset_moves_only_where_no_partial_sum_can_overflow() {
        assert!(moves("+ 5"));
        assert!(!moves("- 5"));
    }
}
