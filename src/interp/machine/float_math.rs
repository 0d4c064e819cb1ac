//! The float math intrinsics (`T.exp`, `T.log`, `T.tanh`, `T.sigmoid`, ...) as TVM's LLVM
//! build computes them, so that the interpreter agrees with that build to the bit.
//!
//! Invariants: a float32 or float16 operand goes through the single-precision C function
//! (`expf`, `logf`, ...: LLVM computes float16 math in float32), a float64 one through the
//! double one; the result is rounded to the element dtype. The intrinsics TVM lowers into
//! arithmetic (`tanh`, `sigmoid`, `rsqrt`) are that arithmetic, each step rounded to the dtype
//! as TVM's code rounds it. Computing in double and rounding once disagreed with TVM 0.27's
//! builds on 0.04% (`exp`, `log`) to half (`tanh`) of float32 values, and far more for float16
//! `tanh` near 0, where TVM's `exp(2x) - 1` cancels to 0.

use crate::ir::semantics::round_float;
use crate::ir::DataType;

/// The intrinsic `name` of a float operand and its element dtype, if it is one.
pub(super) fn unary(name: &str) -> Option<fn(f64, DataType) -> f64> {
    Some(match name {
        "exp" => |x, d| primitive(x, d, f64::exp, f32::exp),
        "exp2" => |x, d| primitive(x, d, f64::exp2, f32::exp2),
        "log" => |x, d| primitive(x, d, f64::ln, f32::ln),
        "log2" => |x, d| primitive(x, d, f64::log2, f32::log2),
        "log10" => |x, d| primitive(x, d, f64::log10, f32::log10),
        "sqrt" => |x, d| primitive(x, d, f64::sqrt, f32::sqrt),
        "sin" => |x, d| primitive(x, d, f64::sin, f32::sin),
        "cos" => |x, d| primitive(x, d, f64::cos, f32::cos),
        "fabs" => |x, d| primitive(x, d, f64::abs, f32::abs),
        "floor" => |x, d| primitive(x, d, f64::floor, f32::floor),
        "ceil" => |x, d| primitive(x, d, f64::ceil, f32::ceil),
        "round" | "nearbyint" => |x, d| primitive(x, d, f64::round_ties_even, f32::round_ties_even),
        "trunc" => |x, d| primitive(x, d, f64::trunc, f32::trunc),
        // The portable `libm` crate, not the C library TVM's build calls: 1.7% of float32
        // values one ulp apart.
        "erf" => |x, d| primitive(x, d, libm::erf, libm::erff),
        "rsqrt" => |x, d| round_float(1.0 / primitive(x, d, f64::sqrt, f32::sqrt), d),
        "sigmoid" => sigmoid,
        "tanh" => tanh,
        _ => return None,
    })
}

/// `T.pow` of float operands of element dtype `d` (`powf` below float64).
pub(super) fn pow(x: f64, y: f64, d: DataType) -> f64 {
    let r = if d.bits <= 32 {
        f64::from((x as f32).powf(y as f32))
    } else {
        x.powf(y)
    };
    round_float(r, d)
}

/// A C math function of `x` at the precision of `d`, rounded to `d`.
fn primitive(x: f64, d: DataType, double: fn(f64) -> f64, single: fn(f32) -> f32) -> f64 {
    let r = if d.bits <= 32 {
        f64::from(single(x as f32))
    } else {
        double(x)
    };
    round_float(r, d)
}

/// TVM's legalization: `1 / (1 + exp(-x))`.
fn sigmoid(x: f64, d: DataType) -> f64 {
    let exp = |v: f64| primitive(v, d, f64::exp, f32::exp);
    round_float(1.0 / round_float(1.0 + exp(-x), d), d)
}

/// TVM's LLVM lowering (`DispatchNumericalStableTanh`): `(1 - exp(-2x)) / (1 + exp(-2x))` for
/// `x >= 0`, `(exp(2x) - 1) / (exp(2x) + 1)` otherwise (NaN included). Near 0 it is up to 2e-4
/// relative away from C's `tanhf`.
fn tanh(x: f64, d: DataType) -> f64 {
    let r = |v: f64| round_float(v, d);
    let exp = |v: f64| primitive(v, d, f64::exp, f32::exp);
    if x >= 0.0 {
        let e = exp(r(-2.0 * x));
        r(r(1.0 - e) / r(1.0 + e))
    } else {
        let e = exp(r(2.0 * x));
        r(r(e - 1.0) / r(e + 1.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn float32() -> DataType {
        DataType::FLOAT32
    }

    #[test]
    fn float32_exp_is_the_single_precision_function() {
        // On glibc's expf, 0.06% of this sweep is one ulp away from the double's exp rounded
        // to float32 (the first at -9.99949, bits 0xc11ffde9); `check_float_math_tvm.py` holds
        // both to TVM's build.
        for i in 0..200_000u32 {
            let x = -10.0f32 + i as f32 * 1e-4;
            assert_eq!(
                unary("exp").unwrap()(f64::from(x), float32()),
                f64::from(x.exp()),
                "{x}"
            );
        }
    }

    #[test]
    fn float16_tanh_near_zero_cancels_as_tvm_computes_it() {
        // exp(-2x) rounds to 1 in float16 for a tiny x, so TVM's build gives exactly 0.
        let x = 2f64.powi(-14);
        assert_eq!(tanh(x, DataType::scalar(crate::ir::TypeCode::Float, 16)), 0.0);
        assert!(tanh(x, float32()) > 0.0);
        assert!(tanh(f64::NAN, float32()).is_nan());
        assert_eq!(tanh(100.0, float32()), 1.0);
        assert_eq!(tanh(-100.0, float32()), -1.0);
    }
}
