//! The e-graph step of semantic CSE: every eligible pure expression of a function some rule
//! could start from (`candidates`) goes into an e-graph (one per partition of a large
//! function, see `partition`) with every statement-level let joined to its value, the rules
//! saturate it, the other expressions join the classes that hold them, and each occurrence proven
//! equal to others (in any partition) takes the cheapest form available around it: a
//! constant, a let variable holding it, or the cheapest of its forms the program evaluates, so
//! the CSE planner then sees one term, whatever the order of the statements.
//!
//! Invariant (why no overflow or trap is introduced): an occurrence is only replaced by a
//! constant (the class's value, folded with the interpreter's exact semantics; a constant
//! evaluates nothing), by a let variable defined before every occurrence in a scope enclosing
//! them (it holds that value: variables are immutable), or by a form the original program
//! itself evaluates, with the same variable values (expressions with loads or calls never
//! enter), on every path through it: the first occurrence of its class in a scope enclosing the
//! replaced ones (evaluated before them), or an unconditional occurrence in such a scope (not
//! inside an `if_then_else` branch or the right operand of `and`/`or`) over no variable the
//! replaced form does not use, in a function without `return`, `assert` or `while` (evaluated
//! after them on every path). If that form overflowed or trapped, the original program would
//! fail on the same run. Or, last, by the cheapest term of its class (`speculation`) when that
//! is cheaper as CSE would compute both (`LevelCost::of_expr_dag`), and no node of it can overflow
//! or trap (intervals) other than those the replaced occurrence itself evaluates.

mod candidates;
mod choose;
mod collect;
mod level_cost;
mod partition;
mod speculation;

use crate::analysis::ScopeTree;
use crate::analysis::VarFacts;
use crate::egraph::{Limits, LitValue, Report};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::ExprSite;
use crate::ir::{BinOp, Expr, ExprId, PrimFunc, VarId};
use crate::passes::PhaseTimes;
pub use candidates::RuleShapes;
pub use choose::TWO_THREADS_FROM;
use collect::{collect, Let};
use egg::Id;
use hashbrown::HashMap;
use level_cost::{multiplicities, shared_subterms, CostMemo, LevelCost};
use partition::{saturate_partitions, summary, ExprClasses};
use speculation::Evaluated;

/// What [`merge_equal_forms`] did.
pub struct EqualForms {
    /// All partitions' e-graphs together (see `partition::summary`).
    pub report: Report,
    /// Each partition's e-graph, in program order.
    pub partitions: Vec<Report>,
    /// What each expression became (indexed by expression id; `None` where the substitution
    /// did not reach it and it has no replacement, or nothing was replaced).
    pub forms: Vec<Option<ExprId>>,
    /// Wall time of each step (`equal_forms.collect`, `.saturate`, ...), in order.
    pub phases: PhaseTimes,
}

