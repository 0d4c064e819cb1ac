//! Finding forward tensors in the backward. Every forward block's value, every subexpression
//! of an element-wise block's value, and every subexpression of a reduction's update (a tensor
//! over the block's spatial and reduction variables: `exp(X[n, d] - max[n])` of a sum over
//! `d`), but for those of a `T.if_then_else`'s branches without a value everywhere (`X[i - 1]`
//! under `1 <= i`), is a candidate tensor (indexed by the variables it mentions, or by
//! `v // k` or `v + w` for variables it mentions only so, see [`IndexVar`]). A backward
//! expression matches a candidate when the candidate's term, with its variables as pattern
//! variables, unifies with the backward term: equal up to commutativity of `+`, `*`, `min`,
//! `max`, `==`, `!=` (exact for floats too), with each pattern variable bound to one affine
//! index expression of the backward. A variable is solved for where it stands alone in an index
//! (`X[n, c, l]`) or scaled by a constant that divides the rest (`X[n, 4 * g + r, l]`); under a
//! quotient or remainder (`mean[n, c // 4]`) it is only checked, so a match unifies twice: once
//! leaving such indices aside to bind every variable, then again checking all of them.
//!
//! Invariants: backward expressions are searched top-down and the first (largest) matching
//! candidate wins, so each occurrence gets its largest common term; candidates not worth a
//! stash ([`Term::worth_stashing`]) are never offered; a match binds every variable the
//! candidate is indexed by, to an index inside the candidate's domain for every value the
//! backward block's variables take there (under the conditions of the `T.if_then_else`
//! branches around it, [`super::guards`], unless the expression is written in several places of
//! the block, which are all replaced at once).

use super::guards::{place_facts, range_under, sym_range, Facts};
use super::model::{BlockInfo, Def, Model};
use super::term::{affine_of, divided, map_syms, range_of, Affine, Ranges, Sym, Term};
use crate::ir::{visit, BinOp, BufferId, Expr, ExprId, PrimFunc, VarId};
use std::collections::BTreeMap;

/// A forward tensor a backward term may be.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// The forward block it stands in.
    pub block: usize,
    /// The subexpression of the block's value (`None`: the block's whole output).
    pub expr: Option<ExprId>,
    /// Its term, over pattern variables.
    pub pattern: Term,
    /// What it is indexed by, in the block's spatial order.
    pub index: Vec<IndexVar>,
    /// The buffer when it is the block's whole output.
    pub output: Option<BufferId>,
}

/// One index of a candidate tensor: a spatial or reduction variable of its block, or an
/// expression the term mentions the variable only through (its pattern variable stands for
/// that expression then): the floor quotient `v // k` by a constant `k > 1` (group norm's
/// `sqrt(var[n, c // 4] + eps)` is a tensor over `[n, c // 4]`, 4 times smaller than over
/// `[n, c]`), or a sum `v + w` with another block variable that the term mentions only there
/// too (a window's `exp(X[i + k])` is a tensor over `i + k`, 64 elements instead of 62 x 3).
#[derive(Clone, Copy, Debug)]
pub struct IndexVar {
    /// The block variable.
    pub var: VarId,
    /// The forward expression it stands for, when not the variable itself.
    pub through: Option<(ExprId, Through)>,
    /// The number of values it takes, from 0: each a value the block's variables give it.
    pub extent: i128,
}

/// What an [`IndexVar`] stands for besides its variable `v`.
#[derive(Clone, Copy, Debug)]
pub enum Through {
    /// `v // k`.
    Quotient(i128),
    /// `v + w` for the block variable `w`.
    Sum(VarId),
}

/// The candidates of the forward, largest first.
pub fn candidates(f: &PrimFunc, m: &Model) -> Vec<Candidate> {
    let mut out = Vec::new();
    for (b, block) in m.blocks.iter().enumerate() {
        if let Some(t) = m.block_term(f, b) {
            if t.worth_stashing() {
                out.push(Candidate {
                    block: b,
                    expr: None,
                    pattern: to_pattern(&t),
                    index: block
                        .spatial
                        .iter()
                        .map(|&(var, extent)| IndexVar {
                            var,
                            through: None,
                            extent,
                        })
                        .collect(),
                    output: Some(block.output),
                });
            }
        }
        // Subterms: of an element-wise value (the whole value is the block's output), or of a
        // reduction's update, a tensor over the spatial and reduction variables it mentions
        // (`exp(X[n, d] - max[n])` of a sum over `d`).
        let mut subs = Vec::new();
        match block.def {
            Def::Injective { value } => {
                subexprs(f, block, value, false, &mut subs);
                subs.remove(0);
            }
            Def::Reduce { update, .. } if !loads(f, update, block.output) => {
                subexprs(f, block, update, false, &mut subs)
            }
            Def::Reduce { .. } => {}
        }
        for e in subs {
            let Some(t) = m.expr_term(f, b, e) else { continue };
            if !t.worth_stashing() || t.mentions_free_reduction_var() {
                continue;
            }
            let mut vars = Vec::new();
            t.free_vars(&mut vars);
            if out.iter().any(|c: &Candidate| c.block == b && c.expr == Some(e)) {
                continue;
            }
            let (index, t) = indexed(f, e, t, block, &vars);
            out.push(Candidate {
                block: b,
                expr: Some(e),
                pattern: to_pattern(&t),
                index,
                output: None,
            });
        }
    }
    out.sort_by_key(|c| std::cmp::Reverse(c.pattern.size()));
    out
}

