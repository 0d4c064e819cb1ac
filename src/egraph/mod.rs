//! The e-graph engine: the `TirLang` language, the analysis (dtype, constants, intervals), the
//! canonical operand order applied on insertion, the bounded runner, and proving.

mod analysis;
mod cost;
mod lang;
mod normalize;
mod prove;
mod runner;

pub use analysis::{TirAnalysis, TirData, TirEGraph};
pub use cost::{extract, OpCost};
pub use lang::{Lit, LitValue, TirLang, Ty};
pub use normalize::canonicalize;
pub use prove::{parse_fact, parse_term, prove, Proof, ProveOptions};
pub use runner::{saturate, saturate_until, Limits, Report};

/// Interval of `op` over integer operand intervals (shared with rule guards).
pub fn interval_of(op: crate::ir::BinOp, a: (i128, i128), b: (i128, i128)) -> Option<(i128, i128)> {
    analysis::interval(op, a, b)
}

/// A literal's value as an interpreter scalar.
pub fn analysis_scalar(v: LitValue) -> crate::ir::semantics::Scalar {
    analysis::to_scalar(v)
}
