//! Finding forward tensors ([`super::candidates`]) in the backward. A backward expression
//! matches a candidate when the candidate's term, with its variables as pattern variables,
//! unifies with the backward term: equal up to commutativity of `+`, `*`, `min`, `max`, `==`,
//! `!=` (exact for floats too), with each pattern variable bound to one affine index expression
//! of the backward; a forward selection (`T.if_then_else`, `T.Select`) also unifies with the
//! branch it takes wherever the backward term is written, when the guards there decide its
//! condition. A variable is solved for where it stands alone in an index (`X[n, c, l]`) or
//! scaled by a constant that divides the rest (`X[n, 4 * g + r, l]`); under a quotient or
//! remainder (`mean[n, c // 4]`) it is only checked, so a match unifies twice: once leaving such
//! indices aside to bind every variable, then again checking all of them. Where that leaves a
//! variable unbound (indices written differently on the two sides: `X[k // 32, k % 32]` against
//! `X[n, j]`, `X[32 * n + j]` against `X[k]`, `X[(j + 16) % 32]` against `X[k]`), the indices
//! are solved together ([`super::solve`]) before the check.
//!
//! Invariants: backward expressions are searched top-down and the first (largest) matching
//! candidate wins, so each occurrence gets its largest common term; a match binds every
//! variable the candidate is indexed by, to an index inside the candidate's domain for every
//! value the backward block's variables take there (under the conditions of the
//! `T.if_then_else` branches around it, [`super::guards`], unless the expression is written in
//! several places of the block, which are all replaced at once).

use super::candidates::Candidate;
use super::guards::{place_facts, range_under, sym_range, Facts};
use super::model::{Def, Model};
use super::solve::{resolved, solve};
use super::term::{recombined, Affine, Ranges, Sym, Term};
use crate::ir::{visit, ExprId, PrimFunc};
use std::collections::BTreeMap;

/// Bindings of pattern variables to backward index expressions.
pub type Subst = BTreeMap<Sym, Affine>;

/// The bindings and commutativity steps under which `pattern` is `target`, if any (`ranges`:
/// those of the target's variables, which a quotient over a bound variable may need). Variables
/// are bound first one index at a time, leaving quotient and remainder indices aside, then every
/// index is checked. When that fails, the indices the first pass cannot settle (several
/// unbound variables, or one under `//` or `%`) are collected instead and solved together
/// ([`solve`]) before the check: only then, so that a match found the first way keeps its
/// bindings and the operand order it chose.
///
/// `facts`, what holds where the target is written, lets a forward selection match the branch
/// its condition takes there (`T.if_then_else(j <= i, S[i, j], -1e4)` is `S[i, j]` under a
/// backward guard `j <= i`); without them a selection matches only a selection.
pub fn matched(pattern: &Term, target: &Term, ranges: Ranges, facts: Option<&Facts>) -> Option<(Subst, u32)> {
    [Pass::Bind, Pass::Defer].into_iter().find_map(|pass| {
        let mut found = Found::default();
        let first = Unifier { pass, ranges, facts };
        if !first.unify(pattern, target, &mut found, &mut 0) {
            return None;
        }
        solve(std::mem::take(&mut found.deferred), &mut found.subst, ranges);
        let mut swaps = 0;
        found.decided.clear();
        let check = Unifier {
            pass: Pass::Check,
            ranges,
            facts,
        };
        if !check.unify(pattern, target, &mut found, &mut swaps) {
            return None;
        }
        let decided = found
            .decided
            .iter()
            .all(|(c, holds)| facts.and_then(|facts| decide(c, &found.subst, ranges, facts)) == Some(*holds));
        decided.then_some((found.subst, swaps))
    })
}

