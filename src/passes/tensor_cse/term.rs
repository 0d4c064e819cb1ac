//! Tensor terms: the value a block computes at one element, with every injective intermediate
//! inlined and every reduction kept whole, over index expressions in affine normal form (so
//! `extracted[b, h, w, 7 - c]` of `X[b, 7 - c, h, w]` reads `X[b, c, h, w]` again).
//!
//! Invariants: a term is built only from what it can follow exactly (a load of a buffer with
//! one defining block is inlined or becomes a reduction; anything else is `None`); index
//! expressions are affine with integer coefficients, in a canonical order, over variables and
//! over the floor quotients and remainders of affine expressions by positive constants (group
//! norm's `c // 4` is one symbol, compared by its affine operand and divisor: built by
//! [`divided`], never of an operand known to lie within one period, and a remainder's operand
//! holds no remainder by a multiple of its divisor); reduction variables are named by nesting
//! depth and position (`R(d, k)`), so two reductions with the same domain and body are equal
//! terms whatever their variables were called.

use crate::ir::{BinOp, DataType, Expr, ExprId, PrimFunc, VarId};
use std::collections::BTreeMap;

/// A symbol of an index expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sym {
    /// A spatial iteration variable of the block the term belongs to.
    Var(VarId),
    /// The `k`-th reduction variable of the reduction at nesting depth `d`.
    Red(u32, u32),
    /// A pattern variable: a spatial variable of a forward block, to be bound by matching.
    Pat(VarId),
    /// `floordiv(a, k)` of an affine `a` that is not a constant, by a constant `k > 0`.
    Quot(Box<Affine>, i128),
    /// `floormod(a, k)` likewise.
    Rem(Box<Affine>, i128),
}

impl Sym {
    /// Calls `visit` on every variable-like symbol (not quotients or remainders) the symbol
    /// holds: itself, or those of its operand.
    pub fn each_leaf(&self, visit: &mut impl FnMut(&Sym)) {
        match self {
            Sym::Quot(a, _) | Sym::Rem(a, _) => a.terms.keys().for_each(|s| s.each_leaf(visit)),
            leaf => visit(leaf),
        }
    }
}

/// `sum(coeff * sym) + constant`, zero coefficients dropped.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Affine {
    /// Coefficients by symbol.
    pub terms: BTreeMap<Sym, i128>,
    /// The constant.
    pub constant: i128,
}

impl Affine {
    /// The constant `c`.
    pub fn constant(c: i128) -> Affine {
        Affine {
            terms: BTreeMap::new(),
            constant: c,
        }
    }

    /// The symbol `s`.
    pub fn sym(s: Sym) -> Affine {
        Affine {
            terms: BTreeMap::from([(s, 1)]),
            constant: 0,
        }
    }

    /// `self + k * other`.
    pub fn add_scaled(&self, other: &Affine, k: i128) -> Affine {
        let mut out = self.clone();
        for (s, c) in &other.terms {
            let e = out.terms.entry(s.clone()).or_insert(0);
            *e += k * c;
            if *e == 0 {
                out.terms.remove(s);
            }
        }
        out.constant += k * other.constant;
        out
    }

    /// `k * self`.
    pub fn scaled(&self, k: i128) -> Affine {
        Affine::constant(0).add_scaled(self, k)
    }

    /// `self / k` when `k` divides every coefficient and the constant.
    pub fn divided_exactly(&self, k: i128) -> Option<Affine> {
        if k == 0 || self.constant % k != 0 || self.terms.values().any(|c| c % k != 0) {
            return None;
        }
        Some(Affine {
            terms: self.terms.iter().map(|(s, c)| (s.clone(), c / k)).collect(),
            constant: self.constant / k,
        })
    }
}

/// A tensor term.
#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    /// A constant (bits of an `f64` for floats) of a dtype.
    Const(DataType, u64),
    /// An index expression used as a value.
    Index(DataType, Affine),
    /// A load of a buffer the term does not inline (a parameter), by name.
    Leaf(String, Vec<Affine>),
    /// A binary operation.
    Op(BinOp, Box<Term>, Box<Term>),
    /// A cast.
    Cast(DataType, Box<Term>),
    /// A logical not.
    Not(Box<Term>),
    /// `T.Select`.
    Select(Box<Term>, Box<Term>, Box<Term>),
    /// An intrinsic call by name.
    Call(String, Vec<Term>),
    /// A reduction: combiner, initial value, domain extents, body over `Red(depth, k)`.
    Reduce {
        /// The combiner (`Add`, `Mul`, `Min`, `Max`).
        op: BinOp,
        /// The value before the first step.
        init: Box<Term>,
        /// The reduction domain, one extent per reduction variable.
        extents: Vec<i128>,
        /// The reduction's nesting depth (its variables are `Red(depth, k)`).
        depth: u32,
        /// The value combined at each point.
        body: Box<Term>,
    },
}

