//! Turning rules into egg rewrites: guards read the e-class analysis, and the applier types the
//! right side's literals before adding it (so new constants always carry a dtype).
//!
//! Invariant: a rule fires only when its subject variable's dtype is one the rule claims, and
//! every guard holds.

use super::rule::{root_slot, type_literals, Cond, Rule};
use crate::egraph::{LitValue, TirAnalysis, TirEGraph, TirLang};
use crate::ir::DataType;
use egg::{Applier, ENodeOrVar, Id, Language, PatternAst, Rewrite, SearchMatches, Subst, Symbol, Var};
use std::sync::Arc;

/// Interval of a pattern over the analysis of the substituted classes, if every leaf has one.
fn pattern_interval(
    egraph: &TirEGraph,
    pat: &PatternAst<TirLang>,
    subst: &Subst,
    dtype: DataType,
) -> Option<(i128, i128)> {
    let nodes = pat.as_ref();
    let mut ranges: Vec<Option<(i128, i128)>> = Vec::with_capacity(nodes.len());
    for n in nodes {
        let r = match n {
            ENodeOrVar::Var(v) => egraph[subst[*v]].data.range,
            ENodeOrVar::ENode(TirLang::Const(l)) => match l.value {
                LitValue::Int(i) => Some((i, i)),
                LitValue::Float(_) => None,
            },
            ENodeOrVar::ENode(e) => {
                let (op, [a, b]) = e.binop()?;
                let (x, y) = (ranges[usize::from(a)]?, ranges[usize::from(b)]?);
                crate::analysis::interval(op, x, y)
            }
        };
        ranges.push(r);
    }
    let r = (*ranges.last()?)?;
    let (lo, hi) = dtype.int_range();
    (r.0 >= lo && r.1 <= hi).then_some(r)
}

/// The e-class of an instantiated pattern, if it is already in the e-graph (nothing is added).
fn lookup(egraph: &TirEGraph, pat: &PatternAst<TirLang>, subst: &Subst, dtype: DataType) -> Option<Id> {
    let typed = type_literals(pat, root_slot(pat), dtype);
    let mut ids: Vec<Id> = Vec::new();
    for n in typed.as_ref() {
        let id = match n {
            ENodeOrVar::Var(v) => subst[*v],
            ENodeOrVar::ENode(e) => egraph.lookup(e.clone().map_children(|c| ids[usize::from(c)]))?,
        };
        ids.push(id);
    }
    ids.last().copied()
}

/// Whether `cond` holds for a match.
fn holds(egraph: &TirEGraph, cond: &Cond, subst: &Subst, subject: DataType) -> bool {
    let data = |v: &Var| &egraph[subst[*v]].data;
    let range = |v: &Var| data(v).range;
    let int = |v: &Var| match data(v).constant {
        Some(LitValue::Int(i)) => Some(i),
        _ => None,
    };
    match cond {
        Cond::Positive(v) => range(v).is_some_and(|r| r.0 > 0),
        Cond::NonNeg(v) => range(v).is_some_and(|r| r.0 >= 0),
        Cond::Negative(v) => range(v).is_some_and(|r| r.1 < 0),
        Cond::NonZero(v) => range(v).is_some_and(|r| r.0 > 0 || r.1 < 0),
        Cond::IsConst(v) => data(v).constant.is_some(),
        Cond::Divides(a, b) => matches!((int(a), int(b)), (Some(x), Some(y)) if x != 0 && y % x == 0),
        Cond::Below(a, b) => matches!((range(a), range(b)), (Some(x), Some(y)) if x.1 < y.0),
        Cond::AtMost(a, b) => matches!((range(a), range(b)), (Some(x), Some(y)) if x.1 <= y.0),
        Cond::NoOverflow(p) => {
            subject.is_float()
                || pattern_interval(egraph, p, subst, subject).is_some()
                || lookup(egraph, p, subst, subject).is_some()
        }
        // A float literal matches bit for bit: the `0` of `x - 0 => x` is `+0.0` only, since
        // `-0.0 - -0.0` is `+0.0`.
        Cond::LitEq(v, want) => match (data(v).constant, want) {
            (Some(LitValue::Int(a)), LitValue::Int(b)) => a == *b,
            (Some(LitValue::Float(a)), LitValue::Float(b)) => a == *b,
            (Some(LitValue::Float(a)), LitValue::Int(b)) => a == (*b as f64).to_bits(),
            _ => false,
        },
    }
}

/// The applier of one rule.
struct TypedApplier {
    rule: Arc<Rule>,
    subject: Option<Var>,
}

impl Applier<TirLang, TirAnalysis> for TypedApplier {
    fn apply_matches(&self, egraph: &mut TirEGraph, matches: &[SearchMatches<TirLang>], rule_name: Symbol) -> Vec<Id> {
        let mut added = Vec::new();
        for m in matches {
            let ast = if egraph.are_explanations_enabled() {
                m.ast.as_ref().map(|c| c.as_ref().clone())
            } else {
                None
            };
            for subst in &m.substs {
                added.extend(self.apply_one(egraph, m.eclass, subst, ast.as_ref(), rule_name));
            }
        }
        added
    }

    fn apply_one(
        &self,
        egraph: &mut TirEGraph,
        eclass: Id,
        subst: &Subst,
        searcher_ast: Option<&PatternAst<TirLang>>,
        rule_name: Symbol,
    ) -> Vec<Id> {
        let subject = match self.subject {
            Some(v) => egraph[subst[v]].data.dtype,
            None => egraph[eclass].data.dtype,
        };
        if !self.rule.dtypes.contains(&subject) || !self.rule.conds.iter().all(|c| holds(egraph, c, subst, subject)) {
            return vec![];
        }
        let rhs = type_literals(&self.rule.rhs, root_slot(&self.rule.lhs), subject);
        match searcher_ast {
            Some(lhs) => {
                let (id, changed) = egraph.union_instantiations(lhs, &rhs, subst, rule_name);
                if changed {
                    vec![id]
                } else {
                    vec![]
                }
            }
            None => {
                let id = egraph.add_instantiation(&rhs, subst);
                if egraph.union(eclass, id) {
                    vec![eclass]
                } else {
                    vec![]
                }
            }
        }
    }

    fn vars(&self) -> Vec<Var> {
        Vec::new()
    }
}

/// Builds the egg rewrite of a rule.
pub fn rewrite(rule: &Rule) -> Result<Rewrite<TirLang, TirAnalysis>, String> {
    let searcher = egg::Pattern::new(rule.lhs.clone());
    let applier = TypedApplier {
        subject: rule.subject_var(),
        rule: Arc::new(rule.clone()),
    };
    Rewrite::new(rule.name.clone(), searcher, applier)
}
