//! What holds where a backward expression is written: the ranges of the block's variables and
//! of the affine expressions the conditions of the `T.if_then_else` branches around it bound
//! (under `0 <= j - k and j - k < 62`, `j - k` is in `0..=61` even though `j` is in `0..64`
//! and `k` in `0..3`), and the range of an index expression under them.
//!
//! Invariants: a fact is an inclusive range of an affine expression of block variables in
//! normal form (constant 0, first coefficient positive, coefficients coprime), at most one per
//! expression; every block variable has one (its domain, or narrower); a fact only ever holds
//! wherever the expression is evaluated (an expression written in several places of a block
//! keeps what holds at all of them).

use super::model::BlockInfo;
use super::term::{affine_of, range_of, range_with, Affine, Sym};
use crate::ir::semantics::floordiv;
use crate::ir::{visit, BinOp, Expr, ExprId, PrimFunc, VarId};
use hashbrown::HashMap;
use std::collections::BTreeMap;

/// Inclusive ranges of affine expressions of a block's variables.
pub type Facts = Vec<(Affine, (i128, i128))>;

/// For every expression under the stored values of `block` (`roots`), the facts wherever it is
/// written, joined over its places.
pub fn place_facts(g: &PrimFunc, block: &BlockInfo, roots: &[ExprId]) -> HashMap<ExprId, Facts> {
    let vars = block.spatial.iter().chain(&block.reduce);
    let env: BTreeMap<VarId, Affine> = vars.clone().map(|(v, _)| (*v, Affine::sym(Sym::Var(*v)))).collect();
    let domains: Facts = vars.map(|&(v, n)| (Affine::sym(Sym::Var(v)), (0, n - 1))).collect();
    let mut places = HashMap::new();
    for &r in roots {
        place(g, &env, r, &domains, &mut places);
    }
    places
}

/// The range of a variable-like symbol under `facts`.
pub fn sym_range(facts: &Facts, s: &Sym) -> Option<(i128, i128)> {
    facts
        .iter()
        .find(|(a, _)| a.terms.len() == 1 && a.terms.get(s) == Some(&1))
        .map(|(_, r)| *r)
}

/// The range of `a` under `facts`: the tightest of its interval over the symbols' ranges and,
/// for each fact `e` in `lo..=hi` it can be written around as `a = s * e + rest`, of
/// `s * (lo..=hi) + rest` (`j - k` itself, or `j - k + 1`, under a bound of `j - k`).
pub fn range_under(a: &Affine, facts: &Facts) -> Option<(i128, i128)> {
    let syms = |s: &Sym| sym_range(facts, s);
    // A quotient's range from its operand's under the facts (`(i - 3 * k) // 2` is in `0..=7`
    // under `0 <= i - 3 * k < 16`, where `i` and `k` alone would give `-3..=10`).
    let mut best = range_with(a, &syms, &|x| range_under(x, facts));
    for (e, (lo, hi)) in facts {
        let Some((lead, c)) = e.terms.iter().next() else {
            continue;
        };
        let Some(ca) = a.terms.get(lead) else { continue };
        if ca % c != 0 {
            continue;
        }
        let s = ca / c;
        let Some((rl, rh)) = range_of(&a.add_scaled(e, -s), &syms) else {
            continue;
        };
        let (p, q) = (s.checked_mul(*lo), s.checked_mul(*hi));
        let (Some(p), Some(q)) = (p, q) else { continue };
        let (Some(l), Some(h)) = (rl.checked_add(p.min(q)), rh.checked_add(p.max(q))) else {
            continue;
        };
        best = Some(best.map_or((l, h), |(bl, bh)| (bl.max(l), bh.min(h))));
    }
    best
}

