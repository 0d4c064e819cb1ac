//! The e-graphs of semantic CSE: the program's occurrences, cut at statement boundaries into
//! runs whose initial e-graph (of candidate occurrences) holds about `partition_nodes` nodes
//! (by default an eighth of the node limit), each run saturated in an e-graph of its own, and
//! the equalities they prove joined over program expressions.
//!
//! Why partitions: one e-graph over a large unrolled kernel exceeds the node limit before the
//! first rewrite (a 2.6M-node program lowers to 140k e-nodes), so no rule would ever apply;
//! e-graphs of a few thousand nodes saturate in a few iterations, so the work grows linearly
//! with the program. A program below the budget is one partition, exactly as before. Across
//! partitions, an equality only a rule proves is found when both forms (or a let holding one)
//! share a partition, so the result of a partitioned program may depend on statement order.
//!
//! Invariants: every candidate occurrence (`candidates`) is lowered into exactly one partition, the
//! one covering its statement, and every other one is looked up there after saturation (it joins
//! the class holding it, if any); every let into that partition too, and into each partition whose
//! terms read its variable (transitively), so equalities through a variable are found wherever it
//! is used; two program expressions are in one class of [`ExprClasses`] only if some partition
//! proved them equal (classes of different partitions join through the expressions they share,
//! which is sound: equality is transitive). Partitions are saturated by one worker per core, each
//! alone on its e-graph, with every variable's symbol interned beforehand in variable order, so the
//! result does not depend on which worker ran which partition; the worker also extracts, so each
//! partition comes back with its occurrences' e-classes and their cheapest costs.

use super::candidates::Lowerable;
use super::collect::{Collected, Let, Occurrence};
use super::level_cost::{ClassCosts, LevelCost, LevelOps};
use crate::analysis::VarFacts;
use crate::egraph::{
    lower, saturate, var_symbol, Limits, LitValue, LookUp, Report, Term, TirAnalysis, TirEGraph, TirLang,
};
use crate::ir::{visit, Expr, ExprId, PrimFunc, VarId};
use egg::{Id, Rewrite};
use hashbrown::{HashMap, HashSet};

/// One saturated e-graph and the program expressions lowered into it.
pub(super) struct Partition {
    pub(super) egraph: TirEGraph,
    /// Each program expression lowered into it, with its e-class (before saturation: `find` it).
    pub(super) memo: HashMap<ExprId, Id>,
    /// The lets lowered into it (indices into the collected list).
    pub(super) lets: Vec<usize>,
    /// Each occurrence it holds after saturation, in program order: (index into the collected
    /// list, index into `classes`).
    pub(super) lowered: Vec<(usize, u32)>,
    /// The e-classes of those occurrences, each once: its id, its value if the analysis proved
    /// it constant, and the cost of its cheapest term (computed by the worker that saturated
    /// the partition, so extraction runs in parallel too).
    pub(super) classes: Vec<ClassCost>,
    pub(super) report: Report,
}

/// An e-class of a saturated partition: its id, its value if the analysis proved it constant,
/// and the cost of its cheapest term.
pub(super) type ClassCost = (Id, Option<LitValue>, LevelCost);

