//! Semantic CSE: expressions equal modulo commutativity, associativity and the rules are
//! computed once, with bindings hoisted to the loop level where they stop changing.
//!
//! Phases: (0) program lets used once at the same loop level are forwarded into their use
//! (`let_forwarding`), so the later phases see through them; (1) canonical order
//! (`canonical_order`): commuted and re-associated duplicates
//! become one term and loop-invariant partial sums become shared prefixes; (2) the e-graph
//! (`equal_forms`): the rules prove further equalities (distributivity, floordiv/floormod,
//! select, ...) and each occurrence proven equal to an earlier, dominating one takes that form;
//! (3) with `Placement::Hoist`, constant offsets move into loop-invariant bases where that
//! saves additions in inner loops (`invariant_offsets`); (4) the CSE planner and rewriter with
//! `Placement::Hoist` bind every expression computed at least twice, or once inside a loop it
//! does not depend on, at the outermost scope where its operands are defined, binding only
//! values TVM can read back; (5) the bindings are named `cse_v1`, `cse_v2`, ... in program
//! order. Invariant: the result is well-formed (the caller
//! checks it with `ir::verify`) and computes the same values without any new overflow or trap.

use super::canonical_order::canonicalize_func;
use super::cse::{cse_with, CseConfig, CseStats, Placement};
use super::equal_forms::{merge_equal_forms, RuleShapes, TWO_THREADS_FROM};
use super::invariant_offsets::fold_offsets_into_bases;
use super::let_forwarding::{forward_single_use_lets, Forwarded};
use super::phase_times::PhaseTimes;
use crate::analysis::var_facts;
use crate::egraph::{Limits, Report, TirAnalysis, TirLang};
use crate::ir::walk::{walk_func, StmtVisitor, VarDef};
use crate::ir::{ExprId, PrimFunc, VarId};
use crate::ruleset::Rule;
use egg::Rewrite;

/// The rules of semantic CSE's e-graph ([`semantic_rewrites`]): the rewrites and their left
/// patterns (which occurrences the rewrites could touch).
#[derive(Clone, Debug, Default)]
pub struct SemanticRules {
    /// The rewrites saturating the e-graph; none skips the e-graph step.
    pub rewrites: Vec<Rewrite<TirLang, TirAnalysis>>,
    /// Their left patterns (default: unknown, every occurrence enters the e-graph).
    pub shapes: RuleShapes,
}

/// Options of semantic CSE.
#[derive(Clone, Debug)]
pub struct SemanticConfig {
    /// The e-graph's rules ([`semantic_rewrites`]); none skips the e-graph step.
    pub rules: SemanticRules,
    /// Bounds of each e-graph run.
    pub limits: Limits,
    /// Initial e-nodes of one e-graph partition: a function whose expressions lower to more is
    /// cut at statement boundaries into partitions of about this many, each saturated on its
    /// own (default: an eighth of the node limit, room for rewrites to grow each one).
    pub partition_nodes: usize,
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
        const ITERATIONS: usize = 6;
        SemanticConfig {
            rules: SemanticRules::default(),
            // Few iterations suffice: the canonical order already did the AC work. Measured
            // (2026-11-25) over the 1,113 TVM test files and corpus programs the tool reads: 6
            // iterations give every function the weighted ops and bindings 8 give, 5 lose 56
            // weighted ops on one file (4 the same, 3 also change a golden case); a partition
            // of the grouped 2.6M-node kernel runs to the limit, so each iteration saved is
            // time saved there.
            limits: Limits {
                max_iterations: ITERATIONS,
                // A rule the backoff scheduler bans stays banned for the rest of the run.
                // Banned after iteration 1 for exceeding its match limit (a partition of the
                // grouped 2.6M-node kernel holds about 1,200 sums), `add-comm` came back in
                // iteration 6, the last, where no later iteration could use what it added:
                // 70k applications over the 59 partitions, 118 of their 290 ms (summed over
                // partitions; now 216 to 232 ms). Measured (2026-11-25): the outputs of the
                // 1,154 TVM test and corpus files and of the grouped and unrolled kernels are
                // byte-identical.
                ban_length: ITERATIONS,
                ..Limits::default()
            },
            partition_nodes: Limits::default().max_nodes / 8,
            placement: Placement::Hoist,
            bind_predicates: true,
        }
    }
}

/// What one run did: the planner's counts and the e-graph's figures.
#[derive(Clone, Debug, Default)]
pub struct SemanticStats {
    /// Planner counts.
    pub cse: CseStats,
    /// E-graph report, all partitions together (None when no rewrites were given).
    pub egraph: Option<Report>,
    /// Each e-graph partition's report, in program order.
    pub egraph_partitions: Vec<Report>,
    /// What each expression after canonical order became once equal forms were merged
    /// (indexed by its id; `None` where the substitution did not reach it, or nothing was
    /// merged).
    pub merged: Vec<Option<ExprId>>,
    /// The program lets forwarded into their one use, and what each expression of the input
    /// became then (`None` when nothing was forwarded).
    pub forwarded: Option<Forwarded>,
    /// Canonical form of each expression after forwarding (indexed by those ids).
    pub canonical: Vec<Option<ExprId>>,
    /// What each expression became when constant offsets moved into loop-invariant bases, a
    /// step after compaction (indexed by the ids `compacted` gives; `None` where nothing moved,
    /// or the step did not reach it). CSE only adds nodes, so its new ids hold in the result.
    pub offsets: Option<Vec<Option<ExprId>>>,
    /// The ids of `merged` and `canonical` are those before compaction, which runs when the
    /// steps before left nodes behind: then this holds the new id of each (`None` for nodes
    /// left behind).
    pub compacted: Option<Vec<Option<ExprId>>>,
    /// Wall time of each phase, in order.
    pub phases: PhaseTimes,
}

