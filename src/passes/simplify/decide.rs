//! Deciding one condition under a context with an e-graph: the facts are made equal to `true`,
//! let-bound variables equal to their values, the rules saturate the graph, and the condition
//! is decided when its e-class is `true` or `false` (directly, or through the interval
//! analysis), or replaced by the cheapest equal form found.
//!
//! Invariants: a decision is valid for every execution reaching the point without an error
//! (the facts hold there); a replacement form costs strictly less under [`CondCost`] (never more
//! weighted ops) and every sub-term of it is either evaluated on every path to the point or was
//! created by a rule whose guards prove it neither overflows nor divides by zero.

use super::context::{Context, Entry};
use crate::egraph::{lower, raise, var_symbol, Term};
use crate::egraph::{saturate_until, Limits, Lit, LitValue, Report, TirAnalysis, TirEGraph, TirLang};
use crate::ir::{BinOp, DataType, Expr, ExprId, PrimFunc, VarId};
use egg::{CostFunction, Id, Language, Rewrite};
use hashbrown::HashMap;
use rpds::List;

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

/// Most facts one question takes from its context: the nearest ones over the question's
/// variables. Fewer facts only prove less, and the bound keeps a chain of `n` conditions (an
/// `elif` chain) linear in `n` instead of quadratic.
pub(super) const MAX_FACTS: usize = 64;

/// Most bindings one question follows, and most known terms it takes (the nearest over its
/// variables): each adds its term to the question's e-graph, and a let chain deeper than this
/// only brings values computed far back (a chain of `n` lets stays linear, at a small cost).
pub(super) const MAX_TERMS: usize = 16;

/// Most entries of each context list a question looks through for those nearest ones: facts
/// further back are not consulted, so a long run of facts over other variables costs each
/// question a bounded scan.
pub(super) const MAX_SCAN: usize = 4096;

/// Rounds of widening the variables of a question through the facts and known terms that
/// mention them (`x == y` and `y < n` bear on `x < n`).
const FACT_ROUNDS: usize = 2;

type VarSet = hashbrown::HashSet<VarId>;

/// The variables of `roots`, closed under the bindings of `ctx` (a bound variable brings the
/// variables of its value), then widened up to [`FACT_ROUNDS`] times through the nearest facts
/// and known terms that mention them; with those facts and known terms (the nearest over the
/// final variables).
fn relevant<'c>(f: &PrimFunc, ctx: &'c Context, roots: &[ExprId]) -> (VarSet, Vec<&'c Entry>, Vec<&'c Entry>) {
    let mut vars = Vec::new();
    for &r in roots {
        crate::analysis::free_vars(f, r, &mut vars);
    }
    let mut set: VarSet = vars.into_iter().collect();
    // Nearest first, in one pass: a binding's value only reads variables bound before it.
    let mut taken = 0;
    for (v, value) in ctx.binds.iter().take(MAX_SCAN) {
        if taken == MAX_TERMS {
            break;
        }
        if set.contains(v) {
            taken += 1;
            set.extend(value.vars.iter().copied());
        }
    }
    let mut rounds = 0;
    loop {
        let facts = nearest(&ctx.facts, &set, MAX_FACTS);
        let known = nearest(&ctx.known, &set, MAX_TERMS);
        if rounds == FACT_ROUNDS {
            return (set, facts, known);
        }
        let before = set.len();
        for e in facts.iter().chain(&known) {
            set.extend(e.vars.iter().copied());
        }
        if set.len() == before {
            return (set, facts, known);
        }
        rounds += 1;
    }
}

/// The nearest at most `most` of `items` that mention a variable of `vars`, oldest first.
fn nearest<'c>(items: &'c List<Entry>, vars: &VarSet, most: usize) -> Vec<&'c Entry> {
    let mut out: Vec<&Entry> = items
        .iter()
        .take(MAX_SCAN)
        .filter(|e| e.mentions(vars))
        .take(most)
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
    binds: Vec<(VarId, ExprId)>,
    facts: Vec<ExprId>,
    ranges: Vec<(VarId, Option<(i128, i128)>)>,
}

impl Question {
    /// The part of `ctx` a question about `roots` uses.
    pub fn new(f: &PrimFunc, ctx: &Context, roots: &[ExprId]) -> Question {
        let (vars, facts, known) = relevant(f, ctx, roots);
        let mut binds: Vec<&(VarId, Entry)> = ctx
            .binds
            .iter()
            .take(MAX_SCAN)
            .filter(|(v, _)| vars.contains(v))
            .take(MAX_TERMS)
            .collect();
        binds.reverse();
        let mut used = Vec::new();
        for &r in roots {
            crate::analysis::free_vars(f, r, &mut used);
        }
        for e in known.iter().chain(&facts) {
            used.extend(e.vars.iter().copied());
        }
        for (v, value) in &binds {
            used.push(*v);
            used.extend(value.vars.iter().copied());
        }
        used.sort();
        used.dedup();
        let ranges = used.into_iter().map(|v| (v, ctx.range(v))).collect();
        Question {
            known: known.iter().map(|e| e.expr).collect(),
            binds: binds.iter().map(|(v, value)| (*v, value.expr)).collect(),
            facts: facts.iter().map(|e| e.expr).collect(),
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
        // Where the facts make a divisor zero, the original divides by zero there (a path it
        // fails on); the literal `x // 0` would not even parse (TVM rejects it too): keep `e`.
        raise(f, &best).filter(|&form| !divides_by_literal_zero(f, form))
    } else {
        None
    }
}

/// Whether `e` holds a division or modulo by the literal 0.
fn divides_by_literal_zero(f: &PrimFunc, e: ExprId) -> bool {
    let node = f.expr(e);
    let here = matches!(node, Expr::Binary(BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod, _, d)
        if matches!(f.expr(*d), Expr::Int(0)));
    let mut below = false;
    crate::ir::visit::expr_children(node, |c| below = below || divides_by_literal_zero(f, c));
    here || below
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
