//! TVM's `arith::TryConstFold` (`src/arith/const_fold.h`), as TVM's operator functions apply it
//! while TVMScript is read: `x + 0`, `x * 1`, `x // 1`, `0 // x`, `T.min(x, x)` and operators over
//! two constants are not nodes in TVM's IR but the operand or constant they fold to. The parser
//! folds them as TVM does (so the IR, its weighted ops and every pass see what TVM sees), and
//! the printer writes a node that would fold as its constructor (`T.Add(x, 0)`), which TVM
//! reads as written.
//!
//! Invariants: [`try_const_fold`] answers for operands already matched to one dtype
//! (`BinaryOpMatchTypes` runs first in TVM too) and returns exactly TVM 0.27's result: the
//! integer folds wrap to the dtype's bits as `GetFoldResultInt64Repr` does; `float32` folds
//! compute in single precision, `float64` in double, other float widths fold only their
//! identities; `Mod`, `FloorMod` and shifts fold only over index dtypes (`int32`/`int64`), and
//! `Min`/`Max` of one variable (TVM's `same_as`: the same object) fold to it. A division by a
//! constant zero is never folded (TVM rejects it). The bitwise operators fold two constants of
//! index dtypes in 64 bits ([`fold_index_bitwise`], TVM's `TVM_INDEX_CONST_PROPAGATION`).

use crate::ir::semantics::{floordiv, floormod};
use crate::ir::{BinOp, DataType, Expr, ExprId, PrimFunc, TypeCode};

/// What a binary operator folds to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Folded {
    /// The left operand.
    Left,
    /// The right operand.
    Right,
    /// An integer constant of the operands' dtype.
    Int(i128),
    /// A float constant of the operands' dtype.
    Float(f64),
    /// A bool constant (comparisons).
    Bool(bool),
}