impl Term {
    /// Number of nodes (the measure of "largest").
    pub fn size(&self) -> usize {
        match self {
            Term::Const(..) | Term::Index(..) | Term::Leaf(..) => 1,
            Term::Op(_, a, b) => 1 + a.size() + b.size(),
            Term::Cast(_, a) | Term::Not(a) => 1 + a.size(),
            Term::Select(c, t, e) => 1 + c.size() + t.size() + e.size(),
            Term::Call(_, args) => 1 + args.iter().map(Term::size).sum::<usize>(),
            Term::Reduce { init, body, .. } => 1 + init.size() + body.size(),
        }
    }

    /// The size of the smallest term it may match: a selection may match one of its branches
    /// alone where the backward's guards decide its condition.
    pub fn smallest_match(&self) -> usize {
        match self {
            Term::Const(..) | Term::Index(..) | Term::Leaf(..) => 1,
            Term::Op(_, a, b) => 1 + a.smallest_match() + b.smallest_match(),
            Term::Cast(_, a) | Term::Not(a) => 1 + a.smallest_match(),
            Term::Select(_, t, e) => t.smallest_match().min(e.smallest_match()),
            Term::Call(name, args) if name == "if_then_else" && args.len() == 3 => {
                args[1].smallest_match().min(args[2].smallest_match())
            }
            Term::Call(_, args) => 1 + args.iter().map(Term::smallest_match).sum::<usize>(),
            Term::Reduce { init, body, .. } => 1 + init.smallest_match() + body.smallest_match(),
        }
    }

    /// The condition and branches of a selection (`T.Select`, `T.if_then_else`).
    pub fn selection(&self) -> Option<(&Term, &Term, &Term)> {
        match self {
            Term::Select(c, t, e) => Some((c, t, e)),
            Term::Call(name, args) if name == "if_then_else" && args.len() == 3 => Some((&args[0], &args[1], &args[2])),
            _ => None,
        }
    }

    /// Arithmetic operations at the top level of the term (not inside reductions), and whether
    /// it holds a call or a reduction: a term worth a stash is more than one arithmetic
    /// operation over values the backward reads anyway.
    pub fn worth_stashing(&self) -> bool {
        fn walk(t: &Term, ops: &mut usize, heavy: &mut bool) {
            match t {
                Term::Const(..) | Term::Index(..) | Term::Leaf(..) => {}
                Term::Op(op, a, b) => {
                    *ops += op.is_counted() as usize;
                    walk(a, ops, heavy);
                    walk(b, ops, heavy);
                }
                Term::Cast(_, a) | Term::Not(a) => walk(a, ops, heavy),
                Term::Select(c, a, b) => {
                    walk(c, ops, heavy);
                    walk(a, ops, heavy);
                    walk(b, ops, heavy);
                }
                Term::Call(name, args) => {
                    *heavy |= !matches!(name.as_str(), "if_then_else" | "likely");
                    args.iter().for_each(|a| walk(a, ops, heavy));
                }
                Term::Reduce { .. } => *heavy = true,
            }
        }
        let (mut ops, mut heavy) = (0, false);
        walk(self, &mut ops, &mut heavy);
        heavy || ops >= 2
    }

    /// Whether a reduction variable occurs free in the term (not bound by a reduction inside
    /// it): such a term belongs inside a reduction and is no tensor of its own.
    pub fn mentions_free_reduction_var(&self) -> bool {
        fn go(t: &Term, bound: &mut Vec<u32>) -> bool {
            let affine = |a: &Affine, bound: &[u32]| {
                let mut free = false;
                for s in a.terms.keys() {
                    s.each_leaf(&mut |s| free |= matches!(s, Sym::Red(d, _) if !bound.contains(d)));
                }
                free
            };
            match t {
                Term::Const(..) => false,
                Term::Index(_, a) => affine(a, bound),
                Term::Leaf(_, idx) => idx.iter().any(|a| affine(a, bound)),
                Term::Op(_, a, b) => go(a, bound) || go(b, bound),
                Term::Cast(_, a) | Term::Not(a) => go(a, bound),
                Term::Select(c, a, b) => go(c, bound) || go(a, bound) || go(b, bound),
                Term::Call(_, args) => args.iter().any(|a| go(a, bound)),
                Term::Reduce { init, depth, body, .. } => {
                    if go(init, bound) {
                        return true;
                    }
                    bound.push(*depth);
                    let free = go(body, bound);
                    bound.pop();
                    free
                }
            }
        }
        go(self, &mut Vec::new())
    }

