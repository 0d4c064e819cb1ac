//! The scalar semantics of TIR, defined once: the exact arithmetic of every binary operator,
//! casts, floor division and modulo, and dtype range checks. The parser (constant folding), the
//! e-graph analysis, the rule checker and the interpreter all use these functions.
//!
//! Invariants: an integer value always lies inside its dtype's range (results that do not are
//! reported as overflow errors, never wrapped); a float32 value is always representable as an
//! `f32` (every float32 operation is rounded once, from the exact-enough `f64` result).

use super::{BinOp, DataType};

/// Why a scalar operation has no value. Kept as data (not text) because the rule checker meets
/// millions of overflows; its `Display` is the message the user sees.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EvalError {
    /// An integer result outside its dtype's range.
    Overflow {
        /// The result's dtype.
        dtype: DataType,
        /// The exact result.
        value: i128,
    },
    /// A product that does not even fit the evaluator's 128 bits.
    MulOverflow,
    /// A division or remainder by zero (a hardware trap).
    DivisionByZero(BinOp),
    /// The remainder of a signed dtype's minimum by -1 (LLVM's `srem` traps on it).
    MinimumByMinusOne(BinOp, DataType),
    /// A non-finite float cast to an integer dtype.
    NonFiniteCast(f64, DataType),
    /// Arithmetic of a dtype that is not modelled (`bfloat16` and the other float formats).
    NotModelled(DataType),
    /// Operands of the wrong kind (an ill-typed program).
    Kind(&'static str),
}

impl EvalError {
    /// Whether this is a hardware trap (a division by zero, or the remainder of an integer
    /// minimum by -1) rather than an overflow: an equation may remove an overflow, never a trap
    /// the other side does not have.
    pub fn is_trap(&self) -> bool {
        matches!(self, EvalError::DivisionByZero(_) | EvalError::MinimumByMinusOne(..))
    }
}

impl std::fmt::Display for EvalError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EvalError::Overflow { dtype, value } => {
                let (lo, hi) = dtype.int_range();
                write!(f, "{dtype} overflow: result {value} is outside [{lo}, {hi}]")
            }
            EvalError::MulOverflow => write!(f, "integer overflow in multiplication"),
            EvalError::DivisionByZero(op) => write!(f, "division by zero in {}", op.symbol()),
            EvalError::MinimumByMinusOne(op, dtype) => write!(f, "{} of the {dtype} minimum by -1 traps", op.symbol()),
            EvalError::NonFiniteCast(x, to) => write!(f, "cast of {x} to {to}"),
            EvalError::NotModelled(dtype) => write!(f, "{dtype} arithmetic is not modelled"),
            EvalError::Kind(what) => write!(f, "{what}"),
        }
    }
}

impl From<EvalError> for String {
    fn from(e: EvalError) -> String {
        e.to_string()
    }
}

/// A scalar lane.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// Integer or bool (0/1).
    I(i128),
    /// Float.
    F(f64),
}

impl Scalar {
    /// Bitwise-identical comparison (NaN equals NaN, +0 differs from -0).
    pub fn same(self, other: Scalar) -> bool {
        match (self, other) {
            (Scalar::I(a), Scalar::I(b)) => a == b,
            (Scalar::F(a), Scalar::F(b)) => a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()),
            _ => false,
        }
    }

    /// The integer, or an error naming `what` for floats.
    pub fn int(self) -> Result<i128, EvalError> {
        match self {
            Scalar::I(i) => Ok(i),
            Scalar::F(_) => Err(EvalError::Kind("expected an integer, found a float")),
        }
    }

    /// As an `f64` (integers convert).
    pub fn float(self) -> f64 {
        match self {
            Scalar::I(i) => i as f64,
            Scalar::F(f) => f,
        }
    }
}

impl std::fmt::Display for Scalar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Scalar::I(i) => write!(f, "{i}"),
            Scalar::F(x) => write!(f, "{x:?}"),
        }
    }
}

/// `floor(a / b)`; `b != 0`.
pub fn floordiv(a: i128, b: i128) -> i128 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// `a - b * floordiv(a, b)`; has the sign of `b`.
pub fn floormod(a: i128, b: i128) -> i128 {
    a - b * floordiv(a, b)
}

/// Rounds a float result to the dtype's precision.
pub fn round_float(v: f64, dtype: DataType) -> f64 {
    match dtype.bits {
        32 => v as f32 as f64,
        16 => half_round(v),
        _ => v,
    }
}

