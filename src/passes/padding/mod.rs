//! The transforms of the layout-transform padding RFC (seed 002) that work on loop-level TIR:
//! lowering (`remove-assume`, `remove-store-undef`), `remove-no-op`, and the loop transforms.
//! `simplify` (in [`super::simplify`]) gives `T.assume` and `T.undef()` their meaning for
//! conditions and values.
//!
//! Invariant of every pass here: on every run of the input without an error or a violated
//! assumption, the output leaves every buffer element with the same value, except elements the
//! input leaves undefined (stored `T.undef()`), which `remove-store-undef` may leave holding
//! anything.

mod abstract_run;
mod access;
mod boxes;
mod branching;
mod choose;
mod domain;
mod folding;
mod hoist;
mod layout;
mod layout_split;
mod loop_extents;
mod lowering;
mod merge_loops;
mod no_op;
mod overcompute;
mod prune;
mod reverse;
mod scalar_cases;
mod sequential;
mod undef;
mod undef_reads;

pub(crate) use access::{buffers, buffers_of, expr_buffers, value_fact};
pub use branching::branching;
pub use choose::{choose as padding, PaddingChoice, Target};
pub(crate) use domain::{eval_bool, eval_int as domain_eval_int, for_all, Dim, Env};
pub use hoist::hoist;
pub use layout::{transform_layout, LayoutError, LayoutSpec};
pub use loop_extents::reduce_loop_extents;
pub(crate) use lowering::uses_undef;
pub use lowering::{remove_assume, remove_store_undef};
pub use merge_loops::merge_loops;
pub use no_op::remove_no_op;
pub use overcompute::overcompute;
pub(crate) use prune::dead_lets;
pub use sequential::sequential_access;
pub(crate) use undef::fold_undef;
