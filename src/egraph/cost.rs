//! Extraction: the cheapest term of an e-class under the weighted-op cost of design.md
//! (arithmetic and comparison nodes cost 1; leaves, logical operators and casts cost 0).
//!
//! Invariant: costs are tree costs (a shared sub-term counts at each use), which is what a
//! single expression costs when evaluated; sharing across expressions is the CSE planner's job.

use super::analysis::TirEGraph;
use super::lang::TirLang;
use egg::{CostFunction, Extractor, Id, Language, RecExpr};

/// Operation count of a term, as the weighted-op measure counts it.
pub struct OpCost;

impl CostFunction<TirLang> for OpCost {
    type Cost = usize;
    fn cost<C>(&mut self, enode: &TirLang, mut costs: C) -> usize
    where
        C: FnMut(Id) -> usize,
    {
        let own = match enode.binop() {
            Some((op, _)) if op.is_counted() => 1,
            _ => 0,
        };
        enode.fold(own, |sum, id| sum.saturating_add(costs(id)))
    }
}

/// The cheapest term of `id`'s class and its cost.
pub fn extract(egraph: &TirEGraph, id: Id) -> (usize, RecExpr<TirLang>) {
    Extractor::new(egraph, OpCost).find_best(id)
}
