//! Deciding a condition by trying every value: when the variables it mentions all have small
//! constant ranges in the context (loop variables of padded loop nests: `4*i + j < 14` on a
//! 4x4 grid), the condition is evaluated at every point where the context's facts hold. This
//! decides what intervals cannot (`i == 3 and j >= 2` is false wherever `4*i + j < 14`).
//!
//! Invariants: sound by construction: a fact that cannot be evaluated at a point (it mentions
//! another variable, a load) is left out, which only adds points; a condition that cannot be
//! evaluated at some point, or more than [`MAX_POINTS`] points, gives no verdict; a context no
//! point satisfies gives no verdict either (the code is unreachable, nothing to gain).

use super::context::Context;
use super::decide::{Verdict, MAX_FACTS, MAX_SCAN};
use crate::ir::{ExprId, PrimFunc, VarId};
use crate::passes::padding::{eval_bool, for_all, Dim, Env};

/// The most points one condition is evaluated at.
const MAX_POINTS: i128 = 4096;

/// True or false when `cond` has that value at every point of the context's ranges that
/// satisfies its facts.
pub fn by_enumeration(f: &PrimFunc, ctx: &Context, cond: ExprId) -> Option<Verdict> {
    let mut vars = Vec::new();
    crate::analysis::free_vars(f, cond, &mut vars);
    // A let-bound variable takes its value from the binding: its free variables count.
    let mut i = 0;
    while i < vars.len() {
        if let Some((_, value)) = ctx.binds.iter().take(MAX_SCAN).find(|(v, _)| *v == vars[i]) {
            for &w in value.vars.iter() {
                // Each variable once: a diamond of lets would otherwise repeat its variables
                // once per path.
                if !vars.contains(&w) {
                    vars.push(w);
                }
            }
        }
        i += 1;
    }
    vars.sort();
    vars.dedup();
    let mut bound: Vec<(VarId, ExprId)> = ctx
        .binds
        .iter()
        .take(MAX_SCAN)
        .filter(|(v, _)| vars.contains(v))
        .map(|(v, value)| (*v, value.expr))
        .collect();
    // Oldest first: a value reads the variables bound before it.
    bound.reverse();
    // The nearest facts over these variables: fewer facts only admit more points, so the
    // verdict stays sound.
    let var_set: hashbrown::HashSet<VarId> = vars.iter().copied().collect();
    let facts: Vec<ExprId> = ctx
        .facts
        .iter()
        .take(MAX_SCAN)
        .filter(|e| e.mentions(&var_set))
        .take(MAX_FACTS)
        .map(|e| e.expr)
        .collect();
    let mut dims = Vec::new();
    let mut points: i128 = 1;
    for &v in &vars {
        if bound.iter().any(|(b, _)| *b == v) {
            continue;
        }
        let (lo, hi) = ctx.range(v)?;
        points = points.checked_mul(hi - lo + 1)?;
        if points > MAX_POINTS {
            return None;
        }
        dims.push(Dim { var: v, lo, hi });
    }
    let (mut any, mut all_true, mut all_false, mut failed) = (false, true, true, false);
    for_all(&dims, &Env::new(), |env| {
        let mut env = env.clone();
        for &(v, value) in &bound {
            if let Some(x) = crate::passes::padding::domain_eval_int(f, value, &env) {
                env.insert(v, x);
            }
        }
        if facts.iter().any(|&fact| eval_bool(f, fact, &env) == Some(false)) {
            return true;
        }
        match eval_bool(f, cond, &env) {
            Some(true) => all_false = false,
            Some(false) => all_true = false,
            None => failed = true,
        }
        any = true;
        !failed && (all_true || all_false)
    })?;
    if failed || !any {
        return None;
    }
    match (all_true, all_false) {
        (true, _) => Some(Verdict::True),
        (_, true) => Some(Verdict::False),
        _ => None,
    }
}