/// Replaces occurrences by the cheapest equal forms available around them, choosing the
/// classes' forms on two threads from `two_threads_from` occurrences on
/// ([`TWO_THREADS_FROM`] outside tests).
pub fn merge_equal_forms(
    func: &mut PrimFunc,
    facts: &VarFacts,
    unsorted: &hashbrown::HashSet<ExprId>,
    rules: &crate::passes::SemanticRules,
    limits: &Limits,
    partition_nodes: usize,
    two_threads_from: usize,
) -> EqualForms {
    let mut phases = PhaseTimes::start();
    let f: &PrimFunc = func;
    let tree = ScopeTree::new(f);
    let col = collect(f, &tree);
    let lowerable = candidates::candidates(f, &rules.shapes, &col, unsorted);
    phases.mark("equal_forms.collect");
    let parts = saturate_partitions(f, facts, &col, &lowerable, &rules.rewrites, limits, partition_nodes);
    phases.mark("equal_forms.saturate");
    let report = summary(&parts.iter().map(|p| &p.report).collect::<Vec<_>>());
    let mut classes = ExprClasses::join(f.exprs.len(), &parts);

    // Every lowered occurrence with its class; the value of a class if some partition proved
    // it constant; the cheapest term any partition has for it (its cost, the partition and the
    // e-class there).
    let mut lowered: Vec<(ExprId, usize)> = Vec::with_capacity(col.occurrences.len());
    let mut constants: HashMap<ExprId, LitValue> = HashMap::new();
    let mut cheapest: HashMap<ExprId, (LevelCost, usize, Id)> = HashMap::new();
    for (p, part) in parts.iter().enumerate() {
        for &(k, n) in &part.lowered {
            let class = classes.find(col.occurrences[k].expr);
            lowered.push((class, k));
            let (eclass, constant, cost) = &part.classes[n as usize];
            if let Some(c) = *constant {
                constants.insert(class, c);
            }
            if cheapest.get(&class).is_none_or(|(best, ..)| cost < best) {
                cheapest.insert(class, (cost.clone(), p, *eclass));
            }
        }
    }
    // Class by class, each class's occurrences in program order.
    let lowered = by_class(&lowered, f.exprs.len());
    // A later form runs on every path after a use only where nothing can end the run first:
    // no `return`, no `assert` (a failing assert must stay a clean error, not become an
    // overflow), no `while` (it may not terminate).
    let returns = crate::analysis::may_end_early(f);
    // The lets of every class, earliest first (a let lowered into several partitions is one).
    let mut lets_of: HashMap<ExprId, Vec<usize>> = HashMap::new();
    for part in &parts {
        for &k in &part.lets {
            lets_of.entry(classes.find(col.lets[k].value)).or_default().push(k);
        }
    }
    for ks in lets_of.values_mut() {
        ks.sort_unstable();
        ks.dedup();
    }
    let let_of_var: HashMap<VarId, &Let> = col.lets.iter().map(|l| (l.var, l)).collect();
    phases.mark("equal_forms.join");
    let tables = choose::Tables {
        f,
        facts,
        col: &col,
        tree: &tree,
        parts: &parts,
        returns,
        lets_of: &lets_of,
        let_of_var: &let_of_var,
        constants: &constants,
        cheapest: &cheapest,
    };
    let choose::Choices {
        replace,
        mut fresh,
        mut extracted,
    } = choose::choose(&tables, &lowered, two_threads_from);
    phases.mark("equal_forms.choose");
    let partitions: Vec<Report> = parts.iter().map(|p| p.report.clone()).collect();
    // The e-graphs are freed on another thread while the rest of the pass runs (on the grouped
    // 2.6M-node kernel freeing them took 17 ms of the pass); should no thread start, the failed
    // start drops them here.
    let _ = std::thread::Builder::new().spawn(move || drop(parts));
    let mut replace: HashMap<ExprId, ExprId> = replace.into_iter().collect();
    // In expression order, so that the new nodes' ids do not depend on hash order.
    fresh.sort_by_key(|(e, ..)| *e);
    extracted.sort_by_key(|(e, ..)| *e);
    // Each term raised into the function in the program's own operand order where it has one,
    // with the subterms its occurrence evaluates.
    let raised: Vec<(ExprId, Option<ExprId>, Option<ExprId>, Evaluated)> = extracted
        .into_iter()
        .map(|(e, term, fallback)| {
            let mut evaluated = Evaluated::of(func, e);
            let term = crate::egraph::raise(func, &term).map(|t| evaluated.adopt(func, t));
            (e, term, fallback, evaluated)
        })
        .collect();
    take_proven_terms(func, facts, &col, &tree, raised, &mut replace);
    for (e, form, dt) in fresh {
        let to = func.exprs.intern(form, dt);
        replace.insert(e, to);
    }
    phases.mark("equal_forms.raise");
    let forms = if replace.is_empty() {
        Vec::new()
    } else {
        apply(func, &replace)
    };
    phases.mark("equal_forms.substitute");
    EqualForms {
        report,
        partitions,
        forms,
        phases,
    }
}