/// Builds and saturates the partitions of `col`'s occurrences.
pub(super) fn saturate_partitions(
    f: &PrimFunc,
    facts: &VarFacts,
    col: &Collected,
    lowerable: &Lowerable,
    rewrites: &[Rewrite<TirLang, TirAnalysis>],
    limits: &Limits,
    partition_nodes: usize,
) -> Vec<Partition> {
    let program = Program {
        f,
        facts,
        col,
        lowerable,
    };
    let members = partition_members(f, col, &lowerable.candidate, partition_nodes.max(1));
    // Every variable's symbol is interned first, in variable order: a symbol's id feeds the
    // e-graphs' hashes, so it must not depend on which worker reaches a variable first, nor on
    // how many workers there are (the result stays deterministic).
    if members.len() > 1 {
        for v in 0..f.vars.len() {
            var_symbol(VarId(v as u32));
        }
    }
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(members.len());
    if workers <= 1 {
        return members.iter().map(|m| build(&program, m, rewrites, limits)).collect();
    }
    // Partitions are independent: workers take them one at a time.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done: Vec<std::sync::Mutex<Option<Partition>>> = members.iter().map(|_| Default::default()).collect();
    std::thread::scope(|scope| {
        for _ in 0..workers {
            std::thread::Builder::new()
                .stack_size(WORKER_STACK_BYTES)
                .spawn_scoped(scope, || loop {
                    let p = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(m) = members.get(p) else { break };
                    let built = build(&program, m, rewrites, limits);
                    *done[p].lock().expect("a worker panicked") = Some(built);
                })
                .expect("spawning an e-graph worker");
        }
    });
    done.into_iter()
        .map(|d| {
            d.into_inner()
                .expect("a worker panicked")
                .expect("every partition is built")
        })
        .collect()
}

/// Stack of each e-graph worker: lowering recurses once per operand nesting level, and
/// canonical order can leave chains thousands of operators deep.
const WORKER_STACK_BYTES: usize = 64 << 20;

/// What every partition reads: the function, its variables' facts, its occurrences and lets,
/// and what of them is lowered (`candidates`).
struct Program<'a> {
    f: &'a PrimFunc,
    facts: &'a VarFacts,
    col: &'a Collected,
    lowerable: &'a Lowerable,
}

/// What one partition lowers: a run of occurrences and the lets it needs.
struct Members {
    occurrences: std::ops::Range<usize>,
    /// Its own lets (by statement) and those whose variables its terms read, in program order.
    lets: Vec<usize>,
    /// The variables its terms and those lets' values read.
    vars: Vec<VarId>,
}

/// The members of every partition, in one walk over the occurrences: a partition ends at the
/// first statement after the distinct expressions its candidate roots reach number `budget`;
/// it then takes the lets of its statements and, transitively, those defining a variable its
/// terms read.
fn partition_members(f: &PrimFunc, col: &Collected, candidate: &[bool], budget: usize) -> Vec<Members> {
    let let_of_var: HashMap<VarId, usize> = col.lets.iter().enumerate().map(|(k, l)| (l.var, k)).collect();
    let mut reach = Reach {
        f,
        col,
        let_of_var,
        seen: HashSet::new(),
        vars: Vec::new(),
        next_let: 0,
    };
    let mut members = Vec::new();
    let (mut first, mut last_order) = (0, 0);
    for (k, o) in col.occurrences.iter().enumerate() {
        if reach.seen.len() >= budget && o.order > last_order {
            members.push(reach.finish(first..k, o.order));
            first = k;
        }
        last_order = o.order;
        if o.root && candidate[o.expr.index()] {
            vars_of(f, o.expr, &mut reach.seen, &mut reach.vars);
        }
    }
    members.push(reach.finish(first..col.occurrences.len(), u32::MAX));
    members
}

/// The partition being gathered: the expressions its terms reach and their variables.
struct Reach<'a> {
    f: &'a PrimFunc,
    col: &'a Collected,
    let_of_var: HashMap<VarId, usize>,
    seen: HashSet<ExprId>,
    vars: Vec<VarId>,
    /// The first let not yet in a partition.
    next_let: usize,
}

impl Reach<'_> {
    /// Ends the partition of `occurrences` before statement `end`: its own lets are those of
    /// the statements before `end`; then the lets whose variables are read, transitively.
    fn finish(&mut self, occurrences: std::ops::Range<usize>, end: u32) -> Members {
        let (f, col) = (self.f, self.col);
        let first_let = self.next_let;
        while self.next_let < col.lets.len() && col.lets[self.next_let].order < end {
            vars_of(f, col.lets[self.next_let].value, &mut self.seen, &mut self.vars);
            self.next_let += 1;
        }
        let mut included: HashSet<usize> = (first_let..self.next_let).collect();
        let mut next = 0;
        while next < self.vars.len() {
            if let Some(&k) = self.let_of_var.get(&self.vars[next]) {
                if included.insert(k) {
                    vars_of(f, col.lets[k].value, &mut self.seen, &mut self.vars);
                }
            }
            next += 1;
        }
        let mut lets: Vec<usize> = included.into_iter().collect();
        lets.sort_unstable();
        self.seen.clear();
        Members {
            occurrences,
            lets,
            vars: std::mem::take(&mut self.vars),
        }
    }
}