    /// The spatial variables the term mentions.
    pub fn free_vars(&self, out: &mut Vec<VarId>) {
        let affine = |a: &Affine, out: &mut Vec<VarId>| {
            for s in a.terms.keys() {
                s.each_leaf(&mut |s| {
                    if let Sym::Var(v) = s {
                        if !out.contains(v) {
                            out.push(*v);
                        }
                    }
                });
            }
        };
        match self {
            Term::Const(..) => {}
            Term::Index(_, a) => affine(a, out),
            Term::Leaf(_, idx) => idx.iter().for_each(|a| affine(a, out)),
            Term::Op(_, a, b) => {
                a.free_vars(out);
                b.free_vars(out);
            }
            Term::Cast(_, a) | Term::Not(a) => a.free_vars(out),
            Term::Select(c, a, b) => {
                c.free_vars(out);
                a.free_vars(out);
                b.free_vars(out);
            }
            Term::Call(_, args) => args.iter().for_each(|a| a.free_vars(out)),
            Term::Reduce { init, body, .. } => {
                init.free_vars(out);
                body.free_vars(out);
            }
        }
    }
}

/// `a` with `f` applied to every symbol (inside quotients and remainders first, then to the
/// symbol itself), the result collected back into normal form.
pub fn map_syms(a: &Affine, f: &impl Fn(&Sym) -> Affine) -> Affine {
    let mut out = Affine::constant(a.constant);
    for (s, c) in &a.terms {
        let s = match s {
            Sym::Quot(x, k) => Sym::Quot(Box::new(map_syms(x, f)), *k),
            Sym::Rem(x, k) => Sym::Rem(Box::new(map_syms(x, f)), *k),
            leaf => leaf.clone(),
        };
        out = out.add_scaled(&f(&s), *c);
    }
    out
}

impl Term {
    /// The term with `f` applied to every index expression.
    pub fn map_affines(&self, f: &impl Fn(&Affine) -> Affine) -> Term {
        let m = |t: &Term| Box::new(t.map_affines(f));
        match self {
            Term::Const(..) => self.clone(),
            Term::Index(dt, x) => Term::Index(*dt, f(x)),
            Term::Leaf(n, idx) => Term::Leaf(n.clone(), idx.iter().map(f).collect()),
            Term::Op(op, x, y) => Term::Op(*op, m(x), m(y)),
            Term::Cast(dt, x) => Term::Cast(*dt, m(x)),
            Term::Not(x) => Term::Not(m(x)),
            Term::Select(c, x, y) => Term::Select(m(c), m(x), m(y)),
            Term::Call(n, args) => Term::Call(n.clone(), args.iter().map(|a| a.map_affines(f)).collect()),
            Term::Reduce {
                op,
                init,
                extents,
                depth,
                body,
            } => Term::Reduce {
                op: *op,
                init: m(init),
                extents: extents.clone(),
                depth: *depth,
                body: m(body),
            },
        }
    }
}

/// What a term builder needs to know about the function: how to inline a buffer.
pub trait Definitions {
    /// The term of `buffer[index]` when the buffer is defined by one block (inlined or a
    /// reduction), at reduction depth `depth`; `None` when it is a leaf.
    fn inline(&self, f: &PrimFunc, buffer: crate::ir::BufferId, index: &[Affine], depth: u32) -> Option<Option<Term>>;
}