/// Whether the condition `c` (over pattern variables bound by `subst`) holds wherever `facts`
/// hold: comparisons of index expressions decided by the range of their difference, and
/// `and`, `or`, `not` of those; `None` when that range does not decide it.
fn decide(c: &Term, subst: &Subst, ranges: Ranges, facts: &Facts) -> Option<bool> {
    use crate::ir::BinOp as B;
    match c {
        Term::Not(a) => decide(a, subst, ranges, facts).map(|b| !b),
        Term::Op(B::And, a, b) => match (decide(a, subst, ranges, facts), decide(b, subst, ranges, facts)) {
            (Some(false), _) | (_, Some(false)) => Some(false),
            (Some(true), Some(true)) => Some(true),
            _ => None,
        },
        Term::Op(B::Or, a, b) => match (decide(a, subst, ranges, facts), decide(b, subst, ranges, facts)) {
            (Some(true), _) | (_, Some(true)) => Some(true),
            (Some(false), Some(false)) => Some(false),
            _ => None,
        },
        Term::Op(op, p, q) => {
            // An index expression, or an integer literal (`i < 32`).
            let index = |t: &Term| match t {
                Term::Index(_, a) => resolved(a, subst, ranges),
                Term::Const(dt, bits) if dt.is_int() => Some(Affine::constant(*bits as i64 as i128)),
                _ => None,
            };
            let d = index(p)?.add_scaled(&index(q)?, -1);
            let (lo, hi) = range_under(&recombined(d), facts)?;
            let (always, never) = match op {
                B::Lt => (hi < 0, lo >= 0),
                B::Le => (hi <= 0, lo > 0),
                B::Gt => (lo > 0, hi <= 0),
                B::Ge => (lo >= 0, hi < 0),
                B::Eq => (lo == 0 && hi == 0, lo > 0 || hi < 0),
                B::Ne => (lo > 0 || hi < 0, lo == 0 && hi == 0),
                _ => return None,
            };
            (always || never).then_some(always)
        }
        _ => None,
    }
}

/// The passes of a match.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pass {
    /// Binds a variable where it is alone unbound in an index; an index holding a quotient or
    /// remainder of an unbound variable is taken to match; one with two unbound variables fails.
    Bind,
    /// As `Bind`, but such indices are kept as equations to solve, and match meanwhile.
    Defer,
    /// Every index equal under the bindings (a variable still unbound is solved for as in
    /// `Bind`).
    Check,
}

/// What a pass has found: bindings, and (`Defer`) the equations `pattern index = target index`
/// left to solve.
#[derive(Clone, Default)]
struct Found {
    subst: Subst,
    deferred: Vec<(Affine, Affine)>,
    /// Forward selections matched by one branch: the condition, and whether it must hold.
    decided: Vec<(Term, bool)>,
}

/// How terms are unified.
struct Unifier<'r> {
    pass: Pass,
    ranges: Ranges<'r>,
    /// What holds where the target is written, when a selection may match one branch.
    facts: Option<&'r Facts>,
}

