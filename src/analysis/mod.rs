//! Program analyses shared by passes and tools.
//!
//! Invariant: analyses only read the IR.

mod bounds;
mod cost;
mod effects;
mod evaluated;
mod free_vars;
mod linear;
mod memory_scopes;
mod scopes;

pub use bounds::{expr_ranges, interval, interval_of, interval_under, may_overflow, surely_runs, var_facts, VarFacts};
pub use cost::{weighted_ops, weighted_ops_of, CostError, OpCount, OpKinds};
pub use effects::{
    calls_impure, can_trap, commonable_reads, fixed_element, noalias, reads_memory, traps_itself, written_roots,
};
pub use evaluated::{bounded_by_product, loop_extents, may_end_early, unconditional_products};
pub use free_vars::{free_vars, vars_read, FreeVarsMemo};
pub use linear::{atom_difference, constant_difference};
pub use memory_scopes::MemoryScopes;
pub use scopes::{Scope, ScopeTree};
