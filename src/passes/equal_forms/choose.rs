//! The form each lowered occurrence takes, chosen class by class: the step of
//! [`super::merge_equal_forms`] between joining the partitions' classes and raising the terms
//! only the e-graph has (the soundness argument is the module's).
//!
//! Invariant: a class's choice reads only the shared [`Tables`] and decides only for the
//! expressions of that class (an expression belongs to one class), and what a worker keeps
//! (costs, free variables, extractors) only caches values computed from the function and the
//! partitions. So the classes may be split between threads: the choices, put in expression
//! order by the caller, are the same however they were split.

use super::collect::{Collected, Let};
use super::level_cost::{CostMemo, LevelCost, LevelOps};
use super::partition::Partition;
use crate::analysis::{ScopeTree, VarFacts};
use crate::egraph::{LitValue, TirAnalysis, TirLang};
use crate::ir::{DataType, Expr, ExprId, PrimFunc, VarId};
use egg::Id;
use hashbrown::HashMap;

/// Occurrences from which the classes are chosen on two threads: below, a thread's start and
/// its own tables cost more than it saves.
pub const TWO_THREADS_FROM: usize = 1 << 15;

/// Chunks the classes are cut into for the two threads.
const CHUNKS: usize = 64;

/// What every class's choice reads.
pub(super) struct Tables<'a> {
    pub(super) f: &'a PrimFunc,
    pub(super) facts: &'a VarFacts,
    pub(super) col: &'a Collected,
    pub(super) tree: &'a ScopeTree,
    pub(super) parts: &'a [Partition],
    /// Whether the function may end before a later form runs (`return`, `assert`, `while`).
    pub(super) returns: bool,
    /// The lets of every class, earliest first.
    pub(super) lets_of: &'a HashMap<ExprId, Vec<usize>>,
    /// The let defining each let variable.
    pub(super) let_of_var: &'a HashMap<VarId, &'a Let>,
    /// The value of each class some partition proved constant.
    pub(super) constants: &'a HashMap<ExprId, LitValue>,
    /// The cheapest term any partition has for each class: its cost, the partition and the
    /// e-class there.
    pub(super) cheapest: &'a HashMap<ExprId, (LevelCost, usize, Id)>,
}

/// What the classes chose.
#[derive(Default)]
pub(super) struct Choices {
    /// Expressions that take another form the program holds: (expression, the form).
    pub(super) replace: Vec<(ExprId, ExprId)>,
    /// Replacements by forms the program does not write as an expression: (expression, the
    /// form, its dtype).
    pub(super) fresh: Vec<(ExprId, Expr, DataType)>,
    /// Cheaper terms only the e-graph has: (expression, the term, the program's form to fall
    /// back on if the term is not proven free of overflow and traps).
    pub(super) extracted: Vec<(ExprId, egg::RecExpr<TirLang>, Option<ExprId>)>,
}

/// The choices for `lowered` (occurrences with their classes, class by class, each class's in
/// program order). From `two_threads_from` occurrences on, they are cut at class boundaries
/// into chunks that two threads take in turn: the classes' work is uneven (on the grouped
/// 2.6M-node kernel, halves took 16 and 55 to 82 ms), chunks taken in turn 41 to 46 ms each,
/// against 64 to 95 ms on one thread.
pub(super) fn choose(t: &Tables, lowered: &[(ExprId, usize)], two_threads_from: usize) -> Choices {
    if lowered.len() < two_threads_from {
        let mut chosen = Choices::default();
        Chooser::new(t).classes(lowered, &mut chosen);
        return chosen;
    }
    let mut chunks = Vec::with_capacity(CHUNKS + 1);
    let mut at = 0;
    while at < lowered.len() {
        let mut end = (at + (lowered.len() / CHUNKS).max(1)).min(lowered.len());
        while end < lowered.len() && lowered[end].0 == lowered[end - 1].0 {
            end += 1;
        }
        chunks.push(&lowered[at..end]);
        at = end;
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let work = || {
        let mut chooser = Chooser::new(t);
        let mut chosen = Choices::default();
        while let Some(chunk) = chunks.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)) {
            chooser.classes(chunk, &mut chosen);
        }
        chosen
    };
    let (mut chosen, other) = std::thread::scope(|s| {
        let other = s.spawn(work);
        let mine = work();
        (mine, other.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
    });
    chosen.replace.extend(other.replace);
    chosen.fresh.extend(other.fresh);
    chosen.extracted.extend(other.extracted);
    chosen
}

/// One thread's caches: values computed from the function and the partitions, kept from one
/// chunk of classes to the next.
struct Chooser<'t, 'a> {
    t: &'t Tables<'a>,
    free: crate::analysis::FreeVarsMemo,
    /// Costs by expression (a slot for every node: growing step by step copies them).
    costs: CostMemo,
    /// A partition's extractor is needed again only where a term of it is taken.
    extractors: Vec<Option<egg::Extractor<'a, LevelOps<'a>, TirLang, TirAnalysis>>>,
}

impl<'t, 'a> Chooser<'t, 'a> {
    fn new(t: &'t Tables<'a>) -> Self {
        Chooser {
            t,
            free: crate::analysis::FreeVarsMemo::default(),
            costs: CostMemo::with_slots(t.f.exprs.len()),
            extractors: t.parts.iter().map(|_| None).collect(),
        }
    }