impl Unifier<'_> {
    /// Whether `pattern` unifies with `target`, extending `found`; `swaps` counts the operand
    /// pairs matched in swapped order (the commutativity steps of the match).
    fn unify(&self, pattern: &Term, target: &Term, found: &mut Found, swaps: &mut u32) -> bool {
        let unify = |p: &Term, t: &Term, found: &mut Found, swaps: &mut u32| self.unify(p, t, found, swaps);
        let unify_affine = |p: &Affine, t: &Affine, found: &mut Found| self.unify_affine(p, t, found);
        use crate::ir::BinOp as B;
        // A forward selection met by a term that is none: the branch it equals, where the
        // condition takes that branch (checked once every variable is bound).
        if let (Some((c, then, other)), None, Some(_)) = (pattern.selection(), target.selection(), self.facts) {
            for (branch, holds) in [(then, true), (other, false)] {
                let saved = found.clone();
                if unify(branch, target, found, swaps) {
                    found.decided.push((c.clone(), holds));
                    return true;
                }
                *found = saved;
            }
            return false;
        }
        match (pattern, target) {
            (Term::Const(d1, a), Term::Const(d2, b)) => d1 == d2 && a == b,
            (Term::Index(d1, a), Term::Index(d2, b)) => d1 == d2 && unify_affine(a, b, found),
            (Term::Leaf(n1, i1), Term::Leaf(n2, i2)) => {
                n1 == n2 && i1.len() == i2.len() && i1.iter().zip(i2).all(|(a, b)| unify_affine(a, b, found))
            }
            (Term::Op(o1, a1, b1), Term::Op(o2, a2, b2)) if o1 == o2 => {
                let saved = found.clone();
                if unify(a1, a2, found, swaps) && unify(b1, b2, found, swaps) {
                    return true;
                }
                *found = saved;
                let commutes = matches!(o1, B::Add | B::Mul | B::Min | B::Max | B::Eq | B::Ne);
                if commutes && unify(a1, b2, found, swaps) && unify(b1, a2, found, swaps) {
                    *swaps += 1;
                    return true;
                }
                false
            }
            (Term::Cast(d1, a), Term::Cast(d2, b)) => d1 == d2 && unify(a, b, found, swaps),
            (Term::Not(a), Term::Not(b)) => unify(a, b, found, swaps),
            (Term::Select(c1, a1, b1), Term::Select(c2, a2, b2)) => {
                unify(c1, c2, found, swaps) && unify(a1, a2, found, swaps) && unify(b1, b2, found, swaps)
            }
            (Term::Call(n1, a1), Term::Call(n2, a2)) => {
                n1 == n2 && a1.len() == a2.len() && a1.iter().zip(a2).all(|(x, y)| unify(x, y, found, swaps))
            }
            (
                Term::Reduce {
                    op: o1,
                    init: i1,
                    extents: e1,
                    depth: d1,
                    body: b1,
                },
                Term::Reduce {
                    op: o2,
                    init: i2,
                    extents: e2,
                    depth: d2,
                    body: b2,
                },
            ) => o1 == o2 && e1 == e2 && d1 == d2 && unify(i1, i2, found, swaps) && unify(b1, b2, found, swaps),
            _ => false,
        }
    }

    /// Whether affine `p` (over pattern variables) equals `t`: bound pattern variables are
    /// replaced; one unbound variable is solved for where its coefficient divides the rest. A
    /// quotient or remainder over an unbound variable fails the `Check` pass; the others leave
    /// it aside with every quotient and remainder of `t`, the rest still solved or compared.
    fn unify_affine(&self, p: &Affine, t: &Affine, found: &mut Found) -> bool {
        let mut rest = Affine::constant(p.constant);
        let mut unbound = Vec::new();
        let mut aside = false;
        for (s, c) in &p.terms {
            match (s, found.subst.get(s)) {
                (Sym::Pat(_), Some(a)) => rest = rest.add_scaled(a, *c),
                (Sym::Pat(_), None) => unbound.push((s.clone(), *c)),
                (Sym::Quot(..) | Sym::Rem(..), _) => {
                    match resolved(&Affine::sym(s.clone()), &found.subst, self.ranges) {
                        Some(x) => rest = rest.add_scaled(&x, *c),
                        None if self.pass != Pass::Check => aside = true,
                        None => return false,
                    }
                }
                (other, _) => rest = rest.add_scaled(&Affine::sym(other.clone()), *c),
            }
        }
        // Both sides' quotients folded where the target's ranges allow (`r // 16 + i` is `i`
        // for `r` in `0..16`), and split indices put back (`32 * (k // 32) + k % 32` is `k`).
        let rest = recombined(rest);
        let t = resolved(t, &Subst::new(), self.ranges).unwrap_or_else(|| t.clone());
        if aside || unbound.len() > 1 {
            match self.pass {
                Pass::Defer => found.deferred.push((p.clone(), t.clone())),
                _ if unbound.len() > 1 => return false,
                _ => {}
            }
        }
        let (s, c) = match &unbound[..] {
            // Nothing to solve for here: the check pass sees the whole index.
            [] if aside => return true,
            [] => return rest == t,
            [one] => one.clone(),
            // Deferred.
            _ => return true,
        };
        let (rest, t) = if aside {
            (without_divisions(&rest), without_divisions(&t))
        } else {
            (rest, t)
        };
        // c * x + rest = t, so x = (t - rest) / c, solved where c divides every coefficient
        // (`4 * g + r` against `4 * (c // 4) + r`).
        match t.add_scaled(&rest, -1).divided_exactly(c) {
            Some(x) => {
                found.subst.insert(s, recombined(x));
                true
            }
            None => false,
        }
    }
}

