//! The cost extraction minimizes in semantic CSE ([`LevelCost`]), over IR expressions and over
//! e-nodes alike, so a program's own form and an extracted term compare on one scale.
//!
//! Invariant: the order is total and lexicographic (innermost loop level first, then size), so
//! no op ever moves into a deeper loop to save one outside it.

use super::collect::Collected;
use crate::analysis::{ScopeTree, VarFacts};
use crate::egraph::TirLang;
use crate::ir::walk::ScopeId;
use crate::ir::{visit, Expr, ExprId, PrimFunc};
use egg::Id;
use hashbrown::{HashMap, HashSet};

/// Loop levels told apart by the extraction cost; deeper ones count as the deepest.
const LEVELS: usize = 8;

/// What extraction minimizes: the ops of a term as the weighted op measure counts them
/// (variables, constants and casts are free) per loop level at which each op would be placed
/// (the deepest level of its variables), compared from the innermost level out, so no op moves
/// into a deeper loop to save one outside it; then the term's size, so that among equally
/// cheap terms a variable holding a value wins over the casts computing it.
#[derive(Clone, Debug)]
pub(super) struct LevelCost {
    /// The ops per loop level, innermost first (`key[0]` counts the deepest level told apart),
    /// then the size: compared as one array, lexicographically (the order described above).
    /// 32-bit counts, saturating: a count of 4.29e9 (no kernel's expression comes near)
    /// only ties, and the choice falls to the next count; the choices stay sound either way.
    /// Why not 64: the costs are tables of one entry per expression of a function, and at
    /// half the width the grouped 2.6M-node kernel ranked its classes in 33 ms, not 48.
    key: [u32; LEVELS + 1],
    level: u8,
}

impl PartialEq for LevelCost {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}

impl PartialOrd for LevelCost {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.key.cmp(&other.key))
    }
}

/// Where `key` holds the size.
const SIZE: usize = LEVELS;

impl LevelCost {
    /// A node with no operands yet, at level `base` (a variable's level).
    fn start(base: usize) -> LevelCost {
        let mut key = [0; LEVELS + 1];
        key[SIZE] = 1;
        LevelCost {
            key,
            level: base.min(LEVELS - 1) as u8,
        }
    }

    /// Adds an operand's cost: the node sits at the deepest of its operands' levels.
    fn absorb(&mut self, kid: &LevelCost) {
        self.level = self.level.max(kid.level);
        for (mine, theirs) in self.key.iter_mut().zip(kid.key) {
            *mine = mine.saturating_add(theirs);
        }
    }

    /// Counts the node's own op (if `own`) at its level, once every operand is absorbed.
    fn finish(mut self, own: bool) -> LevelCost {
        let ops = &mut self.key[LEVELS - 1 - self.level as usize];
        *ops = ops.saturating_add(own as u32);
        self
    }

    /// The same cost of an IR expression (each subexpression computed once into `memo`).
    pub(super) fn of_expr(f: &PrimFunc, facts: &VarFacts, e: ExprId, memo: &mut CostMemo) -> LevelCost {
        if let Some(c) = memo.get(e) {
            return c.clone();
        }
        let node = f.expr(e);
        let (own, base) = match node {
            Expr::Binary(op, ..) => (op.is_counted(), 0),
            Expr::Var(v) => (false, facts.level[v.index()] as usize),
            _ => (false, 0),
        };
        let mut cost = LevelCost::start(base);
        visit::expr_children(node, |c| cost.absorb(&LevelCost::of_expr(f, facts, c, memo)));
        let cost = cost.finish(own);
        memo.insert(e, cost.clone());
        cost
    }

