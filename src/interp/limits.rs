//! Input values at the edges of their dtype: the extremes and the values next to them, zero and
//! minus one, and for floats the signed zeros, infinities, NaN and the smallest subnormal. The
//! typical draws (small integers, floats in `[-2, 2)`) never reach them, so a transformation
//! that is wrong only where narrow integers wrap, or where a float is `-0.0` or NaN, passes them.
//!
//! Invariants: every value drawn is a value of its dtype (a float one it holds exactly); the
//! density (the share of elements drawn from the edges) is drawn per input set, so some sets
//! have few edge values, which a program that overflows on most of them can still run.

use super::Scalar;
use crate::ir::semantics::round_float;
use crate::ir::DataType;
use rand::{rngs::SmallRng, Rng};

/// The densities an input set draws from: about every second, every sixteenth or every 256th
/// element at an edge.
const DENSITIES: [f64; 3] = [0.5, 1.0 / 16.0, 1.0 / 256.0];

/// A density for one input set.
pub(super) fn draw_density(rng: &mut SmallRng) -> f64 {
    DENSITIES[rng.gen_range(0..DENSITIES.len())]
}

/// An edge value of `dt` (a scalar dtype), or `None` with probability `1 - density` (the caller
/// then draws a typical value).
pub(super) fn edge_value(rng: &mut SmallRng, dt: DataType, density: f64) -> Option<Scalar> {
    if !rng.gen_bool(density) {
        return None;
    }
    if dt.is_float() {
        let edges = float_edges(dt);
        return Some(Scalar::F(edges[rng.gen_range(0..edges.len())]));
    }
    let (lo, hi) = dt.int_range();
    let candidates = [lo, lo + 1, lo / 2, -1, 0, 1, hi / 2, hi - 1, hi];
    let inside: Vec<i128> = candidates.into_iter().filter(|v| (lo..=hi).contains(v)).collect();
    Some(Scalar::I(inside[rng.gen_range(0..inside.len())]))
}

/// The float edges of `dt`, each rounded to `dt` (a float16 subnormal is 2^-24).
fn float_edges(dt: DataType) -> Vec<f64> {
    let largest = dt.largest_float().unwrap_or(f64::from(f32::MAX));
    let tiny = match dt.bits {
        16 => 2f64.powi(-24),
        32 => f64::from(f32::from_bits(1)),
        _ => f64::from_bits(1),
    };
    [
        0.0,
        -0.0,
        1.0,
        -1.0,
        largest,
        -largest,
        tiny,
        -tiny,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
    ]
    .into_iter()
    .map(|v| round_float(v, dt))
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_edge_is_a_value_of_its_dtype() {
        let mut rng = SmallRng::seed_from_u64(3);
        for name in ["int8", "uint8", "int16", "int32", "int64", "uint32", "bool"] {
            let dt = DataType::parse(name).unwrap();
            let (lo, hi) = dt.int_range();
            let mut seen = std::collections::BTreeSet::new();
            for _ in 0..500 {
                let Some(Scalar::I(v)) = edge_value(&mut rng, dt, 1.0) else {
                    panic!("{name}: an integer edge expected");
                };
                assert!((lo..=hi).contains(&v), "{name}: {v} outside [{lo}, {hi}]");
                seen.insert(v);
            }
            assert!(
                seen.contains(&lo) && seen.contains(&hi),
                "{name}: limits never drawn: {seen:?}"
            );
        }
        for name in ["float16", "float32", "float64"] {
            let dt = DataType::parse(name).unwrap();
            for v in float_edges(dt) {
                assert!(
                    v.is_nan() || round_float(v, dt).to_bits() == v.to_bits(),
                    "{name}: {v:e}"
                );
                assert!(v.is_nan() || v.is_infinite() || v.abs() <= dt.largest_float().unwrap());
            }
            assert!(float_edges(dt).iter().any(|v| *v == 0.0 && v.is_sign_negative()));
            assert!(float_edges(dt)
                .iter()
                .any(|v| *v > 0.0 && round_float(v / 2.0, dt) == 0.0));
        }
    }

    #[test]
    fn the_density_is_the_share_of_edge_draws() {
        let mut rng = SmallRng::seed_from_u64(9);
        let dt = DataType::parse("int32").unwrap();
        let hits = (0..4096)
            .filter(|_| edge_value(&mut rng, dt, 1.0 / 16.0).is_some())
            .count();
        assert!((180..340).contains(&hits), "{hits} edge values of 4096 at density 1/16");
    }
}
