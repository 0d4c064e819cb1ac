//! The e-class analysis: dtype, constant value and integer interval of every e-class. Purity
//! needs no tracking: loads and non-pure calls never enter an e-graph (they have no `TirLang`
//! node), so every term is pure.
//!
//! Invariants: constants are folded with the interpreter's exact semantics (floor division
//! rounds toward minus infinity, truncating division toward zero), never through a division by
//! zero and never into a value outside the dtype; intervals only shrink on merge (intersection)
//! and are clamped to the dtype's range, since a value outside it is an overflow error.

use super::lang::{Lit, LitValue, TirLang};
use crate::ir::semantics::{self, Scalar};
use crate::ir::DataType;
use egg::{Analysis, DidMerge, EGraph, Id, Symbol};
use hashbrown::HashMap;

/// What is known about one e-class.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TirData {
    /// The dtype of every term in the class.
    pub dtype: DataType,
    /// The value, when every term in the class is the same constant.
    pub constant: Option<LitValue>,
    /// Inclusive bounds of an integer class (`None` for floats).
    pub range: Option<(i128, i128)>,
    /// How often `range` was narrowed by a merge, at most [`MAX_NARROWINGS`].
    pub narrowings: u8,
}

/// Merges that may narrow one class's interval. Without a bound, a class holding a term over
/// itself (`x == x + 1`, provable under contradictory facts) narrows by one on every round of
/// egg's rebuild, which then runs about 2^32 rounds for an `int32` (a hang, found by the
/// simplifier's property test); keeping a wider interval is always sound. Legitimate
/// narrowings come one per term of the class or per fact, far fewer.
pub const MAX_NARROWINGS: u8 = 64;

impl TirData {
    /// The data of a fresh class: never narrowed.
    fn value(dtype: DataType, constant: Option<LitValue>, range: Option<(i128, i128)>) -> TirData {
        TirData {
            dtype,
            constant,
            range,
            narrowings: 0,
        }
    }
}

/// Facts the analysis starts from: variable dtypes and ranges.
#[derive(Clone, Debug, Default)]
pub struct TirAnalysis {
    /// Dtype of each variable (others get `default_dtype`).
    pub var_types: HashMap<Symbol, DataType>,
    /// Known inclusive bounds of variables (loop ranges, shape symbols >= 0, assumptions).
    pub var_ranges: HashMap<Symbol, (i128, i128)>,
    /// Dtype of variables with no entry in `var_types`.
    pub default_dtype: Option<DataType>,
    /// Whether unions made by constant folding carry a justification (explanations mode).
    pub explain: bool,
    /// Whether a bool or integer class whose interval is one value becomes that constant (a
    /// comparison decided by the operands' intervals, `i < 8` for `i` in `0..8`; `n // 8` for
    /// `n` in `0..8`). The simplifier wants
    /// it; CSE leaves it off so that decided predicates keep their own forms.
    pub fold_decided: bool,
}

/// The e-graph type used throughout.
pub type TirEGraph = EGraph<TirLang, TirAnalysis>;

pub(crate) fn to_scalar(v: LitValue) -> Scalar {
    match v {
        LitValue::Int(i) => Scalar::I(i),
        LitValue::Float(bits) => Scalar::F(f64::from_bits(bits)),
    }
}

pub(crate) fn from_scalar(s: Scalar) -> LitValue {
    match s {
        Scalar::I(i) => LitValue::Int(i),
        Scalar::F(f) => LitValue::Float(f.to_bits()),
    }
}

fn full_range(dt: DataType) -> Option<(i128, i128)> {
    (dt.is_int() || dt.is_bool()).then(|| dt.int_range())
}

fn clamp(r: (i128, i128), dt: DataType) -> Option<(i128, i128)> {
    let (lo, hi) = full_range(dt)?;
    // A narrow integer's `+ - *` wrap around: a range leaving the dtype's covers all of it.
    if semantics::wraps(dt) && (r.0 < lo || r.1 > hi) {
        return Some((lo, hi));
    }
    let r = (r.0.max(lo), r.1.min(hi));
    // An empty range means the term can only be reached through an overflow; keep the full
    // range rather than pretend to know more.
    Some(if r.0 > r.1 { (lo, hi) } else { r })
}