/// Whether `e` loads buffer `b`.
pub fn loads(f: &PrimFunc, e: ExprId, b: BufferId) -> bool {
    let mut read = Vec::new();
    crate::passes::padding::expr_buffers(f, e, &mut read);
    read.contains(&b)
}

/// `e` and its subexpressions, but for those of a `T.if_then_else`'s branches (`guarded`) that
/// are not [`defined_everywhere`]: a branch runs only where its condition picks it, while a
/// stash is computed at every index of its domain (`X[i - 1]` under `1 <= i` would be read at
/// `i = 0`).
fn subexprs(f: &PrimFunc, block: &BlockInfo, e: ExprId, guarded: bool, out: &mut Vec<ExprId>) {
    if !guarded || defined_everywhere(f, block, e) {
        out.push(e);
    }
    match f.expr(e) {
        Expr::Call(name, args) if name == "if_then_else" && args.len() == 3 => {
            subexprs(f, block, args[0], guarded, out);
            subexprs(f, block, args[1], true, out);
            subexprs(f, block, args[2], true, out);
        }
        node => visit::expr_children(node, |c| subexprs(f, block, c, guarded, out)),
    }
}

/// Whether `e` has a value at every point of the block's domain: every load it makes is within
/// its buffer's shape there, and every integer division is by a nonzero constant (float
/// arithmetic and math calls always give a value).
fn defined_everywhere(f: &PrimFunc, block: &BlockInfo, e: ExprId) -> bool {
    let vars = block.spatial.iter().chain(&block.reduce);
    let env: BTreeMap<VarId, Affine> = vars.clone().map(|(v, _)| (*v, Affine::sym(Sym::Var(*v)))).collect();
    let ranges = |s: &Sym| vars.clone().find(|(v, _)| *s == Sym::Var(*v)).map(|(_, n)| (0, n - 1));
    let in_bounds = |i: ExprId, dim: ExprId| {
        let bounds = affine_of(f, i, &env).and_then(|a| range_of(&a, &ranges));
        matches!((bounds, f.expr(dim)), (Some((lo, hi)), Expr::Int(n)) if lo >= 0 && hi < *n)
    };
    fn go(f: &PrimFunc, e: ExprId, in_bounds: &dyn Fn(ExprId, ExprId) -> bool) -> bool {
        let here = match f.expr(e) {
            Expr::Load(b, idx) => {
                let shape = &f.buffer(*b).shape;
                idx.len() == shape.len() && idx.iter().zip(shape).all(|(&i, &d)| in_bounds(i, d))
            }
            Expr::Binary(BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod, _, d) if f.dtype(e).is_int() => {
                matches!(f.expr(*d), Expr::Int(k) if *k != 0)
            }
            _ => true,
        };
        let mut ok = here;
        visit::expr_children(f.expr(e), |c| ok = ok && go(f, c, in_bounds));
        ok
    }
    go(f, e, &in_bounds)
}

/// The term with its spatial variables made pattern variables (inside quotients too).
fn to_pattern(t: &Term) -> Term {
    t.map_affines(&|a| {
        map_syms(a, &|s| match s {
            Sym::Var(v) => Affine::sym(Sym::Pat(*v)),
            other => Affine::sym(other.clone()),
        })
    })
}

/// The index variables of the subterm `e` of `block` (term `t`, mentioning the block variables
/// `vars`), in the block's order, and its term over them: a variable stands for the quotient
/// or the sum it is only used in.
fn indexed(f: &PrimFunc, e: ExprId, t: Term, block: &BlockInfo, vars: &[VarId]) -> (Vec<IndexVar>, Term) {
    let mentioned: Vec<(VarId, i128)> = block
        .spatial
        .iter()
        .chain(&block.reduce)
        .filter(|(v, _)| vars.contains(v))
        .copied()
        .collect();
    let (mut index, mut t, mut summed_away) = (Vec::new(), t, Vec::new());
    for &(var, n) in &mentioned {
        if summed_away.contains(&var) {
            continue;
        }
        if let Some((q, k)) = quotient_only(f, e, var) {
            t = requotiented(&t, var, k);
            let through = Some((q, Through::Quotient(k)));
            index.push(IndexVar {
                var,
                through,
                extent: (n + k - 1) / k,
            });
            continue;
        }
        if let Some((sum, (w, m))) = sum_only(f, e, var, &mentioned) {
            let u = t.map_affines(&|a| summed(a, &Sym::Var(var), &Sym::Var(w)));
            // The term says nothing else of `w` (every index holding it held `var + w`), or a
            // pattern variable for `w` would be bound by no index of the stash.
            let mut left = Vec::new();
            u.free_vars(&mut left);
            if !left.contains(&w) {
                t = u;
                summed_away.push(w);
                // `var + w` takes every value of `0..n + m - 1`.
                let through = Some((sum, Through::Sum(w)));
                index.push(IndexVar {
                    var,
                    through,
                    extent: n + m - 1,
                });
                continue;
            }
        }
        index.push(IndexVar {
            var,
            through: None,
            extent: n,
        });
    }
    (index, t)
}

