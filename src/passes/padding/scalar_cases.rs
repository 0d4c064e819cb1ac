//! The finitely many values of a function's scalar parameters that abstract execution must try
//! to cover every value: a symbolic padding boundary (`4 * io + ii < n` over a 4x4 grid) makes
//! the program behave alike for all `n <= 0`, and for all `n >= 16`, so `n` in `-1..=17` covers
//! it.
//!
//! Invariant: a parameter gets cases only when every use of it is a direct operand of an
//! integer comparison whose other operand has a constant interval `[lo, hi]` (loop variables of
//! constant ranges, constants); then a comparison's outcome depends on the parameter `n` only
//! through `clamp(n, lo - 1, hi + 1)`, and the values from the least `lo - 1` to the greatest
//! `hi + 1` meet every outcome combination some `n` meets. A parameter in a shape, a loop
//! bound, an index or any arithmetic gives no cases (`None`): the run then aborts as without
//! them.

use super::domain::Env;
use crate::analysis::{interval_of, var_facts, VarFacts};
use crate::ir::walk::{walk_func, ExprSite, StmtVisitor};
use crate::ir::{visit, Expr, ExprId, Param, PrimFunc, VarId};
use hashbrown::HashMap;

/// The most cases (value combinations) one function is run with; they share one run's step
/// budget, so only small programs afford many.
const MOST_CASES: usize = 1024;

/// How deep an operand's interval is looked for.
const INTERVAL_DEPTH: u32 = 16;

/// The scalar parameter values to run `f` with, one environment per case (one empty
/// environment when `f` has no scalar parameter), or `None` when a parameter is used otherwise
/// than compared with a bounded operand, or the cases would be too many.
pub fn scalar_cases(f: &PrimFunc) -> Option<Vec<Env>> {
    let scalars: Vec<VarId> = f
        .params
        .iter()
        .filter_map(|p| match p {
            Param::Scalar(v) => Some(*v),
            Param::Buffer(_) => None,
        })
        .collect();
    if scalars.is_empty() {
        return Some(vec![Env::new()]);
    }
    let in_declarations = f.buffers.iter().any(|b| {
        b.shape
            .iter()
            .chain(&b.strides)
            .chain(&b.elem_offset)
            .any(|&e| mentions_any(f, e, &scalars))
    });
    if in_declarations {
        return None;
    }
    let mut uses = Uses {
        scalars: &scalars,
        facts: var_facts(f),
        spans: HashMap::new(),
        other_use: false,
    };
    walk_func(f, &mut uses);
    if uses.other_use {
        return None;
    }
    let mut cases = vec![Env::new()];
    for &v in &scalars {
        let (lo, hi) = uses.spans.get(&v).copied().unwrap_or((0, 0));
        let (min, max) = f.var(v).dtype.int_range();
        let values: Vec<i128> = (lo.max(min)..=hi.min(max)).collect();
        if values.is_empty() || cases.len() * values.len() > MOST_CASES {
            return None;
        }
        cases = cases
            .iter()
            .flat_map(|env| {
                values.iter().map(move |&x| {
                    let mut env = env.clone();
                    env.insert(v, x);
                    env
                })
            })
            .collect();
    }
    Some(cases)
}

/// Collects, per scalar parameter, the span of values its comparisons distinguish.
struct Uses<'a> {
    scalars: &'a [VarId],
    facts: VarFacts,
    /// Per parameter: from the least `lo - 1` to the greatest `hi + 1` of its comparisons.
    spans: HashMap<VarId, (i128, i128)>,
    /// A parameter is used otherwise than compared with a bounded operand.
    other_use: bool,
}

impl Uses<'_> {
    fn visit(&mut self, f: &PrimFunc, e: ExprId) {
        if self.other_use {
            return;
        }
        match f.expr(e) {
            Expr::Var(v) if self.scalars.contains(v) => self.other_use = true,
            Expr::Binary(op, a, b) if op.is_comparison() => {
                for (x, other) in [(*a, *b), (*b, *a)] {
                    match f.expr(x) {
                        Expr::Var(v) if self.scalars.contains(v) => self.compared(f, *v, other),
                        _ => self.visit(f, x),
                    }
                }
            }
            node => visit::expr_children(node, |c| self.visit(f, c)),
        }
    }

    /// `v` compared with `other`.
    fn compared(&mut self, f: &PrimFunc, v: VarId, other: ExprId) {
        let bounded = !f.dtype(other).is_float() && !mentions_any(f, other, self.scalars);
        match interval_of(f, &self.facts, other, INTERVAL_DEPTH).filter(|_| bounded) {
            Some((lo, hi)) => {
                let span = self.spans.entry(v).or_insert((lo - 1, hi + 1));
                *span = (span.0.min(lo - 1), span.1.max(hi + 1));
            }
            None => self.other_use = true,
        }
    }
}

impl StmtVisitor for Uses<'_> {
    fn expr(&mut self, f: &PrimFunc, e: ExprId, _site: ExprSite) {
        self.visit(f, e);
    }
}

fn mentions_any(f: &PrimFunc, e: ExprId, vars: &[VarId]) -> bool {
    let mut found = Vec::new();
    crate::analysis::free_vars(f, e, &mut found);
    found.iter().any(|v| vars.contains(v))
}

#[cfg(test)]
mod tests {
    use super::scalar_cases;

    fn cases_of(src: &str) -> Option<Vec<i128>> {
        let m = crate::parse_module("t.py", src).expect("parses");
        let f = &m.funcs[0];
        let n = f.params.iter().find_map(|p| match p {
            crate::ir::Param::Scalar(v) => Some(*v),
            crate::ir::Param::Buffer(_) => None,
        });
        scalar_cases(f).map(|cases| {
            cases
                .iter()
                .filter_map(|env| n.and_then(|n| env.get(&n).copied()))
                .collect()
        })
    }

    #[test]
    fn a_boundary_compared_with_a_grid_index_takes_every_value_its_comparisons_tell_apart() {
        let src = "@T.prim_func\ndef main(A: T.Buffer((4, 4), \"int32\"), n: T.int32):\n    for io, ii in T.grid(4, 4):\n        if 4 * io + ii < n:\n            A[io, ii] = 1\n";
        assert_eq!(cases_of(src), Some((-1..=16).collect()));
    }

    #[test]
    fn a_parameter_in_arithmetic_or_a_loop_bound_gives_no_cases() {
        let in_arith = "@T.prim_func\ndef main(A: T.Buffer((4,), \"int32\"), n: T.int32):\n    for i in range(4):\n        if i < n - 1:\n            A[i] = 1\n";
        let in_extent = "@T.prim_func\ndef main(A: T.Buffer((4,), \"int32\"), n: T.int32):\n    for i in range(n):\n        A[0] = 1\n";
        assert_eq!(cases_of(in_arith), None);
        assert_eq!(cases_of(in_extent), None);
    }
}
