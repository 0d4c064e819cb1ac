//! Optimization passes. Each pass is a function over one `PrimFunc` that returns its stats.

mod canonical_order;
mod cse;
mod equal_forms;
mod halves;
mod invariant_offsets;
mod let_forwarding;
mod padding;
mod phase_times;
pub mod pipeline;
mod read_back_form;
mod semantic_cse;
mod simplify;
mod tensor_cse;

pub use canonical_order::canonicalize_func;
pub use cse::{cse_with, syntactic_cse, CseConfig, CseStats, Placement};
pub use equal_forms::RuleShapes;
pub use let_forwarding::Forwarded;
pub use padding::{
    branching, hoist, merge_loops, overcompute, padding, reduce_loop_extents, remove_assume, remove_no_op,
    remove_store_undef, sequential_access, transform_layout, LayoutError, LayoutSpec, PaddingChoice, Target,
};
pub use phase_times::PhaseTimes;
pub use read_back_form::fold_read_back_forms;
pub use semantic_cse::{semantic_cse, semantic_rewrites, SemanticConfig, SemanticRules, SemanticStats};
pub use simplify::{simplify, simplify_rewrites, SimplifyConfig, SimplifyStats};
pub use tensor_cse::{tensor_cse, Stash, TensorCseError, TensorCseReport};
