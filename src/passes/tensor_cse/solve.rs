//! Index equations a match solves together: a pattern index (over the candidate's pattern
//! variables) equal to a backward index, where the variables cannot be bound one index at a
//! time because several stand in one index or one stands only under `//` or `%`. Three rules,
//! tried until none binds anything more:
//!
//! - several variables in one index are split by their coefficients as the digits of a mixed
//!   radix: `32 * n + j = k` gives `j = k % 32` and `n = k // 32` (the forward reading
//!   `X[32 * n + j]`, the backward `X[k]`);
//! - a quotient and a remainder of the same operand by the same constant put it back together:
//!   `k // 32 = n` and `k % 32 = j` give `k = 32 * n + j` (the forward reading
//!   `X[k // 32, k % 32]`, the backward `X[n, j]`);
//! - a remainder of `x + b` (or `b - x`) alone is inverted: `(j + 16) % 32 = k` gives
//!   `j = (k - 16) % 32`, written `(k + 16) % 32` (a circular shift).
//!
//! Invariants: the rules only propose bindings (each for a variable not bound yet); they are
//! sound because the match checks every index again under the bindings
//! ([`super::matching::matched`]'s last pass, which folds quotients and remainders only by the
//! backward's ranges) and then that each bound index lies inside the candidate's domain: the
//! split `j = k % 32` is no match for a `j` in `0..16`, nor `k = 32 * n + j` for a `j` in
//! `0..64`, as `(32 * n + j) // 32` is then not `n`.

use super::guards::gcd;
use super::matching::Subst;
use super::term::{divided, recombined, Affine, Ranges, Sym};
use crate::ir::semantics::floormod;
use crate::ir::BinOp;

/// `a` with its pattern variables replaced by their bindings (inside quotients and remainders
/// too, put back in normal form), or `None` when one is unbound.
pub fn resolved(a: &Affine, subst: &Subst, ranges: Ranges) -> Option<Affine> {
    let mut out = Affine::constant(a.constant);
    for (s, c) in &a.terms {
        let x = match s {
            Sym::Pat(_) => subst.get(s)?.clone(),
            Sym::Quot(inner, k) => divided(BinOp::FloorDiv, resolved(inner, subst, ranges)?, *k, ranges)?,
            Sym::Rem(inner, k) => divided(BinOp::FloorMod, resolved(inner, subst, ranges)?, *k, ranges)?,
            other => Affine::sym(other.clone()),
        };
        out = out.add_scaled(&x, *c);
    }
    Some(recombined(out))
}

/// Binds what the rules can of the pattern variables the equations `pattern = target` hold
/// and `subst` leaves unbound.
pub fn solve(mut equations: Vec<(Affine, Affine)>, subst: &mut Subst, ranges: Ranges) {
    'round: loop {
        let mut values: Vec<Value> = Vec::new();
        for (p, t) in &equations {
            let parts = Parts::of(p, subst, ranges);
            let rhs = t.add_scaled(&parts.known, -1);
            match (&parts.vars[..], &parts.divisions[..]) {
                ([], [(d @ (Sym::Quot(x, k) | Sym::Rem(x, k)), c)]) => {
                    if let Some(value) = rhs.divided_exactly(*c) {
                        values.push(Value {
                            operand: (**x).clone(),
                            k: *k,
                            quotient: matches!(d, Sym::Quot(..)),
                            value,
                        });
                    }
                }
                ([_, ..], []) => {
                    if let Some(bindings) = digits(&parts.vars, rhs, ranges) {
                        subst.extend(bindings);
                        continue 'round;
                    }
                }
                _ => {}
            }
        }
        // `x // k = q` and `x % k = r`: `x = k * q + r`.
        let mut paired = Vec::new();
        for q in values.iter().filter(|v| v.quotient) {
            let r = values
                .iter()
                .find(|r| !r.quotient && r.operand == q.operand && r.k == q.k);
            if let Some(r) = r {
                paired.push(&q.operand);
                let joined = (q.operand.clone(), q.value.scaled(q.k).add_scaled(&r.value, 1));
                if !equations.contains(&joined) {
                    equations.push(joined);
                    continue 'round;
                }
            }
        }
        // `x % k = r` alone.
        for r in values.iter().filter(|v| !v.quotient && !paired.contains(&&v.operand)) {
            if let Some((v, value)) = inverted(&r.operand, r.k, &r.value, subst, ranges) {
                subst.insert(v, value);
                continue 'round;
            }
        }
        return;
    }
}