    /// The choices for the whole classes of `lowered`, added to `out`.
    fn classes(&mut self, lowered: &[(ExprId, usize)], out: &mut Choices) {
        let Tables {
            f,
            facts,
            col,
            tree,
            parts,
            returns,
            lets_of,
            let_of_var,
            constants,
            cheapest,
        } = *self.t;
        let Chooser {
            free,
            costs,
            extractors,
            ..
        } = self;
        let mut free_of = |e: ExprId| free.get(f, e);
        for group in lowered.chunk_by(|a, b| a.0 == b.0) {
            let class = group[0].0;
            // The class's occurrences expression by expression, each in program order.
            let mut by_expr: Vec<(ExprId, usize)> = group.iter().map(|&(_, k)| (col.occurrences[k].expr, k)).collect();
            by_expr.sort_unstable();
            // The class's members from the cheapest form to the dearest, under the cost extraction
            // minimizes (ops per loop level, so `i * 64 + j * 16` beats `(i * 4 + j) * 16` in a
            // `j` loop: its product leaves the loop), the earliest first among equals (so nothing
            // changes without a gain): (rank in program order, occurrence). Only a class of
            // several forms has a choice to make; every member then takes the same form where
            // its scopes allow.
            let mut ranked: Vec<(usize, usize)> = Vec::new();
            if by_expr[0].0 != by_expr[by_expr.len() - 1].0 {
                let mut ranked_costs: Vec<(LevelCost, usize, usize)> = group
                    .iter()
                    .enumerate()
                    .map(|(n, &(_, k))| (LevelCost::of_expr(f, facts, col.occurrences[k].expr, costs), n, k))
                    .collect();
                ranked_costs.sort_by(|a, b| {
                    a.0.partial_cmp(&b.0)
                        .unwrap_or(std::cmp::Ordering::Equal)
                        .then(a.1.cmp(&b.1))
                });
                ranked = ranked_costs.into_iter().map(|(_, n, k)| (n, k)).collect();
            }
            for uses in by_expr.chunk_by(|a, b| a.0 == b.0) {
                let e = uses[0].0;
                let ks: Vec<usize> = uses.iter().map(|&(_, k)| k).collect();
                // A constant costs nothing and can neither overflow nor trap.
                if let Some(&c) = constants.get(&class) {
                    let form = match c {
                        LitValue::Int(v) => Expr::Int(v),
                        LitValue::Float(bits) => Expr::Float(bits),
                    };
                    out.fresh.push((e, form, f.dtype(e)));
                    continue;
                }
                // A let variable defined before every use, in a scope enclosing them, holds the
                // value.
                let defined_at_every_use = |l: &Let| {
                    ks.iter().all(|&k| {
                        let o = &col.occurrences[k];
                        l.order < o.order && tree.encloses(l.scope, o.scope)
                    })
                };
                let dominating = lets_of
                    .get(&class)
                    .and_then(|ls| ls.iter().map(|&k| &col.lets[k]).find(|l| defined_at_every_use(l)));
                if let Some(l) = dominating {
                    out.fresh.push((e, Expr::Var(l.var), f.dtype(e)));
                    continue;
                }
                // The variables of `e` (computed only where a choice needs them).
                let mut e_vars: Option<std::rc::Rc<[VarId]>> = None;
                // The cheapest form that is the first occurrence, or an unconditional one over
                // variables `e` uses, in a scope enclosing every use of `e`.
                let best = ranked.iter().find(|&&(n, c)| {
                    let o = &col.occurrences[c];
                    ks.iter().all(|&k| tree.encloses(o.scope, col.occurrences[k].scope))
                        && (n == 0
                            || (!o.conditional && !returns && {
                                let mine = e_vars.get_or_insert_with(|| free_of(e)).clone();
                                free_of(o.expr).iter().all(|v| mine.contains(v))
                            }))
                });
                let current = best.map_or(e, |&(_, c)| col.occurrences[c].expr);
                // The cheapest term of the class, if it is cheaper still and reads only variables
                // defined at every use (those of `e`, or lets defined before them).
                let (cost, p, eclass) = &cheapest[&class];
                if *cost < LevelCost::of_expr(f, facts, current, costs) {
                    let extractor = extractors[*p]
                        .get_or_insert_with(|| egg::Extractor::new(&parts[*p].egraph, LevelOps { facts }));
                    let term = extractor.find_best(*eclass).1;
                    let e_vars = e_vars.unwrap_or_else(|| free_of(e));
                    let defined =
                        |v: VarId| e_vars.contains(&v) || let_of_var.get(&v).is_some_and(|l| defined_at_every_use(l));
                    let reads_defined = term.as_ref().iter().all(|n| match n {
                        TirLang::Var(s) => crate::egraph::symbol_var(*s).is_some_and(defined),
                        _ => true,
                    });
                    if reads_defined {
                        out.extracted.push((e, term, (current != e).then_some(current)));
                        continue;
                    }
                }
                if current != e {
                    out.replace.push((e, current));
                }
            }
        }
    }
}