/// What TVM's operator `op` makes of `a op b` instead of a node, if anything.
pub fn try_const_fold(f: &PrimFunc, op: BinOp, a: ExprId, b: ExprId) -> Option<Folded> {
    use Folded::{Left, Right};
    let (ea, eb) = (f.expr(a), f.expr(b));
    let constant = |e: &Expr| matches!(e, Expr::Int(_) | Expr::Float(_));
    let one_var = matches!((ea, eb), (Expr::Var(x), Expr::Var(y)) if x == y);
    if !constant(ea) && !constant(eb) && !one_var {
        // Most nodes (the printer asks of every one): nothing to fold.
        return None;
    }
    let dt = f.dtype(a);
    let (pa, pb) = (int_imm(f, a), int_imm(f, b));
    let (fa, fb) = (float_imm(f, a), float_imm(f, b));
    let index = is_index(dt) && is_index(f.dtype(b));
    let int = |v: i128| Some(Folded::Int(wrapped(v, dt)));
    match op {
        BinOp::Add => match (pa, pb, fa, fb) {
            (Some(x), Some(y), ..) => int(x + y),
            (Some(0), ..) => Some(Right),
            (_, Some(0), ..) => Some(Left),
            (.., Some(x), Some(y)) => float_fold(dt, x, y, |x, y| x + y, |x, y| x + y)
                .or(Some(Right).filter(|_| x == 0.0))
                .or(Some(Left).filter(|_| y == 0.0)),
            (.., Some(0.0), None) => Some(Right),
            (.., None, Some(0.0)) => Some(Left),
            _ => None,
        },
        BinOp::Sub => match (pa, pb, fa, fb) {
            // TVM refuses `0 - y` of unsigned constants; left to it.
            (Some(0), Some(y), ..) if dt.code == TypeCode::UInt && y > 0 => None,
            (Some(x), Some(y), ..) => int(x - y),
            (_, Some(0), ..) => Some(Left),
            (.., Some(x), Some(y)) => {
                float_fold(dt, x, y, |x, y| x - y, |x, y| x - y).or(Some(Left).filter(|_| y == 0.0))
            }
            (.., Some(0.0)) => Some(Left),
            _ => None,
        },
        BinOp::Mul => match (pa, pb, fa, fb) {
            (Some(x), Some(y), ..) => int(x * y),
            (Some(1), ..) => Some(Right),
            (Some(0), ..) => Some(Left),
            (_, Some(1), ..) => Some(Left),
            (_, Some(0), ..) => Some(Right),
            (.., Some(x), Some(y)) => {
                float_fold(dt, x, y, |x, y| x * y, |x, y| x * y).or_else(|| float_mul_identity(x, y))
            }
            (.., Some(x), None) => float_mul_identity(x, f64::NAN),
            (.., None, Some(y)) => float_mul_identity(f64::NAN, y),
            _ => None,
        },
        BinOp::Div => match (pa, pb, fa, fb) {
            (_, Some(0), ..) => None,
            (Some(x), Some(y), ..) => int(x / y),
            (Some(0), ..) | (_, Some(1), ..) => Some(Left),
            (.., Some(0.0)) => None,
            (.., Some(x), Some(y)) => {
                float_fold(dt, x, y, |x, y| x / y, |x, y| x / y).or(Some(Left).filter(|_| x == 0.0 || y == 1.0))
            }
            (.., Some(0.0), None) => Some(Left),
            (.., None, Some(1.0)) => Some(Left),
            _ => None,
        },
        BinOp::Mod if index => match (pa, pb) {
            (_, Some(0)) => None,
            (Some(x), Some(y)) => int(x % y),
            (Some(0), _) => Some(Left),
            (_, Some(1)) => Some(Folded::Int(0)),
            _ => None,
        },
        BinOp::FloorDiv => match (pa, pb, fa, fb) {
            (_, Some(0), ..) => None,
            (Some(x), Some(y), ..) => int(floordiv(x, y)),
            (Some(0), ..) | (_, Some(1), ..) => Some(Left),
            (.., Some(0.0)) => None,
            (.., Some(x), Some(y)) => match dt.bits {
                32 => Some(Folded::Float(((x as f32) / (y as f32)).floor() as f64)),
                64 => Some(Folded::Float((x / y).floor())),
                _ => None,
            },
            (.., Some(0.0), None) => Some(Left),
            (.., None, Some(1.0)) => Some(Left),
            _ => None,
        },
        BinOp::FloorMod => match (pa, pb) {
            (_, Some(0)) => None,
            (Some(x), Some(y)) if dt.code == TypeCode::UInt && dt == f.dtype(b) => Some(Folded::Int(x % y)),
            _ if !index => None,
            (Some(x), Some(y)) => int(floormod(x, y)),
            (Some(0), _) => Some(Left),
            (_, Some(1)) => Some(Folded::Int(0)),
            _ => None,
        },
        BinOp::Min | BinOp::Max => {
            let min = op == BinOp::Min;
            match (pa, pb, fa, fb) {
                (Some(x), Some(y), ..) => Some(Folded::Int(if min { x.min(y) } else { x.max(y) })),
                // `std::min(a, b)` is `b < a ? b : a`, `std::max(a, b)` is `a < b ? b : a`.
                (.., Some(x), Some(y)) => Some(Folded::Float(match min {
                    true if y < x => y,
                    false if x < y => y,
                    _ => x,
                })),
                _ if one_var => Some(Left),
                _ => None,
            }
        }
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
            let holds = match (pa, pb, fa, fb) {
                (Some(x), Some(y), ..) => compare(op, Some(x.cmp(&y)), x == y),
                (.., Some(x), Some(y)) => compare(op, x.partial_cmp(&y), x == y),
                _ => return None,
            };
            Some(Folded::Bool(holds))
        }
        BinOp::Mod | BinOp::And | BinOp::Or => None,
    }
}

/// What TVM's builders make of the intrinsic call `name(args)`, where they fold it:
/// `if_then_else` of a constant condition is the branch it selects, `likely` of a constant is
/// the constant, and a `shift_left`/`shift_right` of index dtypes by a constant 0 is its left
/// operand (shifts of two constants are left to the caller's literal folding). The parser
/// builds calls through this, and passes fold what they leave with it
/// (`passes::fold_read_back_forms`), so both read a call as TVM does.
pub fn fold_call(f: &PrimFunc, name: &str, args: &[ExprId]) -> Option<ExprId> {
    let constant = |a: ExprId| match f.expr(a) {
        Expr::Int(v) => Some(*v),
        _ => None,
    };
    match (name, args) {
        ("if_then_else", &[c, t, e]) => constant(c).map(|c| if c != 0 { t } else { e }),
        ("likely", &[a]) => constant(a).map(|_| a),
        ("shift_left" | "shift_right", &[a, b]) => {
            (is_index(f.dtype(a)) && is_index(f.dtype(b)) && int_imm(f, b) == Some(0)).then_some(a)
        }
        _ => None,
    }
}