/// What an equation says of one quotient or remainder standing alone in its index.
struct Value {
    /// The quotient's or remainder's operand (a pattern index).
    operand: Affine,
    /// The divisor.
    k: i128,
    /// A quotient (else a remainder).
    quotient: bool,
    /// What it equals (a backward index).
    value: Affine,
}

/// A pattern index split by what is known of it under the bindings.
struct Parts {
    /// The sum of its resolved terms.
    known: Affine,
    /// Its unbound pattern variables, with their coefficients.
    vars: Vec<(Sym, i128)>,
    /// Its quotients and remainders of operands holding an unbound variable, with coefficients.
    divisions: Vec<(Sym, i128)>,
}

impl Parts {
    fn of(p: &Affine, subst: &Subst, ranges: Ranges) -> Parts {
        let mut parts = Parts {
            known: Affine::constant(p.constant),
            vars: Vec::new(),
            divisions: Vec::new(),
        };
        for (s, &c) in &p.terms {
            match resolved(&Affine::sym(s.clone()), subst, ranges) {
                Some(x) => parts.known = parts.known.add_scaled(&x, c),
                None if matches!(s, Sym::Pat(_)) => parts.vars.push((s.clone(), c)),
                None => parts.divisions.push((s.clone(), c)),
            }
        }
        parts
    }
}

/// The variables of `sum(c * x) = rhs` as digits of a mixed radix: with `a` the smallest
/// coefficient (dividing the others and `rhs`) and `m` the gcd of the others over `a`, its
/// variable is `(rhs / a) % m` and the others solve `sum(c / (a * m) * x) = (rhs / a) // m`
/// (one variable left: `rhs / c`). All coefficients have one sign; the smallest is one
/// variable's.
fn digits(vars: &[(Sym, i128)], rhs: Affine, ranges: Ranges) -> Option<Vec<(Sym, Affine)>> {
    if let [(x, c)] = vars {
        return Some(vec![(x.clone(), recombined(rhs.divided_exactly(*c)?))]);
    }
    let sign = vars[0].1.signum();
    if vars.iter().any(|(_, c)| c.signum() != sign) {
        return None;
    }
    let at = (0..vars.len()).min_by_key(|&i| vars[i].1.abs())?;
    let (low, a) = vars[at].clone();
    let mut others = vars.to_vec();
    others.remove(at);
    if others.iter().any(|(_, c)| c.abs() == a.abs()) {
        return None;
    }
    let rhs = rhs.divided_exactly(a)?;
    let g = others.iter().fold(0, |g, (_, c)| gcd(g, *c));
    if g % a != 0 {
        return None;
    }
    let m = (g / a).abs();
    let high: Vec<(Sym, i128)> = others.into_iter().map(|(x, c)| (x, c / a / m)).collect();
    let mut out = digits(&high, divided(BinOp::FloorDiv, rhs.clone(), m, ranges)?, ranges)?;
    out.push((low, divided(BinOp::FloorMod, rhs, m, ranges)?));
    Some(out)
}

