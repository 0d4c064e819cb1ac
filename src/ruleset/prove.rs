//! Proving two expressions equal: both go into one e-graph (each also in canonical operand
//! order, joined to its original by an `ac-normalize` step), the rules saturate it under the
//! limits, and the answer is whether the two roots share an e-class.
//!
//! Invariant: "proven" means equal for every assignment satisfying the facts under which
//! neither side overflows or divides by zero; "not proven" means only that the rules, facts
//! and limits did not suffice.

use crate::egraph::{canonicalize, saturate, saturate_until, Limits, Report, TirAnalysis, TirEGraph, TirLang};
use crate::ir::DataType;
use egg::{EGraph, ENodeOrVar, Id, Language, RecExpr, Rewrite, Symbol};

/// How to prove.
#[derive(Clone, Debug)]
pub struct ProveOptions {
    /// Dtype of variables in value positions and of literals there.
    pub dtype: DataType,
    /// Known inclusive ranges of variables.
    pub facts: Vec<(Symbol, (i128, i128))>,
    /// Saturation bounds.
    pub limits: Limits,
    /// Record the rewrite chain.
    pub explain: bool,
    /// Also insert each side in canonical operand order (the anti-explosion strategy); off only
    /// to measure what saturation alone achieves.
    pub canonical: bool,
    /// Stop saturating as soon as the two sides are one e-class. egg finds the chain of
    /// rewrites in time growing with the e-graph, so a proof is explained far faster in the
    /// e-graph that first joined its sides (`explain` on TVM's tensor-core convolution test:
    /// 19 s after full saturation, 0.3 s; over TVM's 1,114 test files the chains came out
    /// shorter in 8 of the 11 that differ); but the cheapest form of the left side is then the
    /// cheapest found by that iteration.
    pub until_proven: bool,
}

/// The outcome of [`prove`].
#[derive(Clone, Debug)]
pub struct Proof {
    /// Whether the two sides ended in one e-class.
    pub proven: bool,
    /// E-graph sizes and stop reason.
    pub report: Report,
    /// The chain of rewrites, when proven with `explain`.
    pub explanation: Option<String>,
    /// The cheapest form of the left side's class (weighted-op cost) and its cost.
    pub cheapest: (usize, String),
}

/// Parses an s-expression term; literals get `dtype` (or bool in boolean positions), and
/// variables in boolean positions are recorded as bool in `bools`.
pub fn parse_term(text: &str, dtype: DataType, bools: &mut Vec<Symbol>) -> Result<RecExpr<TirLang>, String> {
    let pat = super::pattern(text)?;
    let root = super::root_slot_of(&pat);
    let typed = super::type_pattern_literals(&pat, root, dtype);
    let slots = super::slots_of(&typed, root);
    let mut nodes = Vec::new();
    for (n, slot) in typed.as_ref().iter().zip(slots) {
        match n {
            ENodeOrVar::ENode(e) => {
                if let (TirLang::Var(s), true) = (e, slot == super::Slot::Bool) {
                    bools.push(*s);
                }
                nodes.push(e.clone());
            }
            ENodeOrVar::Var(v) => {
                return Err(format!(
                    "`{v}`: pattern variables are not allowed in a term; use plain names"
                ))
            }
        }
    }
    Ok(RecExpr::from(nodes))
}

/// Parses a fact about one variable: `(> d1 0)`, `d1 > 0`, `(<= n 64)`, `(== n 8)`.
pub fn parse_fact(text: &str) -> Result<(Symbol, (i128, i128)), String> {
    let t = text.trim();
    let parts: Vec<&str> = if t.starts_with('(') {
        t.trim_start_matches('(')
            .trim_end_matches(')')
            .split_whitespace()
            .collect()
    } else {
        let v: Vec<&str> = t.split_whitespace().collect();
        if v.len() == 3 {
            vec![v[1], v[0], v[2]]
        } else {
            v
        }
    };
    let [op, var, val] = parts[..] else {
        return Err(format!("bad fact `{text}`; expected `(> name 0)` or `name > 0`"));
    };
    let c: i128 = val
        .parse()
        .map_err(|_| format!("bad fact `{text}`: `{val}` is not an integer"))?;
    let r = match op {
        ">" => (c + 1, i128::MAX),
        ">=" => (c, i128::MAX),
        "<" => (i128::MIN, c - 1),
        "<=" => (i128::MIN, c),
        "==" => (c, c),
        _ => return Err(format!("bad fact `{text}`: expected one of > >= < <= =="))?,
    };
    Ok((Symbol::from(var), r))
}

fn add_with_canonical(egraph: &mut TirEGraph, expr: &RecExpr<TirLang>, canonical: bool) -> Id {
    let id = egraph.add_expr(expr);
    if !canonical {
        return id;
    }
    // Node dtypes come from the analysis of the already-added original.
    let ids: Vec<Id> = {
        let mut v: Vec<Id> = Vec::new();
        for n in expr.as_ref() {
            let node = n.clone().map_children(|c| v[usize::from(c)]);
            v.push(egraph.lookup(node).expect("just added"));
        }
        v
    };
    let floats: Vec<bool> = ids.iter().map(|&i| egraph[i].data.dtype.is_float()).collect();
    let canon = canonicalize(expr, &|i| floats[i]);
    let cid = egraph.add_expr(&canon);
    if egraph.are_explanations_enabled() {
        egraph.union_trusted(id, cid, "ac-normalize");
    } else {
        egraph.union(id, cid);
    }
    egraph.rebuild();
    id
}

/// Tries to prove `lhs == rhs` with `rewrites` (built from `rules`).
pub fn prove(
    lhs: &RecExpr<TirLang>,
    rhs: &RecExpr<TirLang>,
    rewrites: &[Rewrite<TirLang, TirAnalysis>],
    bools: &[Symbol],
    opts: &ProveOptions,
) -> Proof {
    let mut analysis = TirAnalysis {
        default_dtype: Some(opts.dtype),
        explain: opts.explain,
        ..Default::default()
    };
    for b in bools {
        analysis.var_types.insert(*b, DataType::BOOL);
    }
    for (v, r) in &opts.facts {
        // Several facts about one variable intersect.
        let cur = analysis.var_ranges.entry(*v).or_insert((i128::MIN, i128::MAX));
        *cur = (cur.0.max(r.0), cur.1.min(r.1));
    }
    let mut egraph: TirEGraph = EGraph::new(analysis);
    if opts.explain {
        egraph = egraph.with_explanations_enabled();
    }
    let a = add_with_canonical(&mut egraph, lhs, opts.canonical);
    let b = add_with_canonical(&mut egraph, rhs, opts.canonical);
    let (mut runner, report) = if egraph.find(a) == egraph.find(b) {
        let r = Report {
            nodes: egraph.total_number_of_nodes(),
            classes: egraph.number_of_classes(),
            iterations: 0,
            stop_reason: "equal on insertion (canonical order)".into(),
            time_ms: 0.0,
        };
        (egg::Runner::default().with_egraph(egraph), r)
    } else if opts.until_proven {
        saturate_until(egraph, rewrites, &opts.limits, move |g| g.find(a) == g.find(b))
    } else {
        saturate(egraph, rewrites, &opts.limits)
    };
    let proven = runner.egraph.find(a) == runner.egraph.find(b);
    let explanation = (proven && opts.explain).then(|| runner.explain_equivalence(lhs, rhs).get_flat_string());
    let (cost, best) = crate::egraph::extract(&runner.egraph, a);
    Proof {
        proven,
        report,
        explanation,
        cheapest: (cost, best.to_string()),
    }
}