fn half_round(v: f64) -> f64 {
    // IEEE binary16, rounded to nearest even straight from the double, as LLVM's fptrunc does:
    // `half`'s conversion goes through float32 where the CPU has F16C, rounding twice (1 +
    // 2^-11 + 2^-40 became 1.0, not 1 + 2^-10). The quantum is the ulp of `v`'s binade, or the
    // subnormal step below the normal range; dividing and multiplying by it are exact.
    const MAX_PLUS_HALF_ULP: f64 = 65520.0;
    const MIN_NORMAL_EXP: i32 = -14;
    const MANTISSA_BITS: i32 = 10;
    if !v.is_finite() {
        return v;
    }
    let a = v.abs();
    if a >= MAX_PLUS_HALF_ULP {
        return f64::INFINITY.copysign(v);
    }
    // The binade from the double's exponent field (a double subnormal is below any float16).
    let exp = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let quantum = 2f64.powi(exp.max(MIN_NORMAL_EXP) - MANTISSA_BITS);
    ((a / quantum).round_ties_even() * quantum).copysign(v)
}

/// Whether `dtype`'s `+`, `-` and `*` wrap around: integers narrower than 32 bits, which TVM's
/// LLVM code generator computes with plain `add`/`sub`/`mul` (defined modulo 2^bits); at 32
/// and 64 bits it emits `nsw`/`nuw` ones, whose overflow is poison (an error here).
pub fn wraps(dtype: DataType) -> bool {
    dtype.is_int() && dtype.bits < 32
}

/// `v` modulo 2^bits of `dtype`, in its range (two's complement for signed integers).
pub fn wrap(v: i128, dtype: DataType) -> i128 {
    let (lo, hi) = dtype.int_range();
    let span = hi - lo + 1;
    (v - lo).rem_euclid(span) + lo
}

/// Checks that an integer result fits its dtype.
pub fn fit(v: i128, dtype: DataType) -> Result<i128, EvalError> {
    let (lo, hi) = dtype.int_range();
    if v < lo || v > hi {
        Err(EvalError::Overflow { dtype, value: v })
    } else {
        Ok(v)
    }
}

/// Refuses a dtype whose arithmetic is not modelled (the float formats such as `bfloat16`):
/// nothing of that dtype is folded or evaluated.
fn computed(dtype: DataType) -> Result<(), EvalError> {
    match dtype.code {
        crate::ir::TypeCode::FloatFormat(_) => Err(EvalError::NotModelled(dtype)),
        _ => Ok(()),
    }
}

/// Applies a binary operator on one lane. `dtype` is the operands' element dtype.
pub fn binary(op: BinOp, a: Scalar, b: Scalar, dtype: DataType) -> Result<Scalar, EvalError> {
    use Scalar::{F, I};
    computed(dtype)?;
    let cmp = |o: std::cmp::Ordering| -> bool {
        use std::cmp::Ordering::*;
        match op {
            BinOp::Eq => o == Equal,
            BinOp::Ne => o != Equal,
            BinOp::Lt => o == Less,
            BinOp::Le => o != Greater,
            BinOp::Gt => o == Greater,
            _ => o != Less,
        }
    };
    match (a, b) {
        (I(x), I(y)) => {
            let r = match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x.checked_mul(y).ok_or(EvalError::MulOverflow)?,
                BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod if y == 0 => {
                    return Err(EvalError::DivisionByZero(op))
                }
                // The remainder of the dtype's minimum by -1 is 0 mathematically, but LLVM's
                // `srem` (which both TVM's truncmod and floormod lower to) traps on it, like a
                // division by zero: it is an error here too, so no rule or pass can introduce it.
                BinOp::Mod | BinOp::FloorMod if y == -1 && x < 0 && x == dtype.int_range().0 => {
                    return Err(EvalError::MinimumByMinusOne(op, dtype))
                }
                BinOp::Div => x / y,
                BinOp::Mod => x % y,
                BinOp::FloorDiv => floordiv(x, y),
                BinOp::FloorMod => floormod(x, y),
                BinOp::Min => x.min(y),
                BinOp::Max => x.max(y),
                BinOp::And => ((x != 0) && (y != 0)) as i128,
                BinOp::Or => ((x != 0) || (y != 0)) as i128,
                _ => return Ok(I(cmp(x.cmp(&y)) as i128)),
            };
            if op.is_logical() {
                Ok(I(r))
            } else if wraps(dtype) && matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul) {
                // Only values of the dtype wrap: an operand outside it is no value of it.
                fit(x, dtype)?;
                fit(y, dtype)?;
                Ok(I(wrap(r, dtype)))
            } else {
                fit(r, dtype).map(I)
            }
        }
        (F(x), F(y)) => {
            // A literal holds the value as written (`T.float16(0.1)`); the operation sees it
            // in the dtype's precision, as the compiled program does.
            let (x, y) = (round_float(x, dtype), round_float(y, dtype));
            let r = match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                BinOp::Div => x / y,
                BinOp::Min => x.min(y),
                BinOp::Max => x.max(y),
                BinOp::FloorDiv => (x / y).floor(),
                BinOp::FloorMod => x - y * (x / y).floor(),
                BinOp::Mod => x % y,
                BinOp::And | BinOp::Or => return Err(EvalError::Kind("logical operator on floats")),
                _ => {
                    return Ok(I(match x.partial_cmp(&y) {
                        Some(o) => cmp(o),
                        None => op == BinOp::Ne,
                    } as i128))
                }
            };
            Ok(F(round_float(r, dtype)))
        }
        _ => Err(EvalError::Kind("operands of different kinds")),
    }
}

