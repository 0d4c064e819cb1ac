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

/// The e-graph of one question: `ctx`'s known terms, bindings (variable = value) and facts
/// (= `true`), with `true` and `false` added; returns it with the ids of both constants.
fn context_egraph(f: &PrimFunc, ctx: &Context, memo: &mut HashMap<ExprId, Id>) -> (TirEGraph, Id, Id) {
    let mut analysis = TirAnalysis {
        fold_decided: true,
        ..TirAnalysis::default()
    };
    for (i, v) in f.vars.iter().enumerate() {
        let sym = var_symbol(crate::ir::VarId(i as u32));
        analysis.var_types.insert(sym, v.dtype);
        if let Some(r) = ctx.ranges[i] {
            analysis.var_ranges.insert(sym, r);
        }
    }
    let mut eg: TirEGraph = egg::EGraph::new(analysis);
    let truth = eg.add(TirLang::Const(Lit::int(1, DataType::BOOL)));
    let falsity = eg.add(TirLang::Const(Lit::int(0, DataType::BOOL)));
    for &k in &ctx.known {
        lower(f, k, &mut eg, memo);
    }
    for &(v, value) in &ctx.binds {
        if let Some(b) = lower(f, value, &mut eg, memo) {
            let a = eg.add(TirLang::Var(var_symbol(v)));
            eg.union(a, b);
        }
    }
    for &fact in &ctx.facts {
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
    let (mut eg, truth, falsity) = context_egraph(f, ctx, &mut memo);
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

/// The cheapest form of the pure expression `e` under `ctx` (constants of let-bound variables
/// propagated, the rules applied), when it is strictly cheaper than `e`.
pub fn cheapest(
    f: &mut PrimFunc,
    ctx: &Context,
    e: ExprId,
    rewrites: &[Rewrite<TirLang, TirAnalysis>],
    limits: &Limits,
) -> (Option<ExprId>, Report) {
    let mut memo = HashMap::new();
    let (mut eg, _, _) = context_egraph(f, ctx, &mut memo);
    let root = lower(f, e, &mut eg, &mut memo).expect("the caller passes a pure expression");
    eg.rebuild();
    let (runner, report) = crate::egraph::saturate(eg, rewrites, limits);
    (cheaper_form(f, &runner.egraph, root, e), report)
}