    /// What CSE leaves of `e` to compute: each distinct subterm once (a repeated one is bound),
    /// each op at its level, and nothing of a strict subterm `stays` holds for (computed
    /// elsewhere anyway); the level is `e`'s. `full` is [`LevelCost::of_expr`]'s memo.
    pub(super) fn of_expr_dag(
        f: &PrimFunc,
        facts: &VarFacts,
        e: ExprId,
        stays: &dyn Fn(ExprId) -> bool,
        full: &mut CostMemo,
    ) -> LevelCost {
        let mut cost = LevelCost {
            key: [0; LEVELS + 1],
            level: LevelCost::of_expr(f, facts, e, full).level,
        };
        let mut seen: HashSet<ExprId> = HashSet::new();
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            if !seen.insert(x) || (x != e && stays(x)) {
                continue;
            }
            let node = f.expr(x);
            if matches!(node, Expr::Binary(op, ..) if op.is_counted()) {
                let level = LevelCost::of_expr(f, facts, x, full).level;
                let ops = &mut cost.key[LEVELS - 1 - level as usize];
                *ops = ops.saturating_add(1);
            }
            cost.key[SIZE] = cost.key[SIZE].saturating_add(1);
            visit::expr_children(node, |c| stack.push(c));
        }
        cost
    }
}

/// Costs of expressions computed so far, by expression. Dense: a slot per expression (4
/// bytes) into a list of the costs computed. A table of `Option<LevelCost>` per expression
/// (40 bytes each) made the grouped 2.6M-node kernel fault in 37 MB to cost the quarter of its
/// 922k nodes it ranks.
#[derive(Default)]
pub(super) struct CostMemo {
    /// Per expression: 0, or the index of its cost in `costs` plus one.
    slot: Vec<u32>,
    costs: Vec<LevelCost>,
}

impl CostMemo {
    /// A memo with a slot for each of `exprs` expressions (it grows for later ones).
    pub(super) fn with_slots(exprs: usize) -> CostMemo {
        CostMemo {
            slot: vec![0; exprs],
            costs: Vec::new(),
        }
    }

    fn get(&self, e: ExprId) -> Option<&LevelCost> {
        match self.slot.get(e.index()) {
            Some(&s) if s > 0 => Some(&self.costs[s as usize - 1]),
            _ => None,
        }
    }

    fn insert(&mut self, e: ExprId, cost: LevelCost) {
        if self.slot.len() <= e.index() {
            self.slot.resize(e.index() + 1, 0);
        }
        self.costs.push(cost);
        self.slot[e.index()] = self.costs.len() as u32;
    }
}

/// The subterms of two or more occurrences in one repeating scope (a loop body, a thread
/// launch; or the function outside them): CSE computes each once there, so a form reusing one
/// costs less than its tree says. `x + k < 15` beside an index `x + k` is cheaper than
/// `k < 15 - x` in the same `k` loop, though the latter has fewer ops under `k` as a tree.
/// With them, how many occurrences each expression has in the whole function.
pub(super) fn shared_subterms(col: &Collected, tree: &ScopeTree) -> (HashSet<ExprId>, HashMap<ExprId, u32>) {
    let mut seen: HashSet<(ScopeId, ExprId)> = HashSet::new();
    let mut shared = HashSet::new();
    let mut counts: HashMap<ExprId, u32> = HashMap::new();
    for o in &col.occurrences {
        if !seen.insert((tree.repeating_scope(o.scope), o.expr)) {
            shared.insert(o.expr);
        }
        *counts.entry(o.expr).or_default() += 1;
    }
    (shared, counts)
}

/// How often each subexpression of `e` occurs in `e`'s tree (`e` itself once), saturating:
/// paths from `e` counted over its distinct nodes, parents before children (operands are
/// interned first, so a higher id is never an operand of a lower one), in time linear in
/// the distinct nodes however much the tree repeats them.
pub(super) fn multiplicities(f: &PrimFunc, e: ExprId) -> HashMap<ExprId, u32> {
    let mut nodes: Vec<ExprId> = Vec::new();
    let mut seen: HashSet<ExprId> = HashSet::new();
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        if seen.insert(x) {
            nodes.push(x);
            visit::expr_children(f.expr(x), |c| stack.push(c));
        }
    }
    nodes.sort_unstable_by(|a, b| b.cmp(a));
    let mut paths: HashMap<ExprId, u32> = HashMap::with_capacity(nodes.len());
    paths.insert(e, 1);
    for x in nodes {
        let through = paths.get(&x).copied().unwrap_or(0);
        visit::expr_children(f.expr(x), |c| {
            let p = paths.entry(c).or_default();
            *p = p.saturating_add(through);
        });
    }
    paths
}

