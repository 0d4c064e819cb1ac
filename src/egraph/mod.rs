//! The e-graph engine: the `TirLang` language, the analysis (dtype, constants, intervals), the
//! canonical operand order applied on insertion, the bounded runner, and proving.

mod analysis;
mod convert;
mod cost;
mod lang;
mod normalize;
mod runner;

pub use analysis::{TirAnalysis, TirEGraph};
pub(crate) use convert::{lower, raise, symbol_var, var_symbol, LookUp, Term};
pub use cost::extract;
pub use lang::{Lit, LitValue, TirLang, Ty};
pub use normalize::canonicalize;
pub use runner::{saturate, saturate_until, Limits, Report};

/// A literal's value as an interpreter scalar.
pub fn analysis_scalar(v: LitValue) -> crate::ir::semantics::Scalar {
    analysis::to_scalar(v)
}
