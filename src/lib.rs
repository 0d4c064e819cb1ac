//! tir-eqsat: an equality-saturation optimizer for TVM's tensor IR (TIR).
//!
//! The crate reads the TVMScript that TVM 0.27 prints ([`parse_module`]), models it as
//! arenas of hash-consed expressions and statements ([`PrimFunc`]), optimizes it
//! ([`passes::semantic_cse`], [`passes::syntactic_cse`]), prints TVMScript that TVM parses back
//! ([`print_module`]), runs programs in a reference interpreter ([`interp`]) and counts
//! weighted operations ([`weighted_ops`]). Rules for the e-graph are data ([`ruleset`]).
//!
//! ```
//! use tir_eqsat::passes::{semantic_cse, SemanticConfig};
//! let src = "@T.prim_func
//! def f(A: T.Buffer((64,), \"int32\"), x: T.int32, y: T.int32):
//!     for i in range(8):
//!         A[i] = x + y + i
//!         A[i + 8] = y + x
//! ";
//! let mut module = tir_eqsat::parse_module("example.py", src).unwrap();
//! let stats = semantic_cse(&mut module.funcs[0], &SemanticConfig::default());
//! let out = tir_eqsat::print_module(&module);
//! // `x + y` and `y + x` are one binding, computed once before the loop.
//! assert_eq!(stats.cse.bindings, 1);
//! assert!(out.contains("cse_v1: T.let[T.int32] = x + y\n    for i in range(8):"));
//! ```
#![warn(missing_docs)]

pub mod analysis;
pub mod egraph;
pub mod error;
pub mod generate;
pub mod interp;
pub mod ir;
pub mod passes;
pub mod ruleset;
pub mod sexpr;
pub mod tvmscript;

pub use analysis::{CostError, OpCount};
pub use error::{Error, Result, Span};
pub use ir::Bindings;

/// The weighted op count of `func` (design.md's measure; [`analysis::weighted_ops`]), with an
/// extent error rendered as a message that prints the offending expression.
pub fn weighted_ops(func: &PrimFunc, bindings: &Bindings) -> std::result::Result<OpCount, String> {
    analysis::weighted_ops(func, bindings).map_err(|e| e.describe(func, tvmscript::print_expr))
}
pub use ir::{Module, PrimFunc};
pub use passes::pipeline;
pub use tvmscript::{parse_module, print_module};
