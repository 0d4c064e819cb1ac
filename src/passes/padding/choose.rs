//! `padding`: overcompute or branching, whichever pays (the RFC leaves the choice to a cost
//! model). Each candidate (the function as it is, with `overcompute`, with `branching`) is run
//! abstractly ([`super::abstract_run`]) and measured in the specification's measure (operator
//! evaluations, branch evaluations, loop iterations); the target weighs them: on a CPU a
//! branch costs about an operator (predictable loop guards), on a GPU a divergent branch
//! serializes a warp, so it weighs [`GPU_BRANCH_WEIGHT`] operators. The cheapest candidate
//! wins; a tie keeps the function as it is.
//!
//! Invariants: every candidate is one the two passes produce on their own (each sound by its
//! own argument), so the choice only affects cost; a function the abstract run cannot follow
//! (symbolic extents, data-dependent branches) is left unchanged, with no costs reported.

use super::abstract_run::{run, Counts, Watch};
use crate::ir::PrimFunc;

/// What a GPU branch weighs, in operators.
pub const GPU_BRANCH_WEIGHT: u64 = 4;

/// The hardware the cost model weighs for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Target {
    /// A CPU (llvm): branches weigh one operator.
    #[default]
    Cpu,
    /// A GPU (cuda): branches weigh [`GPU_BRANCH_WEIGHT`] operators.
    Gpu,
}

impl Target {
    /// The weighted cost of `c`.
    pub fn weigh(self, c: Counts) -> u64 {
        let branch = match self {
            Target::Cpu => 1,
            Target::Gpu => GPU_BRANCH_WEIGHT,
        };
        c.ops + branch * c.branches + c.iters
    }
}

/// The candidates' costs and the one chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaddingChoice {
    /// The target weighed for.
    pub target: Target,
    /// Each candidate: name, counts, weighted cost.
    pub costs: Vec<(&'static str, Counts, u64)>,
    /// The candidate kept.
    pub chosen: &'static str,
}

/// Replaces `f` by its cheapest candidate; `None` when it cannot be measured.
pub fn choose(f: &mut PrimFunc, target: Target) -> Option<PaddingChoice> {
    let measure = |g: &PrimFunc| run(g, Watch::Nothing).ok().map(|found| found.counts);
    let mut candidates: Vec<(&'static str, PrimFunc)> = vec![("as-is", f.clone())];
    let mut over = f.clone();
    if super::overcompute(&mut over) > 0 {
        candidates.push(("overcompute", over));
    }
    let mut branch = f.clone();
    if super::branching(&mut branch) > 0 {
        candidates.push(("branching", branch));
    }
    let mut costs = Vec::new();
    let mut best: Option<(u64, usize)> = None;
    for (k, (name, g)) in candidates.iter().enumerate() {
        let counts = measure(g)?;
        let cost = target.weigh(counts);
        costs.push((*name, counts, cost));
        if best.is_none_or(|(b, _)| cost < b) {
            best = Some((cost, k));
        }
    }
    let (_, k) = best?;
    let (chosen, g) = candidates.swap_remove(k);
    *f = g;
    Some(PaddingChoice { target, costs, chosen })
}