/// Converts one lane to `to`.
pub fn cast(v: Scalar, to: DataType) -> Result<Scalar, EvalError> {
    computed(to)?;
    match (v, to.is_float()) {
        (Scalar::I(i), true) => Ok(Scalar::F(round_float(i as f64, to))),
        (Scalar::F(f), true) => Ok(Scalar::F(round_float(f, to))),
        (Scalar::I(i), false) if to.is_bool() => Ok(Scalar::I((i != 0) as i128)),
        // LLVM's `trunc` keeps the low bits: a narrowing integer cast wraps.
        (Scalar::I(i), false) => Ok(Scalar::I(wrap(i, to))),
        (Scalar::F(f), false) if to.is_bool() => Ok(Scalar::I((f != 0.0) as i128)),
        (Scalar::F(f), false) => {
            if !f.is_finite() {
                return Err(EvalError::NonFiniteCast(f, to));
            }
            fit(f.trunc() as i128, to).map(Scalar::I)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::half_round;
    use proptest::prelude::*;

    #[test]
    fn float16_rounding_is_single_from_the_double() {
        let ulp = 2f64.powi(-10);
        // Just above a tie: rounding through float32 first would land on the tie and go even.
        assert_eq!(half_round(1.0 + ulp / 2.0 + 2f64.powi(-40)), 1.0 + ulp);
        // Ties go to the even neighbour.
        assert_eq!(half_round(1.0 + ulp / 2.0), 1.0);
        assert_eq!(half_round(1.0 + 3.0 * ulp / 2.0), 1.0 + 2.0 * ulp);
        // The largest finite value, and the first value that overflows (a tie going even).
        assert_eq!(half_round(65519.99), 65504.0);
        assert_eq!(half_round(65520.0), f64::INFINITY);
        assert_eq!(half_round(-70000.0), f64::NEG_INFINITY);
        // Subnormals: a step of 2^-24; half a step is a tie going to zero, keeping the sign.
        let step = 2f64.powi(-24);
        assert_eq!(half_round(step / 2.0), 0.0);
        assert!(half_round(-step / 2.0).is_sign_negative());
        assert_eq!(half_round(step / 2.0 + 2f64.powi(-60)), step);
        assert_eq!(half_round(3.0 * step / 2.0), 2.0 * step);
        assert_eq!(half_round(2f64.powi(-14) - step / 4.0), 2f64.powi(-14));
        assert!(half_round(f64::NAN).is_nan());
    }

    proptest! {
        /// On values float32 holds exactly, one rounding from float32 (the `half` crate's) is
        /// the rounding from the double.
        #[test]
        fn float16_rounding_agrees_with_half_on_float32_values(bits in any::<u32>()) {
            let x = f32::from_bits(bits);
            let ours = half_round(f64::from(x));
            let theirs = half::f16::from_f32(x).to_f64();
            prop_assert!(ours.to_bits() == theirs.to_bits() || (ours.is_nan() && theirs.is_nan()),
                "{x:e}: {ours:e} against {theirs:e}");
        }
    }
}