/// Takes each raised term `(expression, term, fallback form, what the expression evaluates)`
/// where it is safe and cheaper, else the fallback form if there is one. A term the program
/// does not evaluate is used only where intervals prove that none of its integer operations
/// overflows and it divides by no possibly-zero value, apart from the subterms the replaced
/// expression itself evaluates (their failure would be the original's: `k * 4 + 3 < m` may
/// become `k * 4 < m - 3` whatever the range of `k * 4`); and only where it is cheaper than the
/// occurrence's form as CSE would compute both: a repeated subterm once, and nothing of a
/// shared subterm some occurrence outside the replaced expression's computes anyway. The
/// intervals and shared subterms are computed only when some term was raised (most programs
/// raise none, and on large ones both walk every expression).
fn take_proven_terms(
    func: &mut PrimFunc,
    facts: &VarFacts,
    col: &collect::Collected,
    tree: &ScopeTree,
    raised: Vec<(ExprId, Option<ExprId>, Option<ExprId>, Evaluated)>,
    replace: &mut HashMap<ExprId, ExprId>,
) {
    if raised.is_empty() {
        return;
    }
    let ranges = crate::analysis::expr_ranges(func, facts);
    let (shared, counts) = shared_subterms(col, tree);
    let mut full_costs = CostMemo::default();
    for (e, term, fallback, mut evaluated) in raised {
        let current = fallback.unwrap_or(e);
        // A shared subterm stays computed once `e` takes the term only if some occurrence of
        // it lies outside `e`'s occurrences: one repeated only because `e` is (a store's index
        // its load reads again) goes with it, so it must not make `e` look cheaper.
        let inside = multiplicities(func, e);
        let of_e = counts.get(&e).copied().unwrap_or(1);
        let stays = |s: ExprId| {
            shared.contains(&s)
                && counts.get(&s).copied().unwrap_or(0) > of_e.saturating_mul(inside.get(&s).copied().unwrap_or(0))
        };
        let mut cheaper = |t: ExprId| {
            let mut cost = |x| LevelCost::of_expr_dag(func, facts, x, &stays, &mut full_costs);
            cost(t) < cost(current)
        };
        let taken = term.filter(|&t| t != e && cheaper(t) && evaluated.never_fails(func, &ranges, t));
        if let Some(form) = taken.or(fallback) {
            replace.insert(e, form);
        }
    }
}

/// `lowered` (occurrences with their classes, in program order) class by class, in class
/// order, each class's occurrences still in program order: a counting sort over the `len`
/// expressions a class can be (linear; a comparison sort of the 720k occurrences of the grouped
/// 2.6M-node kernel took 17 ms).
fn by_class(lowered: &[(ExprId, usize)], len: usize) -> Vec<(ExprId, usize)> {
    debug_assert!(
        lowered.windows(2).all(|w| w[0].1 < w[1].1),
        "occurrences in program order"
    );
    crate::ir::counting_sort::by_key(lowered, len, |&(class, _)| class.index())
}

/// Substitutes expressions top-down at every CSE site reachable from the body.
/// Returns what each expression became (`None` where no site reached it and it has no
/// replacement).
fn apply(func: &mut PrimFunc, replace: &HashMap<ExprId, ExprId>) -> Vec<Option<ExprId>> {
    let mut substitution = Substitution {
        replace,
        memo: vec![None; func.exprs.len()],
        kids_memo: vec![None; func.exprs.len()],
        comparing: hashbrown::HashSet::new(),
    };
    rewrite_func(func, &mut substitution);
    let mut forms = substitution.memo;
    // A replaced expression inside another replaced one may be reached by no site: it became
    // what its replacement became.
    for (&e, &t) in replace {
        if forms[e.index()].is_none() {
            forms[e.index()] = Some(forms.get(t.index()).copied().flatten().unwrap_or(t));
        }
    }
    forms
}

struct Substitution<'r> {
    replace: &'r HashMap<ExprId, ExprId>,
    /// What each expression became (by expression; nodes added during the substitution are
    /// not memoized).
    memo: Vec<Option<ExprId>>,
    /// Each expression with its operands substituted but not itself (likewise).
    kids_memo: Vec<Option<ExprId>>,
    /// Expressions whose replacement is being compared: a replacement's operands may lead
    /// back to them (forms of one value can hold each other), and there the replacement is
    /// taken as it is.
    comparing: hashbrown::HashSet<ExprId>,
}

impl StmtRewriter for Substitution<'_> {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, site: ExprSite) -> ExprId {
        if site.is_cse_site() {
            self.sub(f, e)
        } else {
            e
        }
    }
}