/// The unbound variable `v` of `x = s * v + b` (`s` is 1 or -1, `b` known) and its value where
/// `x % k = r`: `(s * (r - b)) % k`, the constant taken into `0..k` (`(k + 16) % 32`, not
/// `(k - 16) % 32`).
fn inverted(x: &Affine, k: i128, r: &Affine, subst: &Subst, ranges: Ranges) -> Option<(Sym, Affine)> {
    let parts = Parts::of(x, subst, ranges);
    let ([(v, s)], []) = (&parts.vars[..], &parts.divisions[..]) else {
        return None;
    };
    if s.abs() != 1 {
        return None;
    }
    let mut value = r.add_scaled(&parts.known, -1).scaled(*s);
    value.constant = floormod(value.constant, k);
    Some((v.clone(), divided(BinOp::FloorMod, value, k, ranges)?))
}

#[cfg(test)]
mod tests {
    use super::super::matching::matched;
    use super::super::term::{range_of, Term};
    use super::*;
    use crate::ir::{DataType, VarId};

    fn var(k: u32) -> Affine {
        Affine::sym(Sym::Var(VarId(k)))
    }

    fn pat(k: u32) -> Affine {
        Affine::sym(Sym::Pat(VarId(k)))
    }

    fn quot(a: Affine, k: i128) -> Affine {
        Affine::sym(Sym::Quot(Box::new(a), k))
    }

    fn rem(a: Affine, k: i128) -> Affine {
        Affine::sym(Sym::Rem(Box::new(a), k))
    }

    /// `tanh(X[index])`: a term worth matching around the indices under test.
    fn tanh_of(index: Vec<Affine>) -> Term {
        let load = Term::Leaf("X".into(), index);
        let half = Term::Const(DataType::FLOAT32, 0.5f64.to_bits());
        Term::Call(
            "tanh".into(),
            vec![Term::Op(BinOp::Mul, Box::new(load), Box::new(half))],
        )
    }

    /// The bindings of the match of `tanh(X[pattern])` with `tanh(X[target])`, the backward's
    /// variables `v0, v1, ...` ranging over `0..extents[i]`.
    fn solved(pattern: Vec<Affine>, target: Vec<Affine>, extents: &[i128]) -> Option<Subst> {
        let ranges = |s: &Sym| match s {
            Sym::Var(VarId(k)) => extents.get(*k as usize).map(|n| (0, n - 1)),
            _ => None,
        };
        matched(&tanh_of(pattern), &tanh_of(target), &ranges, None).map(|(subst, _)| subst)
    }

    #[test]
    fn a_quotient_and_remainder_pair_is_put_back_together() {
        // X[k // 32, k % 32] against X[n, j]: k = 32 n + j, for j within the period only.
        let pattern = vec![quot(pat(0), 32), rem(pat(0), 32)];
        let subst = solved(pattern.clone(), vec![var(0), var(1)], &[16, 32]).unwrap();
        assert_eq!(subst[&Sym::Pat(VarId(0))], var(0).scaled(32).add_scaled(&var(1), 1));
        assert_eq!(solved(pattern, vec![var(0), var(1)], &[16, 64]), None);
    }

    #[test]
    fn several_variables_in_one_index_are_split_as_digits() {
        // X[32 n + j] against X[k]: j = k % 32, n = k // 32.
        let subst = solved(vec![pat(0).scaled(32).add_scaled(&pat(1), 1)], vec![var(0)], &[512]).unwrap();
        assert_eq!(subst[&Sym::Pat(VarId(0))], quot(var(0), 32));
        assert_eq!(subst[&Sym::Pat(VarId(1))], rem(var(0), 32));
        // Three digits: X[512 a + 32 b + c] against X[k], then the index put back whole.
        let index = pat(0)
            .scaled(512)
            .add_scaled(&pat(1).scaled(32), 1)
            .add_scaled(&pat(2), 1);
        let subst = solved(vec![index], vec![var(0)], &[8192]).unwrap();
        assert_eq!(subst[&Sym::Pat(VarId(2))], rem(var(0), 32));
        assert_eq!(subst[&Sym::Pat(VarId(1))], rem(quot(var(0), 32), 16));
        assert_eq!(subst[&Sym::Pat(VarId(0))], quot(quot(var(0), 32), 16));
        // Against X[32 m + i] with i in 0..32 the digits are the backward's own.
        let target = var(0).scaled(32).add_scaled(&var(1), 1);
        let subst = solved(vec![pat(0).scaled(32).add_scaled(&pat(1), 1)], vec![target], &[16, 32]).unwrap();
        assert_eq!(
            (&subst[&Sym::Pat(VarId(0))], &subst[&Sym::Pat(VarId(1))]),
            (&var(0), &var(1))
        );
        // Equal coefficients, or of both signs, have no one split.
        for (a, b) in [(1, 1), (32, -1)] {
            let index = pat(0).scaled(a).add_scaled(&pat(1).scaled(b), 1);
            assert_eq!(solved(vec![index], vec![var(0)], &[512]), None, "{a}, {b}");
        }
    }

