//! Integer expressions as linear combinations of atoms, to tell when two differ by a constant
//! (`(i + 1) * 16` and `i * 16`, `T.min(v, 2) + 2` and `T.min(v, 2)`) or by one atom: an atom is any
//! subexpression other than a sum, a difference, a product by a constant or a widening
//! integer cast, compared by id (the arena interns equal nodes once).
//!
//! Invariants: a form is exact over the integers (no wrap-around is assumed away: the caller
//! asks about values the program computes without overflow); a widening cast between integer
//! dtypes keeps its operand's value, so it is seen through; anything else is one atom.

use crate::ir::{BinOp, Expr, ExprId, PrimFunc};
use std::collections::BTreeMap;

/// `sum(coefficient * atom) + constant`, zero coefficients dropped.
#[derive(Default, PartialEq)]
struct Linear {
    atoms: BTreeMap<ExprId, i128>,
    constant: i128,
}

impl Linear {
    fn add_scaled(mut self, other: Linear, k: i128) -> Option<Linear> {
        for (atom, c) in other.atoms {
            let sum = self
                .atoms
                .get(&atom)
                .copied()
                .unwrap_or(0)
                .checked_add(c.checked_mul(k)?)?;
            if sum == 0 {
                self.atoms.remove(&atom);
            } else {
                self.atoms.insert(atom, sum);
            }
        }
        self.constant = self.constant.checked_add(other.constant.checked_mul(k)?)?;
        Some(self)
    }
}

/// The linear form of `e` (`None` when a coefficient would leave `i128`).
fn linear(f: &PrimFunc, e: ExprId) -> Option<Linear> {
    let atom = || {
        Some(Linear {
            atoms: BTreeMap::from([(e, 1)]),
            constant: 0,
        })
    };
    match f.expr(e) {
        Expr::Int(v) => Some(Linear {
            atoms: BTreeMap::new(),
            constant: *v,
        }),
        Expr::Binary(BinOp::Add, a, b) => linear(f, *a)?.add_scaled(linear(f, *b)?, 1),
        Expr::Binary(BinOp::Sub, a, b) => linear(f, *a)?.add_scaled(linear(f, *b)?, -1),
        Expr::Binary(BinOp::Mul, a, b) => {
            let (x, y) = (linear(f, *a)?, linear(f, *b)?);
            match (x.atoms.is_empty(), y.atoms.is_empty()) {
                (true, _) => Linear::default().add_scaled(y, x.constant),
                (_, true) => Linear::default().add_scaled(x, y.constant),
                _ => atom(),
            }
        }
        Expr::Cast(a) if f.dtype(*a).is_int() && f.dtype(e).is_int() && f.dtype(e).bits >= f.dtype(*a).bits => {
            linear(f, *a)
        }
        _ => atom(),
    }
}

/// `a - b` when it is the same constant whatever values the atoms take.
pub fn constant_difference(f: &PrimFunc, a: ExprId, b: ExprId) -> Option<i128> {
    let span = linear(f, a)?.add_scaled(linear(f, b)?, -1)?;
    span.atoms.is_empty().then_some(span.constant)
}

/// `a - b` when it is exactly one atom (`k + n` less `k` is `n`, `T.min(n, 8)` less 0 is
/// `T.min(n, 8)`) whatever values the atoms take.
pub fn atom_difference(f: &PrimFunc, a: ExprId, b: ExprId) -> Option<ExprId> {
    let span = linear(f, a)?.add_scaled(linear(f, b)?, -1)?;
    match span.atoms.iter().next() {
        Some((&atom, &1)) if span.atoms.len() == 1 && span.constant == 0 => Some(atom),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{atom_difference, constant_difference};
    use crate::ir::{BinOp, DataType, PrimFunc};

    #[test]
    fn bounds_that_differ_by_a_constant_fold_and_others_do_not() {
        let mut f = PrimFunc::new("f");
        let i = f.add_var("i", DataType::INT32);
        let v = f.var_ref(i);
        let (one, two, sixteen) = (
            f.int(1, DataType::INT32),
            f.int(2, DataType::INT32),
            f.int(16, DataType::INT32),
        );
        let lo = f.binary(BinOp::Mul, v, sixteen);
        let v1 = f.binary(BinOp::Add, v, one);
        let hi = f.binary(BinOp::Mul, v1, sixteen);
        assert_eq!(constant_difference(&f, hi, lo), Some(16));
        let m = f.binary(BinOp::Min, v, two);
        let m2 = f.binary(BinOp::Add, m, two);
        assert_eq!(constant_difference(&f, m2, m), Some(2));
        let wide = f.exprs.intern(crate::ir::Expr::Cast(lo), DataType::INT64);
        let four = f.int(4, DataType::INT64);
        let wide_hi = f.binary(BinOp::Add, wide, four);
        assert_eq!(constant_difference(&f, wide_hi, lo), Some(4));
        let narrow = f
            .exprs
            .intern(crate::ir::Expr::Cast(lo), DataType::parse("int8").unwrap());
        assert_eq!(constant_difference(&f, narrow, lo), None);
        let square = f.binary(BinOp::Mul, v, v);
        assert_eq!(constant_difference(&f, square, lo), None);
        assert_eq!(constant_difference(&f, square, square), Some(0));
        // `k + n` less `k` is the atom `n`; `m + 2` less 0 is no single atom.
        let k = f.add_var("k", DataType::INT32);
        let k = f.var_ref(k);
        let sum = f.binary(BinOp::Add, k, v);
        assert_eq!(atom_difference(&f, sum, k), Some(v));
        let zero = f.int(0, DataType::INT32);
        assert_eq!(atom_difference(&f, m, zero), Some(m));
        assert_eq!(atom_difference(&f, m2, zero), None);
        assert_eq!(atom_difference(&f, sum, zero), None);
    }
}