/// `a` without its quotient and remainder symbols.
fn without_divisions(a: &Affine) -> Affine {
    Affine {
        terms: a
            .terms
            .iter()
            .filter(|(s, _)| !matches!(s, Sym::Quot(..) | Sym::Rem(..)))
            .map(|(s, c)| (s.clone(), *c))
            .collect(),
        constant: a.constant,
    }
}

/// One backward expression found to be a forward tensor.
#[derive(Clone, Debug)]
pub struct Occurrence {
    /// The backward block.
    pub block: usize,
    /// The expression replaced.
    pub expr: ExprId,
    /// The candidate.
    pub candidate: usize,
    /// The tensor's index at the occurrence, one affine expression per index variable.
    pub index: Vec<Affine>,
    /// Operand pairs matched in swapped order (commutativity steps).
    pub swaps: u32,
}

/// The occurrences in the backward `g` (model `bm`) of the forward candidates.
pub fn occurrences(g: &PrimFunc, bm: &Model, cands: &[Candidate]) -> Vec<Occurrence> {
    let mut out = Vec::new();
    for (b, block) in bm.blocks.iter().enumerate() {
        let roots = match block.def {
            Def::Injective { value } => vec![value],
            Def::Reduce { init, update, .. } => vec![init, update],
        };
        // Every place an expression is written is replaced at once: its match may lean only on
        // what holds at all of them.
        let places = place_facts(g, block, &roots);
        let ctx = Search {
            g,
            bm,
            b,
            cands,
            places: &places,
        };
        for r in roots {
            ctx.search(r, &mut out);
        }
    }
    out
}

/// The search of one backward block.
struct Search<'a> {
    g: &'a PrimFunc,
    bm: &'a Model,
    b: usize,
    cands: &'a [Candidate],
    /// What holds wherever each expression is written.
    places: &'a hashbrown::HashMap<ExprId, Facts>,
}

impl Search<'_> {
    fn search(&self, e: ExprId, out: &mut Vec<Occurrence>) {
        let (g, bm, b) = (self.g, self.bm, self.b);
        let no_facts = Facts::new();
        let here = self.places.get(&e).unwrap_or(&no_facts);
        let ranges = |s: &Sym| sym_range(here, s);
        if let Some(t) = bm.expr_term(g, b, e) {
            if !matches!(t, Term::Const(..) | Term::Index(..) | Term::Leaf(..)) {
                let size = t.size();
                for (k, c) in self.cands.iter().enumerate() {
                    if size < c.pattern.smallest_match() || size > c.pattern.size() {
                        continue;
                    }
                    if let Some((subst, swaps)) = matched(&c.pattern, &t, &ranges, Some(here)) {
                        // Every index bound, and within the tensor's domain wherever the
                        // backward block reads it (a stash of a sum over `d < 16` cannot serve
                        // `j < 32`; `S[j - k]` is read only where its guard holds).
                        let index: Option<Vec<Affine>> = c
                            .index
                            .iter()
                            .map(|iv| {
                                let a = subst.get(&Sym::Pat(iv.var))?;
                                let (lo, hi) = range_under(a, here)?;
                                (lo >= 0 && hi < iv.extent).then(|| a.clone())
                            })
                            .collect();
                        if let Some(index) = index {
                            out.push(Occurrence {
                                block: b,
                                expr: e,
                                candidate: k,
                                index,
                                swaps,
                            });
                            return;
                        }
                    }
                }
            }
        }
        visit::expr_children(g.expr(e), |c| self.search(c, out));
    }
}