/// The constant `c` of dtype `from` cast to `to`, when a fold is exact. A cast to a float
/// folds only when the value is the source literal's own and the target holds it exactly:
/// `T.Cast("float32", T.float16(0.1))` stays, since the literal's written 0.1 and its float16
/// value differ and TVM's build folds it in double precision to 0.1.
fn exact_cast(c: Scalar, from: DataType, to: DataType) -> Option<Scalar> {
    let cast = semantics::cast(c, to).ok()?;
    match (c, cast) {
        (Scalar::F(x), Scalar::F(y)) => (semantics::round_float(x, from) == x && y == x).then_some(cast),
        (Scalar::I(x), Scalar::F(y)) => (y.fract() == 0.0 && y as i128 == x).then_some(cast),
        _ => Some(cast),
    }
}

/// Makes a bool or integer class whose interval is a single value that constant (`n // 8` is
/// 0 where `0 <= n < 8`); whether it changed.
fn decide_from_range(d: &mut TirData) -> bool {
    match (d.constant, d.range) {
        (None, Some((lo, hi))) if lo == hi && d.dtype.lanes == 1 && (d.dtype.is_bool() || d.dtype.is_int()) => {
            d.constant = Some(LitValue::Int(lo));
            true
        }
        _ => false,
    }
}

impl TirAnalysis {
    fn var_dtype(&self, s: &Symbol) -> DataType {
        self.var_types
            .get(s)
            .copied()
            .or(self.default_dtype)
            .unwrap_or(DataType::INT32)
    }
}

impl Analysis<TirLang> for TirAnalysis {
    type Data = TirData;

    fn make(egraph: &mut TirEGraph, enode: &TirLang, id: Id) -> TirData {
        let mut data = Self::make_value(egraph, enode, id);
        if egraph.analysis.fold_decided {
            decide_from_range(&mut data);
        }
        data
    }

    fn merge(&mut self, a: &mut TirData, b: TirData) -> DidMerge {
        let DidMerge(x, y) = Self::merge_value(a, b);
        let decided = self.fold_decided && decide_from_range(a);
        DidMerge(x || decided, y)
    }

    fn modify(egraph: &mut TirEGraph, id: Id) {
        Self::fold_constant(egraph, id)
    }
}

impl TirAnalysis {
    fn make_value(egraph: &mut TirEGraph, enode: &TirLang, _id: Id) -> TirData {
        let d = |i: &Id| egraph[*i].data;
        match enode {
            TirLang::Const(lit) => {
                let dtype = lit.dtype.or(egraph.analysis.default_dtype).unwrap_or(DataType::INT32);
                let range = match lit.value {
                    LitValue::Int(i) => Some((i, i)),
                    LitValue::Float(_) => None,
                };
                TirData::value(dtype, Some(lit.value), range)
            }
            TirLang::Type(_) => TirData::value(DataType::HANDLE, None, None),
            TirLang::Var(s) => {
                let dtype = egraph.analysis.var_dtype(s);
                let range = egraph.analysis.var_ranges.get(s).copied().or(full_range(dtype));
                TirData::value(dtype, None, range.and_then(|r| clamp(r, dtype)))
            }
            TirLang::Not([a]) => {
                let a = d(a);
                let constant = match a.constant {
                    Some(LitValue::Int(v)) => Some(LitValue::Int((v == 0) as i128)),
                    _ => None,
                };
                TirData::value(a.dtype, constant, Some((0, 1)))
            }
            TirLang::Select([c, t, e]) => {
                let (c, t, e) = (d(c), d(t), d(e));
                let constant = match c.constant {
                    Some(LitValue::Int(v)) => {
                        if v != 0 {
                            t.constant
                        } else {
                            e.constant
                        }
                    }
                    _ => None,
                };
                let range = match (t.range, e.range) {
                    (Some(a), Some(b)) => Some((a.0.min(b.0), a.1.max(b.1))),
                    _ => None,
                };
                TirData::value(t.dtype, constant, range)
            }
            TirLang::Cast([ty, v]) => {
                let dtype = match &egraph[*ty].nodes.iter().find_map(|n| match n {
                    TirLang::Type(t) => Some(t.0),
                    _ => None,
                }) {
                    Some(dt) => *dt,
                    None => DataType::INT32,
                };
                let v = d(v);
                let constant = v
                    .constant
                    .and_then(|c| exact_cast(to_scalar(c), v.dtype, dtype))
                    .map(from_scalar);
                // A narrowing integer cast keeps the low bits: a range leaving the target's
                // covers all of it.
                let range = v
                    .range
                    .filter(|_| dtype.is_int())
                    .filter(|&(lo, hi)| full_range(dtype).is_some_and(|(min, max)| min <= lo && hi <= max))
                    .or(full_range(dtype));
                TirData::value(dtype, constant, range)
            }
            other => {
                let (op, [a, b]) = other.binop().expect("every other node is binary");
                let (a, b) = (d(&a), d(&b));
                let dtype = if op.is_comparison() || op.is_logical() {
                    DataType::BOOL
                } else {
                    a.dtype
                };
                let constant = match (a.constant, b.constant) {
                    (Some(x), Some(y)) => semantics::binary(op, to_scalar(x), to_scalar(y), a.dtype)
                        .ok()
                        .map(from_scalar),
                    _ => None,
                };
                let range = match constant {
                    Some(LitValue::Int(v)) => Some((v, v)),
                    _ => match (a.range, b.range) {
                        (Some(x), Some(y)) if !a.dtype.is_float() => {
                            crate::analysis::interval(op, x, y).and_then(|r| clamp(r, dtype))
                        }
                        _ => full_range(dtype),
                    },
                };
                TirData::value(dtype, constant, range)
            }
        }
    }