/// Records the facts at `e` and every node under it.
fn place(g: &PrimFunc, env: &BTreeMap<VarId, Affine>, e: ExprId, facts: &Facts, places: &mut HashMap<ExprId, Facts>) {
    match places.get_mut(&e) {
        // What holds at every place: the hull of each range known at both.
        Some(joined) => joined.retain_mut(|(a, (lo, hi))| match facts.iter().find(|(x, _)| x == a) {
            Some((_, (l, h))) => {
                *lo = (*lo).min(*l);
                *hi = (*hi).max(*h);
                true
            }
            None => false,
        }),
        None => {
            places.insert(e, facts.clone());
        }
    }
    // `T.if_then_else` evaluates only the branch its condition picks.
    if let Expr::Call(name, args) = g.expr(e) {
        if name == "if_then_else" && args.len() == 3 {
            place(g, env, args[0], facts, places);
            for (branch, holds) in [(args[1], true), (args[2], false)] {
                let mut inner = facts.clone();
                narrow(g, env, args[0], holds, &mut inner);
                place(g, env, branch, &inner, places);
            }
            return;
        }
    }
    visit::expr_children(g.expr(e), |c| place(g, env, c, facts, places));
}

/// Adds to `facts` what `cond` (or, `holds` false, its negation) implies: a comparison of two
/// affine expressions bounds their difference, a conjunction that holds (or a disjunction that
/// fails) each part.
fn narrow(g: &PrimFunc, env: &BTreeMap<VarId, Affine>, cond: ExprId, holds: bool, facts: &mut Facts) {
    let (op, a, b) = match *g.expr(cond) {
        Expr::Binary(op, a, b) => (op, a, b),
        Expr::Not(a) => return narrow(g, env, a, !holds, facts),
        _ => return,
    };
    if (op == BinOp::And && holds) || (op == BinOp::Or && !holds) {
        narrow(g, env, a, holds, facts);
        narrow(g, env, b, holds, facts);
        return;
    }
    let op = match (op, holds) {
        (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq, true) => op,
        (BinOp::Lt, false) => BinOp::Ge,
        (BinOp::Le, false) => BinOp::Gt,
        (BinOp::Gt, false) => BinOp::Le,
        (BinOp::Ge, false) => BinOp::Lt,
        _ => return,
    };
    let (Some(x), Some(y)) = (affine_of(g, a, env), affine_of(g, b, env)) else {
        return;
    };
    // `x op y` is `e op -c` for `e + c = x - y`.
    let mut e = x.add_scaled(&y, -1);
    let c = std::mem::take(&mut e.constant);
    if e.terms.is_empty() {
        return;
    }
    let Some((lo, hi)) = range_under(&e, facts) else { return };
    let (lo, hi) = match op {
        BinOp::Lt => (lo, hi.min(-c - 1)),
        BinOp::Le => (lo, hi.min(-c)),
        BinOp::Gt => (lo.max(-c + 1), hi),
        BinOp::Ge => (lo.max(-c), hi),
        _ => (lo.max(-c), hi.min(-c)),
    };
    // Normal form: `g * e'` in `lo..=hi` is `e'` in `ceil(lo / g)..=floor(hi / g)`, with `g`
    // the coefficients' gcd, signed as the first one.
    let first = *e.terms.values().next().unwrap_or(&1);
    let d = e.terms.values().fold(0, |d, &k| gcd(d, k)) * first.signum();
    let e = Affine {
        terms: e.terms.into_iter().map(|(s, k)| (s, k / d)).collect(),
        constant: 0,
    };
    let (lo, hi) = if d > 0 { (lo, hi) } else { (hi, lo) };
    let r = (div_ceil(lo, d), floordiv(hi, d));
    match facts.iter_mut().find(|(x, _)| *x == e) {
        Some((_, known)) => *known = (known.0.max(r.0), known.1.min(r.1)),
        None => facts.push((e, r)),
    }
}

/// The greatest common divisor of `a` and `b`, non-negative (coefficients of facts and of
/// index equations).
pub(super) fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