/// The term of expression `e` with the spatial variables of `env` (others: `None`).
pub fn term_of(
    f: &PrimFunc,
    defs: &dyn Definitions,
    e: ExprId,
    env: &BTreeMap<VarId, Affine>,
    depth: u32,
) -> Option<Term> {
    let dtype = f.dtype(e);
    if dtype.lanes != 1 {
        return None;
    }
    Some(match f.expr(e) {
        Expr::Int(v) => Term::Const(dtype, *v as u64),
        Expr::Float(bits) => Term::Const(dtype, *bits),
        Expr::Var(_) | Expr::Binary(..) if dtype.is_int() && affine_of(f, e, env).is_some() => {
            Term::Index(dtype, affine_of(f, e, env)?)
        }
        Expr::Var(_) => return None,
        Expr::Binary(op, a, b) => Term::Op(
            *op,
            Box::new(term_of(f, defs, *a, env, depth)?),
            Box::new(term_of(f, defs, *b, env, depth)?),
        ),
        Expr::Cast(a) => Term::Cast(dtype, Box::new(term_of(f, defs, *a, env, depth)?)),
        Expr::Not(a) => Term::Not(Box::new(term_of(f, defs, *a, env, depth)?)),
        Expr::Select(c, a, b) => Term::Select(
            Box::new(term_of(f, defs, *c, env, depth)?),
            Box::new(term_of(f, defs, *a, env, depth)?),
            Box::new(term_of(f, defs, *b, env, depth)?),
        ),
        Expr::Call(name, args) => Term::Call(
            name.to_string(),
            args.iter()
                .map(|&a| term_of(f, defs, a, env, depth))
                .collect::<Option<Vec<_>>>()?,
        ),
        Expr::Load(b, idx) => {
            let index: Vec<Affine> = idx.iter().map(|&i| affine_of(f, i, env)).collect::<Option<_>>()?;
            match defs.inline(f, *b, &index, depth) {
                Some(inlined) => inlined?,
                None => Term::Leaf(f.buffer(*b).name.clone(), index),
            }
        }
        _ => return None,
    })
}

/// The affine form of an integer index expression under `env`.
pub fn affine_of(f: &PrimFunc, e: ExprId, env: &BTreeMap<VarId, Affine>) -> Option<Affine> {
    match f.expr(e) {
        Expr::Int(v) => Some(Affine::constant(*v)),
        Expr::Var(v) => env.get(v).cloned(),
        Expr::Binary(BinOp::Add, a, b) => Some(affine_of(f, *a, env)?.add_scaled(&affine_of(f, *b, env)?, 1)),
        Expr::Binary(BinOp::Sub, a, b) => Some(affine_of(f, *a, env)?.add_scaled(&affine_of(f, *b, env)?, -1)),
        Expr::Binary(BinOp::Mul, a, b) => {
            let (x, y) = (affine_of(f, *a, env)?, affine_of(f, *b, env)?);
            if x.terms.is_empty() {
                Some(y.scaled(x.constant))
            } else if y.terms.is_empty() {
                Some(x.scaled(y.constant))
            } else {
                None
            }
        }
        Expr::Binary(op @ (BinOp::FloorDiv | BinOp::FloorMod), a, b) => {
            let Expr::Int(k) = *f.expr(*b) else { return None };
            let x = affine_of(f, *a, env)?;
            divided(*op, x, k, &|_| None)
        }
        _ => None,
    }
}

/// Inclusive ranges of symbols, where known.
pub type Ranges<'a> = &'a dyn Fn(&Sym) -> Option<(i128, i128)>;

/// `floordiv(x, k)` or `floormod(x, k)` for a constant `k > 0`, in normal form: the terms of
/// `x` whose coefficients `k` divides leave the quotient (`(4*g + ci) // 4` is `g + ci // 4`)
/// and the remainder, and in a remainder a remainder by a multiple of `k` is its operand
/// (`(a % 32 + 16) % 32` is `(a + 16) % 32`: they differ by a multiple of 32); what is left
/// folds when it is constant or, by `ranges`, within one period `m*k..m*k + k` (`ci // 4` is 0
/// for `ci` in `0..4`, `(j + 32) % 32` is `j` for `j` in `0..32`), and is one symbol otherwise.
pub fn divided(op: BinOp, x: Affine, k: i128, ranges: Ranges) -> Option<Affine> {
    use crate::ir::semantics::floordiv;
    if k <= 0 {
        return None;
    }
    let quotient = op == BinOp::FloorDiv;
    let (mut whole, mut part) = (Affine::constant(0), Affine::constant(x.constant));
    for (s, c) in x.terms {
        match s {
            // `a % m` is `a` less a multiple of `m`, so of `k`.
            Sym::Rem(a, m) if !quotient && m % k == 0 => part = part.add_scaled(&a, c),
            s if c % k == 0 => {
                whole.terms.insert(s, c / k);
            }
            s => part = part.add_scaled(&Affine::sym(s), c),
        }
    }
    if !quotient {
        // The multiples of `k` an unwrapped remainder's operand brought in.
        part.terms.retain(|_, c| *c % k != 0);
    }
    let period = range_of(&part, ranges)
        .map(|(lo, hi)| (floordiv(lo, k), floordiv(hi, k)))
        .and_then(|(m, n)| (m == n).then_some(m));
    let rest = match (period, quotient) {
        (Some(m), true) => Affine::constant(m),
        (Some(m), false) => part.add_scaled(&Affine::constant(m), -k),
        (None, true) => Affine::sym(Sym::Quot(Box::new(part), k)),
        (None, false) => Affine::sym(Sym::Rem(Box::new(part), k)),
    };
    Some(if quotient { whole.add_scaled(&rest, 1) } else { rest })
}