impl SemanticStats {
    /// The form `e`, an expression of the input, took before the CSE step, as an id of the
    /// function returned (`None` if no statement holds that form).
    pub fn form_of(&self, e: ExprId) -> Option<ExprId> {
        let e = match &self.forwarded {
            Some(fw) => fw.forms.get(e.index()).copied().flatten().unwrap_or(e),
            None => e,
        };
        let c = self.canonical.get(e.index()).copied().flatten().unwrap_or(e);
        let m = self.merged.get(c.index()).copied().flatten().unwrap_or(c);
        let m = match &self.compacted {
            Some(ids) => ids.get(m.index()).copied().flatten()?,
            None => m,
        };
        Some(match &self.offsets {
            Some(ids) => ids.get(m.index()).copied().flatten().unwrap_or(m),
            None => m,
        })
    }
}

/// Runs semantic CSE on `func` in place.
pub fn semantic_cse(func: &mut PrimFunc, cfg: &SemanticConfig) -> SemanticStats {
    let input_len = func.exprs.len();
    let mut phases = PhaseTimes::start();
    let forwarded = forward_single_use_lets(func);
    phases.mark("forward_lets");
    let canonical = canonicalize_func(func);
    phases.mark("canonical_order");
    let mut stats = SemanticStats {
        forwarded,
        canonical: canonical.forms,
        ..SemanticStats::default()
    };
    let facts = var_facts(func);
    phases.mark("var_facts");
    if !cfg.rules.rewrites.is_empty() {
        let found = merge_equal_forms(
            func,
            &facts,
            &canonical.unsorted,
            &cfg.rules,
            &cfg.limits,
            cfg.partition_nodes,
            TWO_THREADS_FROM,
        );
        stats.egraph = Some(found.report);
        stats.egraph_partitions = found.partitions;
        stats.merged = found.forms;
        phases.append(found.phases);
    }
    if func.exprs.len() > input_len {
        // Canonical order and the merged forms leave the replaced nodes behind (on the
        // grouped 2.6M-node kernel two thirds of the arena), and the planner's analyses scan
        // the whole arena: compacted first, its step took 170 ms instead of 270.
        stats.compacted = Some(crate::ir::compact(func));
        phases.mark("compact");
    }
    // After compaction: it scans what the statements reach, a third of the arena on the
    // grouped 2.6M-node kernel. What it saves is the hoisting of the new bases, which the
    // lowest-common-scope placement does not do.
    if cfg.placement == Placement::Hoist {
        stats.offsets = fold_offsets_into_bases(func, &facts);
        phases.mark("invariant_offsets");
    }
    stats.cse = cse_with(
        func,
        &CseConfig {
            placement: cfg.placement,
            bind_predicates: cfg.bind_predicates,
            common_reads: true,
            speculate_traps: false,
            count_block_metadata: false,
            block_bindings: false,
            declarable_only: true,
        },
    );
    phases.mark("cse");
    number_in_program_order(func, &mut stats.cse.bound);
    phases.mark("numbering");
    stats.phases = phases;
    stats
}

/// Names the bindings `bound` made `cse_v1`, `cse_v2`, ... in the order the program defines
/// them, and lists them in that order. The planner creates them shallowest first, so without
/// this `cse_v3` could be defined before `cse_v2`; syntactic CSE keeps that order, which is
/// TVM's.
fn number_in_program_order(func: &mut PrimFunc, bound: &mut [(VarId, ExprId)]) {
    struct Order {
        ours: Vec<bool>,
        defined: Vec<VarId>,
    }
    impl StmtVisitor for Order {
        fn define_var(&mut self, _f: &PrimFunc, v: VarId, _def: VarDef) {
            if std::mem::take(&mut self.ours[v.index()]) {
                self.defined.push(v);
            }
        }
    }
    let mut order = Order {
        ours: vec![false; func.vars.len()],
        defined: Vec::with_capacity(bound.len()),
    };
    for &(v, _) in bound.iter() {
        order.ours[v.index()] = true;
    }
    walk_func(func, &mut order);
    if order.defined.len() != bound.len() {
        // Every binding is defined once; should one not be reached, renaming some would
        // repeat a name.
        return;
    }
    let mut rank = vec![0usize; func.vars.len()];
    for (k, &v) in order.defined.iter().enumerate() {
        func.vars[v.index()].name = format!("cse_v{}", k + 1);
        rank[v.index()] = k;
    }
    bound.sort_by_key(|&(v, _)| rank[v.index()]);
}

/// The rewrites semantic CSE uses: every rule except general associativity, whose work the
/// canonical operand order does in linear time (associativity with commutativity would blow
/// the e-graph up); commutativity stays so that patterns such as `x*y + x*z` match in any
/// operand order, and so do the constant-only regroupings (`mul-assoc-const`), which fold
/// what distributivity creates (`(i * 4) * 16` into `i * 64`) without growing chains.
pub fn semantic_rewrites(rules: &[Rule]) -> Result<SemanticRules, Vec<crate::ruleset::RuleError>> {
    const LEFT_OUT: [&str; 4] = ["add-assoc", "add-assoc-rev", "mul-assoc", "mul-assoc-rev"];
    let kept: Vec<&Rule> = rules.iter().filter(|r| !LEFT_OUT.contains(&r.name.as_str())).collect();
    Ok(SemanticRules {
        rewrites: crate::ruleset::rewrites_without(rules, &LEFT_OUT)?,
        shapes: RuleShapes::new(&kept),
    })
}