    fn merge_value(a: &mut TirData, b: TirData) -> DidMerge {
        debug_assert_eq!(a.dtype, b.dtype, "merged e-classes of different dtypes");
        let mut changed_a = false;
        let mut changed_b = false;
        match (a.constant, b.constant) {
            (None, Some(c)) => {
                a.constant = Some(c);
                changed_a = true;
            }
            (Some(_), None) => changed_b = true,
            _ => {}
        }
        let narrowings = a.narrowings.max(b.narrowings);
        match (a.range, b.range) {
            (Some(x), Some(y)) => {
                let r = (x.0.max(y.0), x.1.min(y.1));
                if r.0 <= r.1 && (r == x || narrowings < MAX_NARROWINGS) {
                    changed_a |= r != x;
                    changed_b |= r != y;
                    a.narrowings = narrowings + u8::from(r != x);
                    a.range = Some(r);
                } else {
                    // `a` keeps its interval: `b`'s, being different, is not the merged one.
                    changed_b |= x != y;
                }
            }
            (None, Some(y)) => {
                a.range = Some(y);
                changed_a = true;
            }
            (Some(_), None) => changed_b = true,
            (None, None) => {}
        }
        DidMerge(changed_a, changed_b)
    }

    fn fold_constant(egraph: &mut TirEGraph, id: Id) {
        let data = &egraph[id].data;
        if let Some(value) = data.constant {
            let dtype = Some(data.dtype);
            let c = egraph.add(TirLang::Const(Lit { value, dtype }));
            if egraph.analysis.explain {
                egraph.union_trusted(id, c, "constant-fold");
            } else {
                egraph.union(id, c);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::egraph::Lit;

    /// `x == x + 1` (provable only under contradictory facts) makes the class of `x` hold a
    /// term over itself: each rebuild round narrowed its interval by one, about 2^32 rounds for
    /// an int32 (a hang). The rebuild now ends, with a sound (wider) interval left.
    #[test]
    fn a_class_holding_its_own_successor_stops_narrowing() {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let x_sym = Symbol::from("x");
            let mut analysis = TirAnalysis::default();
            analysis.var_types.insert(x_sym, DataType::INT32);
            let mut eg: TirEGraph = egg::EGraph::new(analysis);
            let x = eg.add(TirLang::Var(x_sym));
            let one = eg.add(TirLang::Const(Lit::int(1, DataType::INT32)));
            let succ = eg.add(TirLang::Add([x, one]));
            eg.union(x, succ);
            eg.rebuild();
            let _ = tx.send(eg[x].data);
        });
        let data = rx
            .recv_timeout(std::time::Duration::from_secs(60))
            .expect("the rebuild ends");
        let (lo, hi) = data.range.expect("an int32 class keeps an interval");
        assert!(lo <= hi && data.narrowings <= MAX_NARROWINGS, "{data:?}");
    }
}
