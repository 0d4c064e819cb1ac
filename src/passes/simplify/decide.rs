//! Deciding one condition under a context with an e-graph: the facts are made equal to `true`,
//! let-bound variables equal to their values, the rules saturate the graph, and the condition
//! is decided when its e-class is `true` or `false` (directly, or through the interval
//! analysis), or replaced by the cheapest equal form found.
//!
//! Invariants: a decision is valid for every execution reaching the point without an error
//! (the facts hold there); a replacement form costs strictly less under [`CondCost`] (never more
//! weighted ops) and every sub-term of it is either evaluated on every path to the point or was
//! created by a rule whose guards prove it neither overflows nor divides by zero.

use super::context::Context;
use crate::egraph::{lower, raise, var_symbol, Term};
use crate::egraph::{saturate_until, Limits, Lit, LitValue, Report, TirAnalysis, TirEGraph, TirLang};
use crate::ir::{DataType, ExprId, PrimFunc};
use egg::{CostFunction, Id, Language, Rewrite};
use hashbrown::HashMap;

/// The verdict on one condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Always true where it is evaluated.
    True,
    /// Always false where it is evaluated.
    False,
    /// Equal to this cheaper form there.
    Cheaper(ExprId),
    /// Nothing better known.
    Unknown,
}

/// Extraction cost of a condition: weighted ops first (never raise them), then divisions and
/// modulos (the slow instructions), then nodes.
pub struct CondCost;

impl CostFunction<TirLang> for CondCost {
    type Cost = (usize, usize, usize);
    fn cost<C>(&mut self, enode: &TirLang, mut costs: C) -> Self::Cost
    where
        C: FnMut(Id) -> Self::Cost,
    {
        use crate::ir::BinOp as B;
        let own = match enode.binop() {
            Some((op, _)) if op.is_counted() => {
                let div = matches!(op, B::Div | B::Mod | B::FloorDiv | B::FloorMod) as usize;
                (1, div, 1)
            }
            _ => (0, 0, 1),
        };
        enode.fold(own, |s, id| {
            let c = costs(id);
            (s.0 + c.0, s.1 + c.1, s.2 + c.2)
        })
    }
}

/// The e-classes a verdict reads.
#[derive(Clone, Copy)]
struct Ids {
    root: Id,
    truth: Id,
    falsity: Id,
    not_root: Option<Id>,
}

impl Ids {
    /// True or false when the condition's class is `true`/`false` (or a constant by the
    /// interval analysis), or its negation's class is `true`.
    fn verdict(&self, eg: &TirEGraph) -> Option<Verdict> {
        let c = eg.find(self.root);
        if c == eg.find(self.truth) || eg[c].data.constant == Some(LitValue::Int(1)) {
            Some(Verdict::True)
        } else if c == eg.find(self.falsity)
            || eg[c].data.constant == Some(LitValue::Int(0))
            || self.not_root.is_some_and(|n| eg.find(n) == eg.find(self.truth))
        {
            Some(Verdict::False)
        } else {
            None
        }
    }
}

/// Most facts, bindings and known terms one question takes from its context: the nearest ones
/// over the question's variables. Fewer facts only prove less, and the bound keeps a chain of
/// `n` conditions (an `elif` chain, a chain of lets) linear in `n` instead of quadratic.
const MAX_CONTEXT: usize = 256;

/// Rounds of widening the variables of a question through the facts and known terms that
/// mention them (`x == y` and `y < n` bear on `x < n`).
const FACT_ROUNDS: usize = 2;

