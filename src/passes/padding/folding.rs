//! Constants folded in an expression a transform built by substitution: operators over two
//! constants and identities fold as TVM's operators fold them (`13 // 4` is 3, `0 + 1` is 1: an
//! index map applied at a constant index), and constant offsets combine: `(i + 2) + 2` is
//! `i + 4`, `(i + 5) - 3` is `i + 2`, `(i - 3) + 3` is `i` (an offset index map applied to an
//! offset access, or a split loop's value put into a shifted index).
//!
//! Invariants: operator folds are TVM's own (`const_fold::try_const_fold`). Offsets never
//! make a new overflow: where the original evaluates `(x + a) + b` without overflow, its value
//! `x + (a + b)` is in range, so the folded form (whose constant `a + b` is checked to fit the
//! dtype) evaluates without overflow to the same value; integer scalars only.

use crate::ir::visit::map_expr_children;
use crate::ir::{BinOp, Expr, ExprId, PrimFunc};
use crate::tvmscript::const_fold::{try_const_fold, Folded};

/// `e` with every operator over constants folded and every sum of a sum and constants folded
/// to one constant, bottom-up.
pub fn folded(f: &mut PrimFunc, e: ExprId) -> ExprId {
    let node = f.expr(e).clone();
    let dtype = f.dtype(e);
    let rebuilt = map_expr_children(&node, |c| folded(f, c));
    let e = if rebuilt == node {
        e
    } else {
        f.exprs.intern(rebuilt, dtype)
    };
    let e = match *f.expr(e) {
        Expr::Binary(op, a, b) => match try_const_fold(f, op, a, b) {
            Some(Folded::Left) => a,
            Some(Folded::Right) => b,
            Some(Folded::Int(v)) => f.int(v, dtype),
            Some(Folded::Bool(v)) => f.int(i128::from(v), dtype),
            Some(Folded::Float(v)) => f.exprs.intern(Expr::Float(v.to_bits()), dtype),
            None => e,
        },
        _ => e,
    };
    fold_offset_here(f, e)
}

/// `e` with its own two constant offsets folded into one (its operands as they are).
pub fn fold_offset_here(f: &mut PrimFunc, e: ExprId) -> ExprId {
    let dtype = f.dtype(e);
    let Some((x, outer)) = offset(f, e) else {
        return e;
    };
    let Some((y, inner)) = offset(f, x) else {
        return e;
    };
    let (lo, hi) = dtype.int_range();
    match inner.checked_add(outer) {
        Some(0) => y,
        Some(k) if (lo..=hi).contains(&k) => {
            let (op, magnitude) = if k < 0 { (BinOp::Sub, -k) } else { (BinOp::Add, k) };
            if !(lo..=hi).contains(&magnitude) {
                return e;
            }
            let k = f.int(magnitude, dtype);
            f.binary(op, y, k)
        }
        _ => e,
    }
}

/// `x + k` or `x - k` of a signed or unsigned integer scalar as `(x, ±k)`.
pub fn offset(f: &PrimFunc, e: ExprId) -> Option<(ExprId, i128)> {
    let dtype = f.dtype(e);
    if !dtype.is_int() || !dtype.is_scalar() {
        return None;
    }
    match *f.expr(e) {
        Expr::Binary(op @ (BinOp::Add | BinOp::Sub), x, k) if f.dtype(x) == dtype => match *f.expr(k) {
            Expr::Int(v) if f.dtype(k) == dtype => Some((x, if op == BinOp::Add { v } else { -v })),
            _ => None,
        },
        _ => None,
    }
}
