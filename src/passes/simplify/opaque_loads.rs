//! Loads as opaque operands: `A[i] + n - n` is `A[i]`, `A[i] * 2 + (m + i) - (i + m)` is
//! `A[i] * 2`. Only pure expressions go into the e-graph, so an expression holding a load is
//! simplified with each distinct load replaced by a placeholder variable, and the loads put
//! back into the cheapest form found.
//!
//! Invariants: within one expression no store runs, so equal loads give equal values (one
//! placeholder each); a placeholder has no fact and no range beyond its dtype's, so no guarded
//! rule (no overflow, nonzero divisor) fires on what the load might hold; only expressions
//! that evaluate every operand are abstracted (arithmetic, comparisons, casts, `T.Select`; no
//! `and`/`or`, which short-circuit in C, and no call such as `T.if_then_else`), so a load the
//! result keeps was evaluated by the original wherever the result evaluates it.

use super::scalar_terms::{scalar_term, Admit};
use crate::ir::{DataType, ExprId, PrimFunc, VarId};
use hashbrown::HashMap;

/// Placeholder variables, reused across expressions: the `k`-th distinct load of a dtype in an
/// expression is the `k`-th placeholder of that dtype (so equal shapes of expression share
/// their memo entries).
#[derive(Default)]
pub struct Placeholders(HashMap<(DataType, usize), VarId>);

/// The most distinct loads one abstracted expression holds.
const MOST_LOADS: usize = 16;

impl Placeholders {
    /// `e` with each distinct load replaced by a placeholder, and the placeholders (as
    /// expressions) with the loads they stand for; `None` when `e` holds no load or a
    /// construct that does not evaluate every operand.
    pub fn abstracted(&mut self, f: &mut PrimFunc, e: ExprId) -> Option<(ExprId, HashMap<ExprId, ExprId>)> {
        let mut loads = Vec::new();
        if !scalar_term(f, e, &mut Admit::Loads(&mut loads, MOST_LOADS)) || loads.is_empty() {
            return None;
        }
        let mut per_dtype: HashMap<DataType, usize> = HashMap::new();
        let mut by_load: HashMap<ExprId, ExprId> = HashMap::new();
        let mut back = HashMap::new();
        for load in loads {
            let dtype = f.dtype(load);
            let k = per_dtype.entry(dtype).or_insert(0);
            let var = *self
                .0
                .entry((dtype, *k))
                .or_insert_with(|| f.add_var(&format!("load_{}", *k), dtype));
            *k += 1;
            let placeholder = f.var_ref(var);
            by_load.insert(load, placeholder);
            back.insert(placeholder, load);
        }
        Some((replaced(f, e, &by_load), back))
    }
}

/// `e` with the subterms of `map` replaced (not looking inside a replaced subterm), each node
/// rebuilt as it is: no operator folds (`T.Mul(x, 0.0)` stays, `x * 0.0` is not 0 for floats).
pub fn replaced(f: &mut PrimFunc, e: ExprId, map: &HashMap<ExprId, ExprId>) -> ExprId {
    if let Some(&to) = map.get(&e) {
        return to;
    }
    crate::ir::subst::with_operands(f, e, |f, c| replaced(f, c, map))
}