/// The variables of `roots`, closed under the bindings of `ctx` (a bound variable brings the
/// variables of its value), then widened up to [`FACT_ROUNDS`] times through the nearest facts
/// and known terms that mention them; with those facts and known terms (the nearest over the
/// final variables).
fn relevant(
    f: &PrimFunc,
    ctx: &Context,
    roots: &[ExprId],
) -> (hashbrown::HashSet<crate::ir::VarId>, Vec<ExprId>, Vec<ExprId>) {
    let mut vars = Vec::new();
    for &r in roots {
        crate::analysis::free_vars(f, r, &mut vars);
    }
    let mut set: hashbrown::HashSet<crate::ir::VarId> = vars.into_iter().collect();
    let mut taken = 0;
    for &(v, value) in ctx.binds.iter().rev() {
        if taken == MAX_CONTEXT {
            break;
        }
        if set.contains(&v) {
            taken += 1;
            let mut more = Vec::new();
            crate::analysis::free_vars(f, value, &mut more);
            set.extend(more);
        }
    }
    let mut rounds = 0;
    loop {
        let facts = nearest(f, &ctx.facts, &set);
        let known = nearest(f, &ctx.known, &set);
        if rounds == FACT_ROUNDS {
            return (set, facts, known);
        }
        let mut more = Vec::new();
        for &e in facts.iter().chain(&known) {
            crate::analysis::free_vars(f, e, &mut more);
        }
        let before = set.len();
        set.extend(more);
        if set.len() == before {
            return (set, facts, known);
        }
        rounds += 1;
    }
}

/// The nearest (last) at most [`MAX_CONTEXT`] of `items` that mention a variable of `vars`.
fn nearest(f: &PrimFunc, items: &[ExprId], vars: &hashbrown::HashSet<crate::ir::VarId>) -> Vec<ExprId> {
    let mut out: Vec<ExprId> = items
        .iter()
        .rev()
        .copied()
        .filter(|&x| {
            let mut v = Vec::new();
            crate::analysis::free_vars(f, x, &mut v);
            v.iter().any(|v| vars.contains(v))
        })
        .take(MAX_CONTEXT)
        .collect();
    out.reverse();
    out
}

/// What one question about `roots` takes from its context: the nearest known terms,
/// bindings and facts over the roots' variables, and the ranges of every variable they use.
/// Two questions with equal `Question`s have the same answer (it is the memo key).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Question {
    known: Vec<ExprId>,
    binds: Vec<(crate::ir::VarId, ExprId)>,
    facts: Vec<ExprId>,
    ranges: Vec<(crate::ir::VarId, Option<(i128, i128)>)>,
}

impl Question {
    /// The part of `ctx` a question about `roots` uses.
    pub fn new(f: &PrimFunc, ctx: &Context, roots: &[ExprId]) -> Question {
        let (vars, facts, known) = relevant(f, ctx, roots);
        let mut binds: Vec<(crate::ir::VarId, ExprId)> = ctx
            .binds
            .iter()
            .rev()
            .filter(|(v, _)| vars.contains(v))
            .take(MAX_CONTEXT)
            .copied()
            .collect();
        binds.reverse();
        let mut used = Vec::new();
        for &e in roots.iter().chain(&known).chain(&facts) {
            crate::analysis::free_vars(f, e, &mut used);
        }
        for &(v, value) in &binds {
            used.push(v);
            crate::analysis::free_vars(f, value, &mut used);
        }
        used.sort();
        used.dedup();
        let ranges = used.into_iter().map(|v| (v, ctx.ranges[v.index()])).collect();
        Question {
            known,
            binds,
            facts,
            ranges,
        }
    }
}

