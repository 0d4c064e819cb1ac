//! Finding forward tensors ([`super::candidates`]) in the backward. A backward expression
//! matches a candidate when the candidate's term, with its variables as pattern variables,
//! unifies with the backward term: equal up to commutativity of `+`, `*`, `min`, `max`, `==`,
//! `!=` (exact for floats too), with each pattern variable bound to one affine index expression
//! of the backward. A variable is solved for where it stands alone in an index (`X[n, c, l]`) or
//! scaled by a constant that divides the rest (`X[n, 4 * g + r, l]`); under a quotient or
//! remainder (`mean[n, c // 4]`) it is only checked, so a match unifies twice: once leaving such
//! indices aside to bind every variable, then again checking all of them.
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
use super::term::{divided, recombined, Affine, Ranges, Sym, Term};
use crate::ir::{visit, BinOp, ExprId, PrimFunc};
use std::collections::BTreeMap;

/// Bindings of pattern variables to backward index expressions.
pub type Subst = BTreeMap<Sym, Affine>;

/// The bindings and commutativity steps under which `pattern` is `target`, if any: variables
/// bound leaving quotient and remainder indices aside, then every index checked (`ranges`:
/// those of the target's variables, which a quotient over a bound variable may need).
pub fn matched(pattern: &Term, target: &Term, ranges: Ranges) -> Option<(Subst, u32)> {
    let mut subst = Subst::new();
    let lenient = Unifier { lenient: true, ranges };
    if !lenient.unify(pattern, target, &mut subst, &mut 0) {
        return None;
    }
    let mut swaps = 0;
    let strict = Unifier { lenient: false, ranges };
    strict
        .unify(pattern, target, &mut subst, &mut swaps)
        .then_some((subst, swaps))
}

/// How terms are unified: `lenient`, an index holding a quotient or remainder of a variable
/// not bound yet is taken to match (the caller checks again once every variable is bound).
struct Unifier<'r> {
    lenient: bool,
    ranges: Ranges<'r>,
}

impl Unifier<'_> {
    /// Whether `pattern` unifies with `target`, extending `subst`; `swaps` counts the operand
    /// pairs matched in swapped order (the commutativity steps of the match).
    fn unify(&self, pattern: &Term, target: &Term, subst: &mut Subst, swaps: &mut u32) -> bool {
        let unify = |p: &Term, t: &Term, subst: &mut Subst, swaps: &mut u32| self.unify(p, t, subst, swaps);
        let unify_affine = |p: &Affine, t: &Affine, subst: &mut Subst| self.unify_affine(p, t, subst);
        use crate::ir::BinOp as B;
        match (pattern, target) {
            (Term::Const(d1, a), Term::Const(d2, b)) => d1 == d2 && a == b,
            (Term::Index(d1, a), Term::Index(d2, b)) => d1 == d2 && unify_affine(a, b, subst),
            (Term::Leaf(n1, i1), Term::Leaf(n2, i2)) => {
                n1 == n2 && i1.len() == i2.len() && i1.iter().zip(i2).all(|(a, b)| unify_affine(a, b, subst))
            }
            (Term::Op(o1, a1, b1), Term::Op(o2, a2, b2)) if o1 == o2 => {
                let saved = subst.clone();
                if unify(a1, a2, subst, swaps) && unify(b1, b2, subst, swaps) {
                    return true;
                }
                *subst = saved;
                let commutes = matches!(o1, B::Add | B::Mul | B::Min | B::Max | B::Eq | B::Ne);
                if commutes && unify(a1, b2, subst, swaps) && unify(b1, a2, subst, swaps) {
                    *swaps += 1;
                    return true;
                }
                false
            }
            (Term::Cast(d1, a), Term::Cast(d2, b)) => d1 == d2 && unify(a, b, subst, swaps),
            (Term::Not(a), Term::Not(b)) => unify(a, b, subst, swaps),
            (Term::Select(c1, a1, b1), Term::Select(c2, a2, b2)) => {
                unify(c1, c2, subst, swaps) && unify(a1, a2, subst, swaps) && unify(b1, b2, subst, swaps)
            }
            (Term::Call(n1, a1), Term::Call(n2, a2)) => {
                n1 == n2 && a1.len() == a2.len() && a1.iter().zip(a2).all(|(x, y)| unify(x, y, subst, swaps))
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
            ) => o1 == o2 && e1 == e2 && d1 == d2 && unify(i1, i2, subst, swaps) && unify(b1, b2, subst, swaps),
            _ => false,
        }
    }

    /// `a` with its pattern variables replaced by their bindings (inside quotients and remainders
    /// too, put back in normal form, split indices put back together), or `None` when one is
    /// unbound.
    fn resolved(&self, a: &Affine, subst: &Subst) -> Option<Affine> {
        let mut out = Affine::constant(a.constant);
        for (s, c) in &a.terms {
            let x = match s {
                Sym::Pat(_) => subst.get(s)?.clone(),
                Sym::Quot(inner, k) => divided(BinOp::FloorDiv, self.resolved(inner, subst)?, *k, self.ranges)?,
                Sym::Rem(inner, k) => divided(BinOp::FloorMod, self.resolved(inner, subst)?, *k, self.ranges)?,
                other => Affine::sym(other.clone()),
            };
            out = out.add_scaled(&x, *c);
        }
        Some(recombined(out))
    }

    /// Whether affine `p` (over pattern variables) equals `t`: bound pattern variables are
    /// replaced; one unbound variable with coefficient +-1 is solved for. A quotient or remainder
    /// over an unbound variable fails the match, or (`lenient`) is left aside with every quotient
    /// and remainder of `t`, the rest still solved or compared.
    fn unify_affine(&self, p: &Affine, t: &Affine, subst: &mut Subst) -> bool {
        let mut rest = Affine::constant(p.constant);
        let mut unbound = None;
        let mut aside = false;
        for (s, c) in &p.terms {
            match (s, subst.get(s)) {
                (Sym::Pat(_), Some(a)) => rest = rest.add_scaled(a, *c),
                (Sym::Pat(_), None) => {
                    if unbound.is_some() {
                        return false;
                    }
                    unbound = Some((s.clone(), *c));
                }
                (Sym::Quot(..) | Sym::Rem(..), _) => match self.resolved(&Affine::sym(s.clone()), subst) {
                    Some(x) => rest = rest.add_scaled(&x, *c),
                    None if self.lenient => aside = true,
                    None => return false,
                },
                (other, _) => rest = rest.add_scaled(&Affine::sym(other.clone()), *c),
            }
        }
        // The target's own quotients folded where its ranges allow (`r // 16 + i` is `i` for
        // `r` in `0..16`), as the pattern's are once resolved.
        let t = self.resolved(t, &Subst::new()).unwrap_or_else(|| t.clone());
        if aside && unbound.is_none() {
            // Nothing to solve for here: the strict pass checks the whole index.
            return true;
        }
        let (rest, t) = if aside {
            (without_divisions(&rest), without_divisions(&t))
        } else {
            (rest, t)
        };
        match unbound {
            None => rest == t,
            Some((s, c)) => {
                // c * x + rest = t, so x = (t - rest) / c, solved where c divides every
                // coefficient (`4 * g + r` against `4 * (c // 4) + r`).
                match t.add_scaled(&rest, -1).divided_exactly(c) {
                    Some(x) => {
                        subst.insert(s, x);
                        true
                    }
                    None => false,
                }
            }
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
                    if c.pattern.size() != size {
                        continue;
                    }
                    if let Some((subst, swaps)) = matched(&c.pattern, &t, &ranges) {
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