/// Extraction's cost function: [`LevelCost`] over e-nodes.
pub(super) struct LevelOps<'a> {
    pub(super) facts: &'a VarFacts,
}

impl egg::CostFunction<TirLang> for LevelOps<'_> {
    type Cost = LevelCost;

    fn cost<C: FnMut(Id) -> LevelCost>(&mut self, enode: &TirLang, mut costs: C) -> LevelCost {
        let own = enode.binop().is_some_and(|(op, _)| op.is_counted());
        let base = match enode {
            TirLang::Var(s) => crate::egraph::symbol_var(*s).map_or(0, |v| self.facts.level[v.index()] as usize),
            _ => 0,
        };
        let mut cost = LevelCost::start(base);
        for &c in egg::Language::children(enode) {
            cost.absorb(&costs(c));
        }
        cost.finish(own)
    }
}

/// The cost of the cheapest term of every e-class of a saturated e-graph under [`LevelOps`]:
/// the least fixpoint egg's `Extractor` computes by sweeping every class until nothing
/// changes, reached here with a work list that revisits a class only when one of its
/// children got cheaper. Measured on the grouped 2.6M-node kernel, summed over its 59
/// partitions: egg's extractor took 43 to 55 ms to cost them, this 11 to 13 (three runs of one
/// binary computing both and finding every class equal).
///
/// Invariant: the same values as egg's extractor. `LevelCost` is strictly monotone (a node
/// costs more than each operand: it adds their counts and its own size), so both compute the
/// cost of each class's cheapest finite term, whatever order the classes are visited in.
pub(super) struct ClassCosts {
    /// By canonical class id.
    costs: Vec<Option<LevelCost>>,
}

impl ClassCosts {
    pub(super) fn new(egraph: &crate::egraph::TirEGraph, ops: &mut LevelOps) -> ClassCosts {
        use egg::{CostFunction, Language};
        let len = egraph.classes().map(|c| usize::from(c.id) + 1).max().unwrap_or(0);
        let mut classes = vec![None; len];
        for c in egraph.classes() {
            classes[usize::from(c.id)] = Some(c);
        }
        let mut costs: Vec<Option<LevelCost>> = vec![None; len];
        let mut queued = vec![true; len];
        // Popped in ascending id order first: lowering adds operands before the terms over
        // them, so most classes find their operands costed already.
        let mut work: Vec<usize> = (0..len).rev().filter(|&i| classes[i].is_some()).collect();
        while let Some(i) = work.pop() {
            queued[i] = false;
            let Some(class) = classes[i] else { continue };
            let best = class
                .iter()
                .filter(|n| n.children().iter().all(|&c| costs[usize::from(c)].is_some()))
                .map(|n| ops.cost(n, |c| costs[usize::from(c)].clone().expect("operands are costed first")))
                .min_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
            let Some(best) = best else { continue };
            if costs[i].as_ref().is_some_and(|old| *old <= best) {
                continue;
            }
            costs[i] = Some(best);
            for p in class.parents() {
                let p = usize::from(egraph.find(p));
                if !std::mem::replace(&mut queued[p], true) {
                    work.push(p);
                }
            }
        }
        ClassCosts { costs }
    }

    /// The cost of `class`'s cheapest term (`class` canonical; `None` if it has no finite
    /// term, which an e-class built from terms always has).
    pub(super) fn of(&self, class: Id) -> Option<&LevelCost> {
        self.costs.get(usize::from(class)).and_then(Option::as_ref)
    }
}
