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
//! is cheaper even with the subterms CSE shares counted once, and no node of it can overflow
//! or trap (intervals) other than those the replaced occurrence itself evaluates.

mod candidates;
mod collect;
mod level_cost;
mod partition;
mod speculation;

use crate::analysis::ScopeTree;
use crate::analysis::VarFacts;
use crate::egraph::{Limits, LitValue, Report, TirLang};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::ExprSite;
use crate::ir::{DataType, Expr, ExprId, PrimFunc, VarId};
pub use candidates::RuleShapes;
use collect::{collect, Let};
use egg::Id;
use hashbrown::HashMap;
use level_cost::{shared_subterms, CostMemo, LevelCost, LevelOps};
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
}

/// Replaces occurrences by the cheapest equal forms available around them.
pub fn merge_equal_forms(
    func: &mut PrimFunc,
    facts: &VarFacts,
    unsorted: &hashbrown::HashSet<ExprId>,
    rules: &crate::passes::SemanticRules,
    limits: &Limits,
    partition_nodes: usize,
) -> EqualForms {
    let f: &PrimFunc = func;
    let tree = ScopeTree::new(f);
    let col = collect(f, &tree);
    let lowerable = candidates::candidates(f, &rules.shapes, &col, unsorted);
    let parts = saturate_partitions(f, facts, &col, &lowerable, &rules.rewrites, limits, partition_nodes);
    let report = summary(&parts.iter().map(|p| &p.report).collect::<Vec<_>>());
    let mut classes = ExprClasses::join(f.exprs.len(), &parts);
    // A partition's extractor is needed again only where a term of it is taken.
    let mut extractors: Vec<Option<egg::Extractor<LevelOps, TirLang, _>>> = parts.iter().map(|_| None).collect();

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
    let mut free = crate::analysis::FreeVarsMemo::default();
    let mut free_of = |e: ExprId| free.get(f, e);
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
    // Costs by expression (a slot for every node: growing step by step copies them).
    let mut costs = CostMemo::with_slots(f.exprs.len());
    let let_of_var: HashMap<VarId, &Let> = col.lets.iter().map(|l| (l.var, l)).collect();
    let mut replace: HashMap<ExprId, ExprId> = HashMap::new();
    // Replacements by forms the program does not write as an expression: (expression, the
    // form, its dtype).
    let mut fresh: Vec<(ExprId, Expr, DataType)> = Vec::new();
    // Cheaper terms only the e-graph has: (expression, the term, the program's form to fall
    // back on if the term is not proven free of overflow and traps).
    let mut extracted: Vec<(ExprId, egg::RecExpr<TirLang>, Option<ExprId>)> = Vec::new();
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
                .map(|(n, &(_, k))| (LevelCost::of_expr(f, facts, col.occurrences[k].expr, &mut costs), n, k))
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
                fresh.push((e, form, f.dtype(e)));
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
                fresh.push((e, Expr::Var(l.var), f.dtype(e)));
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
            if *cost < LevelCost::of_expr(f, facts, current, &mut costs) {
                let extractor =
                    extractors[*p].get_or_insert_with(|| egg::Extractor::new(&parts[*p].egraph, LevelOps { facts }));
                let term = extractor.find_best(*eclass).1;
                let e_vars = e_vars.unwrap_or_else(|| free_of(e));
                let defined =
                    |v: VarId| e_vars.contains(&v) || let_of_var.get(&v).is_some_and(|l| defined_at_every_use(l));
                let reads_defined = term.as_ref().iter().all(|n| match n {
                    TirLang::Var(s) => crate::egraph::symbol_var(*s).is_some_and(defined),
                    _ => true,
                });
                if reads_defined {
                    extracted.push((e, term, (current != e).then_some(current)));
                    continue;
                }
            }
            if current != e {
                replace.insert(e, current);
            }
        }
    }
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
    let forms = if replace.is_empty() {
        Vec::new()
    } else {
        apply(func, &replace)
    };
    EqualForms {
        report,
        partitions: parts.into_iter().map(|p| p.report).collect(),
        forms,
    }
}

/// Takes each raised term `(expression, term, fallback form, what the expression evaluates)`
/// where it is safe and cheaper, else the fallback form if there is one. A term the program
/// does not evaluate is used only where intervals prove that none of its integer operations
/// overflows and it divides by no possibly-zero value, apart from the subterms the replaced
/// expression itself evaluates (their failure would be the original's: `k * 4 + 3 < m` may
/// become `k * 4 < m - 3` whatever the range of `k * 4`); and only where it is cheaper than the
/// occurrence's form with the subterms CSE shares counted once. The intervals and shared
/// subterms are computed only when some term was raised (most programs raise none, and on
/// large ones both walk every expression).
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
    let shared = shared_subterms(col, tree);
    let (mut sharing_costs, mut full_costs) = (CostMemo::default(), CostMemo::default());
    for (e, term, fallback, mut evaluated) in raised {
        let current = fallback.unwrap_or(e);
        let mut cheaper = |t: ExprId| {
            let mut cost = |x| LevelCost::of_expr_sharing(func, facts, x, &shared, &mut sharing_costs, &mut full_costs);
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
    let mut start = vec![0u32; len + 1];
    for &(class, _) in lowered {
        start[class.index() + 1] += 1;
    }
    for i in 0..len {
        start[i + 1] += start[i];
    }
    let mut out = vec![(ExprId(0), 0); lowered.len()];
    for &(class, k) in lowered {
        let slot = &mut start[class.index()];
        out[*slot as usize] = (class, k);
        *slot += 1;
    }
    out
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
    /// variable).
    fn kids(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        if let Some(&Some(m)) = self.kids_memo.get(e.index()) {
            return m;
        }
        let out = crate::ir::subst::with_operands(f, e, |f, c| self.sub(f, c));
        if let Some(slot) = self.kids_memo.get_mut(e.index()) {
            *slot = Some(out);
        }
        out
    }
}