/// What TVM's `left_shift`, `right_shift`, `bitwise_and`, `bitwise_or` and `bitwise_xor` (the
/// intrinsic `name`) make of two constants of index dtypes (`TVM_INDEX_CONST_PROPAGATION`): the
/// result computed in 64 bits, which TVM's `IntImm` then refuses where it leaves the dtype
/// (`T.int32(3) << 31`); the caller checks that. `None` for other operands, and for a shift
/// amount outside 0..64 (refused before folding).
pub fn fold_index_bitwise(f: &PrimFunc, name: &str, a: ExprId, b: ExprId) -> Option<i128> {
    if !(is_index(f.dtype(a)) && is_index(f.dtype(b))) {
        return None;
    }
    let (x, y) = (int_imm(f, a)? as i64, int_imm(f, b)? as i64);
    let shift = || u32::try_from(y).ok().filter(|&s| s < 64);
    Some(i128::from(match name {
        "shift_left" => x << shift()?,
        "shift_right" => x >> shift()?,
        "bitwise_and" => x & y,
        "bitwise_or" => x | y,
        "bitwise_xor" => x ^ y,
        _ => return None,
    }))
}

/// A comparison's outcome from the operands' order (`None`: unordered, a NaN).
fn compare(op: BinOp, order: Option<std::cmp::Ordering>, equal: bool) -> bool {
    use std::cmp::Ordering::{Greater, Less};
    match op {
        BinOp::Eq => equal,
        BinOp::Ne => !equal,
        BinOp::Lt => order == Some(Less),
        BinOp::Le => matches!(order, Some(o) if o != Greater),
        BinOp::Gt => order == Some(Greater),
        _ => matches!(order, Some(o) if o != Less),
    }
}

/// TVM's float multiplication identities, left operand first: `1 * y` is `y`, `0 * y` the zero.
fn float_mul_identity(x: f64, y: f64) -> Option<Folded> {
    match () {
        _ if x == 1.0 => Some(Folded::Right),
        _ if x == 0.0 => Some(Folded::Left),
        _ if y == 1.0 => Some(Folded::Left),
        _ if y == 0.0 => Some(Folded::Right),
        _ => None,
    }
}

/// Two float constants folded: in single precision for `float32`, double for `float64`, not at
/// all for other widths.
fn float_fold(
    dt: DataType,
    x: f64,
    y: f64,
    single: fn(f32, f32) -> f32,
    double: fn(f64, f64) -> f64,
) -> Option<Folded> {
    match (dt.code, dt.bits) {
        (TypeCode::Float, 32) => Some(Folded::Float(single(x as f32, y as f32) as f64)),
        (TypeCode::Float, 64) => Some(Folded::Float(double(x, y))),
        _ => None,
    }
}

/// The value of an integer constant (TVM's `IntImm`: a scalar integer, unsigned or bool).
fn int_imm(f: &PrimFunc, e: ExprId) -> Option<i128> {
    match f.expr(e) {
        Expr::Int(v) if f.dtype(e).is_scalar() => Some(*v),
        _ => None,
    }
}

/// The value of a float constant (TVM's `FloatImm`).
fn float_imm(f: &PrimFunc, e: ExprId) -> Option<f64> {
    match f.expr(e) {
        Expr::Float(bits) if f.dtype(e).is_scalar() => Some(f64::from_bits(*bits)),
        _ => None,
    }
}

/// TVM's index dtypes: scalar `int32` and `int64`.
fn is_index(dt: DataType) -> bool {
    dt.code == TypeCode::Int && matches!(dt.bits, 32 | 64) && dt.is_scalar()
}

/// An integer result as `GetFoldResultInt64Repr` keeps it: its low bits, sign-extended for
/// signed dtypes.
fn wrapped(v: i128, dt: DataType) -> i128 {
    let bits = u32::from(dt.bits).min(64);
    let low = v.rem_euclid(1i128 << bits);
    if dt.code == TypeCode::Int && low >= 1i128 << (bits - 1) {
        low - (1i128 << bits)
    } else {
        low
    }
}