/// `a` with every `k * (x // k) + x % k` (scaled alike) written as `x`, and every
/// `x - k * (x // k)` (scaled alike, `x`'s variable terms all in `a`) as `x % k`, until none
/// is left (`32 * (k // 32) + k % 32` is `k`, the index split into quotient and remainder put
/// back; `k - 32 * (k // 32)`, what a flat index leaves once its quotient is bound, is
/// `k % 32`, whose range is one period).
pub fn recombined(mut a: Affine) -> Affine {
    loop {
        let pair = a.terms.iter().find_map(|(s, &c)| match s {
            Sym::Rem(x, k) => {
                let q = Sym::Quot(x.clone(), *k);
                (a.terms.get(&q) == Some(&(c * k))).then(|| (s.clone(), q, (**x).clone(), c))
            }
            _ => None,
        });
        if let Some((rem, quot, x, c)) = pair {
            a.terms.remove(&rem);
            a.terms.remove(&quot);
            a = a.add_scaled(&x, c);
            continue;
        }
        let remainder = a.terms.iter().find_map(|(s, &d)| match s {
            Sym::Quot(x, k) if d % k == 0 && !x.terms.is_empty() => {
                let c = -d / k;
                let all_in = x.terms.iter().all(|(v, &e)| a.terms.get(v) == Some(&(c * e)));
                all_in.then(|| (s.clone(), (**x).clone(), *k, c))
            }
            _ => None,
        });
        let Some((quot, x, k, c)) = remainder else { return a };
        a.terms.remove(&quot);
        a = a
            .add_scaled(&x, -c)
            .add_scaled(&Affine::sym(Sym::Rem(Box::new(x), k)), c);
    }
}

/// The value of `a` where its only symbol `v` (inside quotients and remainders too) is `x`.
pub fn value_at(a: &Affine, v: &Sym, x: i128) -> Option<i128> {
    use crate::ir::semantics::{floordiv, floormod};
    let mut sum = a.constant;
    for (s, &c) in &a.terms {
        let y = match s {
            Sym::Quot(inner, k) => floordiv(value_at(inner, v, x)?, *k),
            Sym::Rem(inner, k) => floormod(value_at(inner, v, x)?, *k),
            leaf if leaf == v => x,
            _ => return None,
        };
        sum = sum.checked_add(c.checked_mul(y)?)?;
    }
    Some(sum)
}

/// The inclusive range of `a` when every symbol's is known.
pub fn range_of(a: &Affine, ranges: Ranges) -> Option<(i128, i128)> {
    range_with(a, ranges, &|inner| range_of(inner, ranges))
}

