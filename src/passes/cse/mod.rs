//! Common-subexpression elimination shared by both modes: the planner ([`plan`]) decides which
//! expressions are bound and where, the rewriter ([`rewrite`]) inserts the `cse_vN` bindings and
//! replaces the occurrences. Syntactic CSE is exactly TVM 0.27's `CommonSubexprElim`
//! (`Placement::Lca`, no predicates, no reads); semantic CSE runs the same planner with
//! hoisting after its canonical-order and e-graph steps.
//!
//! Invariant: the planner and the rewriter see the same expressions, because both go through
//! the shared walk ([`crate::ir::walk`], [`crate::ir::rewrite`]) and the same
//! [`crate::ir::walk::ExprSite::is_cse_site`]; every binding is placed in a scope where its
//! operands (and the bindings its value uses) are defined.

mod plan;
mod rewrite;
mod written_loads;

use crate::ir::{ExprId, PrimFunc, VarId};

/// What one run of the pass did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CseStats {
    /// Number of `cse_vN` bindings introduced.
    pub bindings: usize,
    /// Distinct eligible expressions seen.
    pub candidates: usize,
    /// Each binding's variable and the expression it binds (as it was before rewriting).
    pub bound: Vec<(VarId, ExprId)>,
    /// The bindings whose uses all stand under one `if` (the planner's guarded bindings, bound
    /// as `T.if_then_else(cond, expression, 0)`): the variable and the condition (as it was
    /// before rewriting).
    pub guarded: Vec<(VarId, ExprId)>,
}

/// Where a binding goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// At the lowest common scope of its uses, as TVM does.
    Lca,
    /// At the outermost scope where all its operands are defined (loop-invariant work leaves
    /// loops and thread launches), but an expression that can trap (division or modulo by
    /// something not a nonzero constant) never leaves a branch or loop.
    Hoist,
}

/// Options of the CSE planner.
#[derive(Clone, Copy, Debug)]
pub struct CseConfig {
    /// Binding placement.
    pub placement: Placement,
    /// Also bind bool-typed expressions (comparisons, `and`/`or`), which TVM never binds.
    pub bind_predicates: bool,
    /// Hoisting only: also common loads of buffers the function never writes (in a
    /// `tirx.noalias` function) and pure calls, which TVM never commons (`read_only`). Loads
    /// count as trapping (an index may be out of bounds where the load did not run) and never
    /// leave the thread launch they are in (above it is host code).
    pub common_reads: bool,
    /// Unsafe, TVM 0.27's exact behaviour: bind a division by a variable (or a load) ahead of
    /// the `if_then_else` branch, `and`/`or` operand or scope that guarded it, where it may
    /// trap although the input never evaluated it there. Off by default.
    pub speculate_traps: bool,
    /// TVM 0.27's exact behaviour: the expressions of a block's iteration domains and of its
    /// read and write regions count as uses, placed outside the block (a region and one
    /// computation make a binding), and are rewritten with the bindings. In regions only those
    /// free of the block's own iteration variables: TVM counts those too, binds them inside the
    /// block, and then fails ("structural mutate result does not match the declared type").
    /// Off, this metadata is neither counted nor rewritten (it still describes the same block).
    pub count_block_metadata: bool,
    /// A block's iteration-variable bindings and `T.where` predicate are CSE sites, as in TVM
    /// 0.27's pass. Off, they stay as written: TVM's block-level passes read them as functions
    /// of the loop variables, and with a let-bound variable in them `CompactBufferAllocation`
    /// shrinks a rolling buffer to the region one iteration touches (the result differs).
    pub block_bindings: bool,
    /// Bind only values whose dtype TVM 0.27's parser can declare (`DataType::tvm_declarable`)
    /// and its build can bind: TVM's own CSE binds any, and TVM then cannot read its output
    /// back, or (a float format such as `bfloat16`, whose legalization retypes a let's value
    /// but not its variable) cannot build it.
    pub declarable_only: bool,
}

impl Default for CseConfig {
    fn default() -> Self {
        CseConfig {
            placement: Placement::Lca,
            bind_predicates: false,
            common_reads: false,
            speculate_traps: false,
            count_block_metadata: true,
            block_bindings: true,
            declarable_only: false,
        }
    }
}

/// Runs syntactic CSE on `func` in place, exactly as TVM 0.27 does.
pub fn syntactic_cse(func: &mut PrimFunc) -> CseStats {
    cse_with(func, &CseConfig::default())
}

/// Runs the CSE planner and rewriter with `cfg`.
pub fn cse_with(func: &mut PrimFunc, cfg: &CseConfig) -> CseStats {
    let plan = plan::plan(func, cfg);
    let mut stats = CseStats {
        bindings: plan.binds.len(),
        candidates: plan.candidates,
        bound: Vec::new(),
        guarded: Vec::new(),
    };
    if !plan.binds.is_empty() {
        (stats.bound, stats.guarded) = rewrite::apply(func, plan, cfg);
    }
    stats
}
