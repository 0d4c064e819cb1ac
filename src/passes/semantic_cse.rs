//! Semantic CSE: expressions equal modulo commutativity, associativity and the rules are
//! computed once, with bindings hoisted to the loop level where they stop changing.
//!
//! Phases: (1) canonical order (`canonical_order`): commuted and re-associated duplicates
//! become one term and loop-invariant partial sums become shared prefixes; (2) the CSE planner
//! and rewriter with `Placement::Hoist` bind every expression computed at least twice and place
//! it at the outermost scope where its operands are defined. Invariant: the result is
//! well-formed (checked by the caller with `ir::verify`) and computes the same values.

use super::canonical_order::canonicalize_func;
use super::syntactic_cse::{cse_with, CseConfig, CseStats, Placement};
use crate::ir::PrimFunc;

/// Options of semantic CSE.
#[derive(Clone, Copy, Debug)]
pub struct SemanticConfig {
    /// Binding placement (`Hoist` by default).
    pub placement: Placement,
    /// Bind bool-typed expressions too (default on). The weighted op measure counts
    /// comparisons, and loop-invariant predicates such as `1 <= yy` inside an `rc` loop are
    /// recomputed on every iteration otherwise; turn it off to keep conditions literal for
    /// TVM passes that pattern-match them (loop partitioning, `likely` bound checks).
    pub bind_predicates: bool,
}

impl Default for SemanticConfig {
    fn default() -> Self {
        SemanticConfig {
            placement: Placement::Hoist,
            bind_predicates: true,
        }
    }
}

/// Runs semantic CSE on `func` in place.
pub fn semantic_cse(func: &mut PrimFunc, cfg: &SemanticConfig) -> CseStats {
    canonicalize_func(func);
    cse_with(
        func,
        &CseConfig {
            placement: cfg.placement,
            bind_predicates: cfg.bind_predicates,
        },
    )
}