    #[test]
    fn a_remainder_alone_is_inverted() {
        // X[n, (j + 16) % 32] against X[n, k]: j = (k + 16) % 32, inside j's period 0..32
        // whatever k's range (a stash over j in 0..16 does not hold it: the caller's domain
        // check), but the check folds (j + 16) % 32 back to k only for k in 0..32.
        let pattern = vec![pat(0), rem(pat(1).add_scaled(&Affine::constant(16), 1), 32)];
        let subst = solved(pattern.clone(), vec![var(0), var(1)], &[16, 32]).unwrap();
        let j = &subst[&Sym::Pat(VarId(1))];
        assert_eq!(*j, rem(var(1).add_scaled(&Affine::constant(16), 1), 32));
        assert_eq!(range_of(j, &|_| None), Some((0, 31)));
        assert_eq!(solved(pattern, vec![var(0), var(1)], &[16, 64]), None);
        // X[(16 - j) % 32]: j = (16 - k) % 32.
        let pattern = vec![rem(Affine::constant(16).add_scaled(&pat(0), -1), 32)];
        let subst = solved(pattern, vec![var(0)], &[32]).unwrap();
        assert_eq!(
            subst[&Sym::Pat(VarId(0))],
            rem(Affine::constant(16).add_scaled(&var(0), -1), 32)
        );
    }

    #[test]
    fn a_flat_index_takes_the_remainder_its_bound_quotient_leaves() {
        // (X[32 c + l] - M[c]) against (X[k] - M[k // 32]): M binds c = k // 32, then l is
        // k - 32 (k // 32), which is k % 32 and so within l's domain 0..32.
        let pattern = Term::Op(
            BinOp::Sub,
            Box::new(Term::Leaf("X".into(), vec![pat(0).scaled(32).add_scaled(&pat(1), 1)])),
            Box::new(Term::Leaf("M".into(), vec![pat(0)])),
        );
        let target = Term::Op(
            BinOp::Sub,
            Box::new(Term::Leaf("X".into(), vec![var(0)])),
            Box::new(Term::Leaf("M".into(), vec![quot(var(0), 32)])),
        );
        let ranges = |s: &Sym| (*s == Sym::Var(VarId(0))).then_some((0, 127));
        let (subst, _) = matched(&pattern, &target, &ranges, None).unwrap();
        assert_eq!(subst[&Sym::Pat(VarId(0))], quot(var(0), 32));
        assert_eq!(subst[&Sym::Pat(VarId(1))], rem(var(0), 32));
    }

    #[test]
    fn an_unsolved_variable_leaves_no_match() {
        // X[k // 32] alone says k only to within 32 values.
        assert_eq!(solved(vec![quot(pat(0), 32)], vec![var(0)], &[16]), None);
        // (2 j) % 32 has no inverse.
        assert_eq!(solved(vec![rem(pat(0).scaled(2), 32)], vec![var(0)], &[32]), None);
    }
}
