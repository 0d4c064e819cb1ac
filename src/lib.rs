//! tir-eqsat: an equality-saturation optimizer for TVM's tensor IR (TIR).
//!
//! The crate reads the TVMScript that TVM 0.27 prints ([`parse_module`]), models it as
//! arenas of hash-consed expressions and statements ([`PrimFunc`], the [`ir`] module), optimizes
//! it ([`semantic_cse`], [`syntactic_cse`], [`simplify`], or a pipeline of them by name:
//! [`run_pass`]), prints TVMScript that TVM parses back ([`print_module`]), runs programs in a
//! reference interpreter ([`interpret`]) and counts weighted operations ([`weighted_ops`]).
//! Rules for the e-graph are data ([`load_rules`], [`rewrites`], [`check_rule`], [`prove`]).
//!
//! The surface below is flat: every public item is re-exported here, and the phases behind it
//! (scopes, bounds, the e-graph language, the planner...) stay private, except the IR model
//! itself, which callers build and inspect through [`ir`].
//!
//! ```
//! use tir_eqsat::{semantic_cse, SemanticConfig};
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

mod analysis;
mod deep;
mod egraph;
mod error;
mod generate;
mod interp;
pub mod ir;
mod passes;
mod ruleset;
mod sexpr;
mod tvmscript;

// Text in and out.
pub use error::{Error, Result, Span};
pub use sexpr::{parse_sexpr, print_sexpr};
pub use tvmscript::{describe_func, parse_module, print_expr, print_func, print_module, MAX_NESTING, MAX_STATEMENTS};

// The model (the rest of it lives in [`ir`]).
pub use ir::{verify, Bindings, DataType, Module, PrimFunc, VerifyError};

// Passes, and pipelines of them by name.
pub use passes::pipeline::{check_result, run as run_pass, IllFormed, Pass, PassError, PassReport, PipelineConfig};
pub use passes::{
    cse_with, semantic_cse, semantic_rewrites, simplify, simplify_rewrites, syntactic_cse, CseConfig, CseStats,
    Forwarded, PhaseTimes, Placement, RuleShapes, SemanticConfig, SemanticRules, SemanticStats, SimplifyConfig,
    SimplifyStats,
};
pub use passes::{tensor_cse, LayoutSpec, PaddingChoice, Stash, Target, TensorCseError, TensorCseReport};

// Measures and analyses.
pub use analysis::{
    var_facts, weighted_ops_of, written_roots, CostError, OpCount, OpKinds, Scope, ScopeTree, VarFacts,
};

// Rules as data, the e-graph engine, proofs.
pub use egraph::{extract, saturate, Limits, Report, TirAnalysis, TirEGraph, TirLang};
pub use ruleset::{
    check_rule, load_dir as load_rules, parse_fact, parse_rules, parse_term, prove, rewrites, CheckReport,
    Counterexample, Proof, ProveOptions, Rule, RuleError,
};

// The reference interpreter.
pub use interp::{
    first_difference, random_inputs, random_inputs_at_limits, run as interpret, run_difference, run_repairing, Inputs,
    Outputs, Slot, Storage, ASSUME_VIOLATED, DEFAULT_FUEL,
};

// Generated programs: scaling measurements and differential testing.
pub use generate::{
    differential, family_program, grouped_kernel, random_program, unrolled_kernel, Family, Finding, GROUP_STATEMENTS,
};

/// The weighted op count of `func` (design.md's measure), with an extent error rendered as a
/// message that prints the offending expression.
pub fn weighted_ops(func: &PrimFunc, bindings: &Bindings) -> std::result::Result<OpCount, String> {
    analysis::weighted_ops(func, bindings).map_err(|e| e.describe(func, tvmscript::print_expr))
}