/// The first node of `e` (pre-order) `pick` takes, with what it gives.
fn first<T>(f: &PrimFunc, e: ExprId, pick: &impl Fn(&Expr) -> Option<T>) -> Option<(ExprId, T)> {
    if let Some(x) = pick(f.expr(e)) {
        return Some((e, x));
    }
    let mut found = None;
    visit::expr_children(f.expr(e), |c| {
        if found.is_none() {
            found = first(f, c, pick);
        }
    });
    found
}

/// Whether every use of `v` in `e` is inside the expression `through`.
fn only_through(f: &PrimFunc, e: ExprId, v: VarId, through: ExprId) -> bool {
    if e == through {
        return true;
    }
    if matches!(f.expr(e), Expr::Var(x) if *x == v) {
        return false;
    }
    let mut ok = true;
    visit::expr_children(f.expr(e), |c| ok &= only_through(f, c, v, through));
    ok
}

/// The expression `v // k` (`k > 1`) when every use of `v` in `e` is that expression.
fn quotient_only(f: &PrimFunc, e: ExprId, v: VarId) -> Option<(ExprId, i128)> {
    let (q, k) = first(f, e, &|x| match x {
        Expr::Binary(BinOp::FloorDiv, a, b) => match (f.expr(*a), f.expr(*b)) {
            (Expr::Var(x), Expr::Int(k)) if *x == v && *k > 1 => Some(*k),
            _ => None,
        },
        _ => None,
    })?;
    only_through(f, e, v, q).then_some((q, k))
}

/// The expression `v + w` (either order) for another variable `w` of `others` (with its
/// extent) when every use of `v` and of `w` in `e` is that expression.
fn sum_only(f: &PrimFunc, e: ExprId, v: VarId, others: &[(VarId, i128)]) -> Option<(ExprId, (VarId, i128))> {
    let (sum, w) = first(f, e, &|x| {
        let Expr::Binary(BinOp::Add, a, b) = x else { return None };
        let (Expr::Var(a), Expr::Var(b)) = (f.expr(*a), f.expr(*b)) else {
            return None;
        };
        let w = if *a == v {
            *b
        } else if *b == v {
            *a
        } else {
            return None;
        };
        others.iter().find(|(x, _)| *x == w && w != v).copied()
    })?;
    (only_through(f, e, v, sum) && only_through(f, e, w.0, sum)).then_some((sum, w))
}

/// The term with `v // k` written as `v` (the candidate's index variable then stands for the
/// quotient).
fn requotiented(t: &Term, v: VarId, k: i128) -> Term {
    let quotient = Sym::Quot(Box::new(Affine::sym(Sym::Var(v))), k);
    t.map_affines(&|a| {
        map_syms(a, &|s| {
            if *s == quotient {
                Affine::sym(Sym::Var(v))
            } else {
                Affine::sym(s.clone())
            }
        })
    })
}

/// `a` with `c * v + c * w` written as `c * v` (the candidate's index variable then stands for
/// the sum), inside quotients and remainders too.
fn summed(a: &Affine, v: &Sym, w: &Sym) -> Affine {
    let mut out = Affine::constant(a.constant);
    for (s, c) in &a.terms {
        let s = match s {
            Sym::Quot(x, k) => Sym::Quot(Box::new(summed(x, v, w)), *k),
            Sym::Rem(x, k) => Sym::Rem(Box::new(summed(x, v, w)), *k),
            leaf => leaf.clone(),
        };
        out = out.add_scaled(&Affine::sym(s), *c);
    }
    if out.terms.get(v).is_some_and(|c| out.terms.get(w) == Some(c)) {
        out.terms.remove(w);
    }
    out
}

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
    /// too, put back in normal form), or `None` when one is unbound.
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
        Some(out)
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
                let diff = t.add_scaled(&rest, -1);
                if diff.constant % c != 0 || diff.terms.values().any(|d| d % c != 0) {
                    return false;
                }
                let x = Affine {
                    terms: diff.terms.into_iter().map(|(s, d)| (s, d / c)).collect(),
                    constant: diff.constant / c,
                };
                subst.insert(s, x);
                true
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