fn div_ceil(a: i128, d: i128) -> i128 {
    -floordiv(-a, d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::tensor_cse::model::Model;

    fn var(k: u32) -> Sym {
        Sym::Var(VarId(k))
    }

    /// `c0 * v0 + c1 * v1 + k`.
    fn lin(c0: i128, c1: i128, k: i128) -> Affine {
        Affine::sym(var(0))
            .scaled(c0)
            .add_scaled(&Affine::sym(var(1)), c1)
            .add_scaled(&Affine::constant(k), 1)
    }

    #[test]
    fn a_bound_difference_bounds_the_index_it_offsets() {
        // j in 0..64, k in 0..3, and 0 <= j - k < 62 (as `j - k` in 0..=61).
        let facts: Facts = vec![
            (Affine::sym(var(0)), (0, 63)),
            (Affine::sym(var(1)), (0, 2)),
            (lin(1, -1, 0), (0, 61)),
        ];
        assert_eq!(range_of(&lin(1, -1, 0), &|s| sym_range(&facts, s)), Some((-2, 63)));
        assert_eq!(range_under(&lin(1, -1, 0), &facts), Some((0, 61)));
        assert_eq!(range_under(&lin(1, -1, 1), &facts), Some((1, 62)));
        assert_eq!(range_under(&lin(-1, 1, 61), &facts), Some((0, 61)));
        assert_eq!(range_under(&lin(2, -2, 0), &facts), Some((0, 122)));
    }

    #[test]
    fn a_quotient_takes_its_range_from_its_bound_operand() {
        // i in 0..21, k in 0..3, 0 <= i - 3 k < 16: (i - 3 k) // 2 is in 0..=7 (a strided
        // convolution's transposed read), where i and k alone give -3..=10.
        let facts: Facts = vec![
            (Affine::sym(var(0)), (0, 20)),
            (Affine::sym(var(1)), (0, 2)),
            (lin(1, -3, 0), (0, 15)),
        ];
        let quotient = Affine::sym(Sym::Quot(Box::new(lin(1, -3, 0)), 2));
        assert_eq!(range_of(&quotient, &|s| sym_range(&facts, s)), Some((-3, 10)));
        assert_eq!(range_under(&quotient, &facts), Some((0, 7)));
        assert_eq!(
            range_under(&quotient.add_scaled(&Affine::constant(1), 1), &facts),
            Some((1, 8))
        );
    }

    /// The facts at the load of `X` in the one block of `guard`'s function.
    fn at_load(guard: &str) -> (Affine, Facts) {
        let src = format!(
            "@T.prim_func\ndef f(X: T.Buffer((64,), \"float32\"), Y: T.Buffer((64,), \"float32\")):\n    \
             for j, k in T.grid(64, 3):\n        with T.sblock(\"Y\"):\n            \
             v_j, v_k = T.axis.remap(\"SR\", [j, k])\n            with T.init():\n                \
             Y[v_j] = T.float32(0.0)\n            \
             Y[v_j] = Y[v_j] + T.if_then_else({guard}, X[v_j - v_k], T.float32(0.0))\n"
        );
        let module = crate::parse_module("t.py", &src).unwrap();
        let f = module.funcs[0].clone();
        let m = Model::of(&f);
        let block = &m.blocks[0];
        let super::super::model::Def::Reduce { update, .. } = block.def else {
            panic!("{:?}", block.def)
        };
        let places = place_facts(&f, block, &[update]);
        let (load, index) = places
            .keys()
            .find_map(|&e| match f.expr(e) {
                Expr::Load(_, idx) if idx.len() == 1 && matches!(f.expr(idx[0]), Expr::Binary(..)) => Some((e, idx[0])),
                _ => None,
            })
            .unwrap();
        let env = block
            .spatial
            .iter()
            .chain(&block.reduce)
            .map(|(v, _)| (*v, Affine::sym(Sym::Var(*v))))
            .collect();
        let index = affine_of(&f, index, &env).unwrap();
        (index, places[&load].clone())
    }

    #[test]
    fn guards_comparing_affine_expressions_bound_their_difference() {
        for guard in [
            "0 <= v_j - v_k and v_j - v_k < 62",
            "v_k <= v_j and v_j < v_k + 62",
            "v_j >= v_k and 2 * v_k - 2 * v_j > -123",
            "not (v_j < v_k or 61 < v_j - v_k)",
        ] {
            let (index, facts) = at_load(guard);
            assert_eq!(range_under(&index, &facts), Some((0, 61)), "{guard}: {facts:?}");
        }
        // A guard on something else leaves the interval of the index's variables.
        let (index, facts) = at_load("v_j < 62");
        assert_eq!(range_under(&index, &facts), Some((-2, 61)));
    }
}