/// Appends the variables of `e` to `vars`, walking only subexpressions not in `seen`.
fn vars_of(f: &PrimFunc, e: ExprId, seen: &mut HashSet<ExprId>, vars: &mut Vec<VarId>) {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        if seen.insert(e) {
            match f.expr(e) {
                Expr::Var(v) => vars.push(*v),
                node => visit::expr_children(node, |c| stack.push(c)),
            }
        }
    }
}

/// Lowers one partition's members into a fresh e-graph and saturates it.
fn build(
    program: &Program,
    members: &Members,
    rewrites: &[Rewrite<TirLang, TirAnalysis>],
    limits: &Limits,
) -> Partition {
    let Program {
        f,
        facts,
        col,
        lowerable,
    } = program;
    let Lowerable {
        candidate,
        unsorted_inside,
    } = lowerable;
    let occurrences = &col.occurrences[members.occurrences.clone()];
    let lets: Vec<&Let> = members.lets.iter().map(|&k| &col.lets[k]).collect();
    // Only the variables this partition reads: a copy of every variable's facts per partition
    // would make the whole quadratic in programs of many lets.
    let mut analysis = TirAnalysis::default();
    for &v in members.vars.iter().chain(lets.iter().map(|l| &l.var)) {
        let sym = var_symbol(v);
        analysis.var_types.insert(sym, f.var(v).dtype);
        if let Some(r) = facts.range[v.index()] {
            analysis.var_ranges.insert(sym, r);
        }
    }
    let mut egraph: TirEGraph = egg::EGraph::new(analysis);
    let mut memo = HashMap::new();
    for o in occurrences.iter().filter(|o| candidate[o.expr.index()]) {
        lower(f, o.expr, &mut egraph, &mut memo);
    }
    // A let-bound variable equals its value wherever it is defined (variables are immutable):
    // later uses of the value may read the variable, and constants flow through it.
    let mut let_nodes = Vec::new();
    for (&k, l) in members.lets.iter().zip(&lets) {
        if let Some(value) = lower(f, l.value, &mut egraph, &mut memo) {
            let var = egraph.add(TirLang::Var(var_symbol(l.var)));
            egraph.union(var, value);
            let_nodes.push(k);
        }
    }
    // Equal modulo commutativity and associativity: each root holding a chain canonical order
    // could not re-associate is joined to its canonical operand order (computed ignoring
    // overflow, which is fine: this only detects equality, and replacements use forms the
    // program already evaluates). Every other root is in canonical order already.
    let mut seen = HashSet::new();
    for o in occurrences
        .iter()
        .filter(|o| o.root && candidate[o.expr.index()] && unsorted_inside[o.expr.index()])
    {
        if !seen.insert(o.expr) {
            continue;
        }
        let mut term = Term::default();
        let (Some(&id), Some(_)) = (memo.get(&o.expr), lower(f, o.expr, &mut term, &mut HashMap::new())) else {
            continue;
        };
        let canon = crate::egraph::canonicalize(&term.rec, &|i| term.floats[i]);
        let cid = egraph.add_expr(&canon);
        egraph.union(id, cid);
    }
    egraph.rebuild();
    let (runner, report) = saturate(egraph, rewrites, limits);
    // An occurrence left out (no rule starts from it) may be a form the rules reached from
    // another: looked up, not added, it joins that class.
    if !memo.is_empty() {
        for o in occurrences.iter().filter(|o| o.root && !candidate[o.expr.index()]) {
            lower(f, o.expr, &mut LookUp(&runner.egraph), &mut memo);
        }
    }
    let egraph = runner.egraph;
    let (lowered, classes) = cheapest_of_occurrences(&egraph, facts, &memo, occurrences, members.occurrences.start);
    Partition {
        egraph,
        memo,
        lets: let_nodes,
        lowered,
        classes,
        report,
    }
}