impl Substitution<'_> {
    /// `e`'s replacement, or `e` with its operands substituted. Where substituting the operands
    /// of `e` and of its replacement gives one term, that term is taken: the replacement was
    /// chosen class by class, and its operands' own classes may have chosen other forms, so
    /// taking it verbatim could leave the class in two forms again (the store's
    /// `(i * 4 + j) * 16 + k` becoming `i * 64 + j * 16 + k` through its operand while the
    /// load's `i * 64 + j * 16 + k` became `(i * 4 + j) * 16 + k`). Not replacing `e` is always
    /// sound: it is what every expression without a replacement gets.
    fn sub(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        if let Some(&Some(m)) = self.memo.get(e.index()) {
            return m;
        }
        let out = match self.replace.get(&e) {
            Some(&t) if self.comparing.contains(&e) => return t,
            Some(&t) => {
                self.comparing.insert(e);
                // Where no operand of `t` changes, `t` stands as chosen (nothing to compare).
                let theirs = self.kids(f, t);
                let own = (theirs != t).then(|| self.kids(f, e));
                self.comparing.remove(&e);
                match own {
                    Some(own) if own == theirs => own,
                    _ => t,
                }
            }
            None => self.kids(f, e),
        };
        if let Some(slot) = self.memo.get_mut(e.index()) {
            *slot = Some(out);
        }
        out
    }

    /// `e` with its operands substituted (a let's body is left as it is: it may use the let's
    /// variable). A divisor keeps its form where its class's is the constant 0 (`x - x`):
    /// `x // 0` is no program TVM reads (its parser refuses the constant division), nor ours.
    fn kids(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        if let Some(&Some(m)) = self.kids_memo.get(e.index()) {
            return m;
        }
        let divisor = match f.expr(e) {
            Expr::Binary(BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod, _, d) => Some(*d),
            _ => None,
        };
        let out = crate::ir::subst::with_operands(f, e, |f, c| {
            let to = self.sub(f, c);
            let zero =
                matches!(f.expr(to), Expr::Int(0)) || matches!(f.expr(to), Expr::Float(b) if f64::from_bits(*b) == 0.0);
            if Some(c) == divisor && zero {
                c
            } else {
                to
            }
        });
        if let Some(slot) = self.kids_memo.get_mut(e.index()) {
            *slot = Some(out);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::analysis::VarFacts;
    use crate::ir::{ExprId, PrimFunc};
    use crate::passes::{SemanticConfig, SemanticRules};
    use crate::tvmscript::test_corpus::corpus;

    /// Calls `check` on every function of every repository file the tool reads, in canonical
    /// order (as semantic CSE's e-graph step receives it), with its unsorted chains, its
    /// variables' facts, the shipped rules and the default configuration.
    fn each_canonical_function(
        mut check: impl FnMut(&str, &PrimFunc, &hashbrown::HashSet<ExprId>, &VarFacts, &SemanticRules, &SemanticConfig),
    ) {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rules");
        let rules = crate::passes::semantic_rewrites(&crate::ruleset::load_dir(&dir).unwrap()).unwrap();
        let cfg = SemanticConfig::default();
        for (name, src) in corpus() {
            let Ok(module) = crate::parse_module(&name, &src) else {
                continue;
            };
            for mut func in module.funcs {
                let unsorted = crate::passes::canonical_order::canonicalize_func(&mut func).unsorted;
                let facts = crate::analysis::var_facts(&func);
                check(&name, &func, &unsorted, &facts, &rules, &cfg);
            }
        }
    }

    /// Every function of every repository file gets the same forms, and the same function,
    /// whether its classes are chosen on one thread or cut into chunks for two.
    #[test]
    fn choosing_on_two_threads_changes_nothing() {
        let mut compared = 0;
        each_canonical_function(|name, func, unsorted, facts, rules, cfg| {
            let run = |two_threads_from: usize| {
                let mut f = func.clone();
                let found = super::merge_equal_forms(
                    &mut f,
                    facts,
                    unsorted,
                    rules,
                    &cfg.limits,
                    cfg.partition_nodes,
                    two_threads_from,
                );
                (found.forms, format!("{f:?}"))
            };
            assert!(run(usize::MAX) == run(1), "{name}: {}", func.name);
            compared += 1;
        });
        assert!(compared > 100, "{compared}");
    }

    /// Every e-class of every partition of every function of every repository file costs the
    /// same under `ClassCosts` as under egg's extractor.
    #[test]
    fn class_costs_equal_egg_extractor_costs() {
        let mut compared = 0;
        each_canonical_function(|name, func, unsorted, facts, rules, cfg| {
            let tree = super::ScopeTree::new(func);
            let col = super::collect(func, &tree);
            let lowerable = super::candidates::candidates(func, &rules.shapes, &col, unsorted);
            let parts = super::saturate_partitions(
                func,
                facts,
                &col,
                &lowerable,
                &rules.rewrites,
                &cfg.limits,
                cfg.partition_nodes,
            );
            for part in &parts {
                let ops = || super::level_cost::LevelOps { facts };
                let ours = super::level_cost::ClassCosts::new(&part.egraph, &mut ops());
                let egg = egg::Extractor::new(&part.egraph, ops());
                for class in part.egraph.classes() {
                    assert!(
                        ours.of(class.id) == Some(&egg.find_best_cost(class.id)),
                        "{name}: {}: class {}",
                        func.name,
                        class.id
                    );
                    compared += 1;
                }
            }
        });
        assert!(compared > 10_000, "{compared}");
    }
}