/// The e-graph of one question: its known terms, bindings (variable = value) and facts
/// (= `true`), with `true` and `false` added; returns it with the ids of both constants.
fn context_egraph(f: &PrimFunc, q: &Question, memo: &mut HashMap<ExprId, Id>) -> (TirEGraph, Id, Id) {
    // Types and ranges of the variables this e-graph holds only (all of them would make every
    // question cost as much as the function has variables).
    let mut analysis = TirAnalysis {
        fold_decided: true,
        ..TirAnalysis::default()
    };
    for &(v, range) in &q.ranges {
        let sym = var_symbol(v);
        analysis.var_types.insert(sym, f.var(v).dtype);
        if let Some(r) = range {
            analysis.var_ranges.insert(sym, r);
        }
    }
    let mut eg: TirEGraph = egg::EGraph::new(analysis);
    let truth = eg.add(TirLang::Const(Lit::int(1, DataType::BOOL)));
    let falsity = eg.add(TirLang::Const(Lit::int(0, DataType::BOOL)));
    for &k in &q.known {
        lower(f, k, &mut eg, memo);
    }
    for &(v, value) in &q.binds {
        if let Some(b) = lower(f, value, &mut eg, memo) {
            let a = eg.add(TirLang::Var(var_symbol(v)));
            eg.union(a, b);
        }
    }
    for &fact in &q.facts {
        if let Some(id) = lower(f, fact, &mut eg, memo) {
            eg.union(id, truth);
        }
    }
    (eg, truth, falsity)
}

/// The cheapest form of `e` in `eg` when it costs strictly less than `e` itself.
fn cheaper_form(f: &mut PrimFunc, eg: &TirEGraph, root: Id, e: ExprId) -> Option<ExprId> {
    let mut original = Term::default();
    lower(f, e, &mut original, &mut HashMap::new())?;
    let before = CondCost.cost_rec(&original.rec);
    let (after, best) = egg::Extractor::new(eg, CondCost).find_best(root);
    if after < before {
        raise(f, &best)
    } else {
        None
    }
}

/// Decides `cond` (with `likely` already stripped) under `ctx`.
pub fn decide(
    f: &mut PrimFunc,
    ctx: &Context,
    cond: ExprId,
    rewrites: &[Rewrite<TirLang, TirAnalysis>],
    limits: &Limits,
) -> (Verdict, Option<Report>) {
    // The negation too: a condition whose negation is a fact (`n <= t` in the else-branch of
    // `t < n`) is false.
    let negated = super::context::negate(f, cond);
    let mut memo = HashMap::new();
    let question = Question::new(f, ctx, &[cond, negated]);
    let (mut eg, truth, falsity) = context_egraph(f, &question, &mut memo);
    let Some(root) = lower(f, cond, &mut eg, &mut memo) else {
        return (Verdict::Unknown, None);
    };
    let not_root = lower(f, negated, &mut eg, &mut memo);
    eg.rebuild();
    let ids = Ids {
        root,
        truth,
        falsity,
        not_root,
    };
    if let Some(v) = ids.verdict(&eg) {
        return (v, None);
    }
    let (runner, report) = saturate_until(eg, rewrites, limits, move |eg| ids.verdict(eg).is_some());
    if let Some(v) = ids.verdict(&runner.egraph) {
        return (v, Some(report));
    }
    if let Some(v) = super::enumerate::by_enumeration(f, ctx, cond) {
        return (v, Some(report));
    }
    match cheaper_form(f, &runner.egraph, root, cond) {
        Some(e) => (Verdict::Cheaper(e), Some(report)),
        None => (Verdict::Unknown, Some(report)),
    }
}

/// The cheapest form of the pure expression `e` under the question `q` (its context's part
/// about `e`: constants of let-bound variables propagated, the rules applied), when it is
/// strictly cheaper than `e`.
pub fn cheapest(
    f: &mut PrimFunc,
    q: &Question,
    e: ExprId,
    rewrites: &[Rewrite<TirLang, TirAnalysis>],
    limits: &Limits,
) -> (Option<ExprId>, Report) {
    let mut memo = HashMap::new();
    let (mut eg, _, _) = context_egraph(f, q, &mut memo);
    let root = lower(f, e, &mut eg, &mut memo).expect("the caller passes a pure expression");
    eg.rebuild();
    let (runner, report) = crate::egraph::saturate(eg, rewrites, limits);
    (cheaper_form(f, &runner.egraph, root, e), report)
}