/// Each occurrence found in the saturated `egraph` (`memo`) with its e-class, and each such
/// e-class once with its constant and its cheapest term's cost; `first` is the index of
/// `occurrences[0]` in the collected list.
fn cheapest_of_occurrences(
    egraph: &TirEGraph,
    facts: &VarFacts,
    memo: &HashMap<ExprId, Id>,
    occurrences: &[Occurrence],
    first: usize,
) -> (Vec<(usize, u32)>, Vec<ClassCost>) {
    let costs = ClassCosts::new(egraph, &mut LevelOps { facts });
    let mut index: HashMap<Id, u32> = HashMap::new();
    let mut classes = Vec::new();
    let mut lowered = Vec::with_capacity(occurrences.len());
    for (k, o) in occurrences.iter().enumerate() {
        let Some(&id) = memo.get(&o.expr) else { continue };
        let eclass = egraph.find(id);
        let n = *index.entry(eclass).or_insert_with(|| {
            let cost = costs
                .of(eclass)
                .expect("a class holding a program term has a finite term");
            classes.push((eclass, egraph[eclass].data.constant, cost.clone()));
            classes.len() as u32 - 1
        });
        lowered.push((first + k, n));
    }
    (lowered, classes)
}

/// Classes of program expressions proven equal by any partition (a union-find over expression
/// indices; path halving keeps `find` near constant).
pub(super) struct ExprClasses {
    parent: Vec<u32>,
}

impl ExprClasses {
    /// Joins, for every partition, the expressions lowered into one e-class.
    pub(super) fn join(len: usize, partitions: &[Partition]) -> ExprClasses {
        let mut classes = ExprClasses {
            parent: (0..len as u32).collect(),
        };
        for p in partitions {
            let mut first: HashMap<Id, ExprId> = HashMap::new();
            for (&e, &id) in &p.memo {
                let other = *first.entry(p.egraph.find(id)).or_insert(e);
                classes.union(e, other);
            }
        }
        classes
    }

    /// The representative of `e`'s class.
    pub(super) fn find(&mut self, e: ExprId) -> ExprId {
        let mut i = e.0;
        while self.parent[i as usize] != i {
            let grand = self.parent[self.parent[i as usize] as usize];
            self.parent[i as usize] = grand;
            i = grand;
        }
        ExprId(i)
    }

    fn union(&mut self, a: ExprId, b: ExprId) {
        let (ra, rb) = (self.find(a), self.find(b));
        // The smaller index is the root, so representatives do not depend on hash order.
        let (lo, hi) = if ra.0 < rb.0 { (ra, rb) } else { (rb, ra) };
        self.parent[hi.0 as usize] = lo.0;
    }
}

/// One report for all partitions: nodes and classes summed, iterations the most any took, time
/// summed, and the stop reasons with their counts when partitions stopped for different ones.
pub(super) fn summary(reports: &[&Report]) -> Report {
    let mut reasons: Vec<(&str, usize)> = Vec::new();
    for r in reports {
        match reasons.iter_mut().find(|(s, _)| *s == r.stop_reason) {
            Some((_, n)) => *n += 1,
            None => reasons.push((&r.stop_reason, 1)),
        }
    }
    let stop_reason = match reasons.as_slice() {
        [] => "no e-graph run".to_string(),
        [(only, _)] => only.to_string(),
        many => many
            .iter()
            .map(|(s, n)| format!("{s} x{n}"))
            .collect::<Vec<_>>()
            .join(", "),
    };
    Report {
        nodes: reports.iter().map(|r| r.nodes).sum(),
        classes: reports.iter().map(|r| r.classes).sum(),
        iterations: reports.iter().map(|r| r.iterations).max().unwrap_or(0),
        stop_reason,
        time_ms: reports.iter().map(|r| r.time_ms).sum(),
    }
}