/// The inclusive range of `a`, each variable-like symbol's from `ranges` and each quotient's
/// from its operand's, `operand` of it.
pub fn range_with(
    a: &Affine,
    ranges: Ranges,
    operand: &dyn Fn(&Affine) -> Option<(i128, i128)>,
) -> Option<(i128, i128)> {
    use crate::ir::semantics::floordiv;
    let (mut lo, mut hi) = (a.constant, a.constant);
    for (s, &c) in &a.terms {
        let (x, y) = match s {
            Sym::Quot(inner, k) => {
                let (x, y) = operand(inner)?;
                (floordiv(x, *k), floordiv(y, *k))
            }
            Sym::Rem(_, k) => (0, k - 1),
            leaf => ranges(leaf)?,
        };
        let (p, q) = (c.checked_mul(x)?, c.checked_mul(y)?);
        lo = lo.checked_add(p.min(q))?;
        hi = hi.checked_add(p.max(q))?;
    }
    Some((lo, hi))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn var(k: u32) -> Affine {
        Affine::sym(Sym::Var(VarId(k)))
    }

    /// `k` in `0..32`, others unknown.
    fn ranges(s: &Sym) -> Option<(i128, i128)> {
        (*s == Sym::Var(VarId(0))).then_some((0, 31))
    }

    #[test]
    fn a_division_within_one_period_folds() {
        let k = var(0);
        let shifted = k.add_scaled(&Affine::constant(32), 1);
        assert_eq!(
            divided(BinOp::FloorDiv, shifted.clone(), 32, &ranges),
            Some(Affine::constant(1))
        );
        assert_eq!(divided(BinOp::FloorMod, shifted, 32, &ranges), Some(k.clone()));
        // Across two periods it stays a symbol.
        let across = k.add_scaled(&Affine::constant(16), 1);
        let r = divided(BinOp::FloorMod, across.clone(), 32, &ranges);
        assert_eq!(r, Some(Affine::sym(Sym::Rem(Box::new(across), 32))));
    }

    #[test]
    fn a_remainder_by_a_multiple_of_the_divisor_is_its_operand() {
        // ((v + 16) % 64 + 16) % 32 is (v + 32) % 32 (the constant stays).
        let v = var(1);
        let inner = divided(BinOp::FloorMod, v.add_scaled(&Affine::constant(16), 1), 64, &ranges).unwrap();
        let outer = divided(BinOp::FloorMod, inner.add_scaled(&Affine::constant(16), 1), 32, &ranges);
        assert_eq!(
            outer,
            Some(Affine::sym(Sym::Rem(
                Box::new(v.add_scaled(&Affine::constant(32), 1)),
                32
            )))
        );
        // Not in a quotient, nor by a divisor the inner one is no multiple of.
        let inner = divided(BinOp::FloorMod, v.clone(), 48, &ranges).unwrap();
        let q = divided(BinOp::FloorDiv, inner.clone(), 16, &ranges).unwrap();
        assert_eq!(q, Affine::sym(Sym::Quot(Box::new(inner.clone()), 16)));
        let r = divided(BinOp::FloorMod, inner.clone(), 32, &ranges).unwrap();
        assert_eq!(r, Affine::sym(Sym::Rem(Box::new(inner), 32)));
    }

    #[test]
    fn a_split_index_is_put_back_together() {
        let v = var(1);
        let q = divided(BinOp::FloorDiv, v.clone(), 32, &ranges).unwrap();
        let r = divided(BinOp::FloorMod, v.clone(), 32, &ranges).unwrap();
        assert_eq!(recombined(q.scaled(32).add_scaled(&r, 1)), v);
        assert_eq!(recombined(q.scaled(64).add_scaled(&r, 2)), v.scaled(2));
        // Not when the quotient's coefficient is not the divisor's multiple of the remainder's.
        let kept = q.scaled(16).add_scaled(&r, 1);
        assert_eq!(recombined(kept.clone()), kept);
    }

    #[test]
    fn an_operand_less_its_quotient_is_its_remainder() {
        // k - 32 * (k // 32) is k % 32, whose range is one period where the sum's is not.
        let v = var(1);
        let q = divided(BinOp::FloorDiv, v.clone(), 32, &ranges).unwrap();
        let r = divided(BinOp::FloorMod, v.clone(), 32, &ranges).unwrap();
        assert_eq!(recombined(v.add_scaled(&q, -32)), r);
        assert_eq!(range_of(&recombined(v.add_scaled(&q, -32)), &ranges), Some((0, 31)));
        // Scaled alike, beside other terms: 2 k - 64 (k // 32) + 5 is 2 (k % 32) + 5.
        let five = Affine::constant(5);
        assert_eq!(
            recombined(v.scaled(2).add_scaled(&q, -64).add_scaled(&five, 1)),
            r.scaled(2).add_scaled(&five, 1)
        );
        // An operand with a constant: (k + 3) - 8 ((k + 3) // 8) is (k + 3) % 8.
        let shifted = v.add_scaled(&Affine::constant(3), 1);
        let q8 = Affine::sym(Sym::Quot(Box::new(shifted.clone()), 8));
        let r8 = Affine::sym(Sym::Rem(Box::new(shifted.clone()), 8));
        assert_eq!(recombined(shifted.add_scaled(&q8, -8)), r8);
        // Not when the operand's terms are not all there, or not scaled alike.
        let kept = v.add_scaled(&q, -16);
        assert_eq!(recombined(kept.clone()), kept);
        let kept = v.scaled(2).add_scaled(&q, -32);
        assert_eq!(recombined(kept.clone()), kept);
    }
}
