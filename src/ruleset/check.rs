//! Rule validation: every rule is evaluated with the interpreter's exact semantics on edge-case
//! and random assignments for each dtype it claims, guards evaluated on the concrete values.
//!
//! Invariant: a rule passes only if, for every tested assignment where its guards hold and its
//! left side evaluates without error (overflow, division by zero), its right side evaluates
//! without error to the identical value (floats compared bit for bit, NaN equal to NaN), and no
//! assignment makes its left side divide by zero while its right side is defined.

use super::compiled::Compiled;
use super::rule::{root_slot, type_literals, Cond, Rule, Slot};
use crate::egraph::{analysis_scalar, LitValue, TirLang};
use crate::ir::semantics::Scalar;
use crate::ir::DataType;
use egg::{PatternAst, Var};
use rand::{rngs::SmallRng, Rng, RngCore, SeedableRng};

/// A failing assignment.
#[derive(Clone, Debug)]
pub struct Counterexample {
    /// The subject dtype.
    pub dtype: DataType,
    /// Variable values.
    pub assignment: Vec<(String, String)>,
    /// Value (or error) of the left side.
    pub lhs: String,
    /// Value (or error) of the right side.
    pub rhs: String,
}

/// The result of validating one rule.
#[derive(Clone, Debug)]
pub struct CheckReport {
    /// Rule name.
    pub rule: String,
    /// Where the rule is written.
    pub origin: String,
    /// Per claimed dtype: assignments tested (guards held, left side defined).
    pub tested: Vec<(DataType, usize)>,
    /// The first counterexample, if any.
    pub counterexample: Option<Counterexample>,
}

fn edge_values(dt: DataType) -> Vec<Scalar> {
    if dt.is_bool() {
        return vec![Scalar::I(0), Scalar::I(1)];
    }
    if dt.is_float() {
        let single = |x: f32| Scalar::F(x as f64);
        let mut v: Vec<Scalar> = [
            0.0f32,
            -0.0,
            1.0,
            -1.0,
            0.5,
            3.0,
            -7.0,
            1e10,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
        ]
        .into_iter()
        .map(single)
        .collect();
        v.extend([
            Scalar::F(f32::MAX as f64),
            Scalar::F(f32::MIN_POSITIVE as f64),
            Scalar::F(1e-45f32 as f64),
        ]);
        if dt.bits == 64 {
            v.extend([Scalar::F(f64::MAX), Scalar::F(1e300), Scalar::F(f64::MIN_POSITIVE)]);
        }
        return v;
    }
    let (lo, hi) = dt.int_range();
    let mut v = vec![0, 1, 2, 3, 7, 16, hi, hi - 1, hi / 2, hi / 2 + 1];
    if lo < 0 {
        v.extend([-1, -2, -7, lo, lo + 1, lo / 2]);
    }
    v.into_iter().map(Scalar::I).collect()
}

/// A random value of `dt`; `bits` (random) choose among a few small values, a wider range and
/// the whole range, with equal weight.
fn random_value(rng: &mut SmallRng, dt: DataType, bits: u64) -> Scalar {
    let (mode, bits) = (bits % 3, bits / 3);
    if dt.is_bool() {
        return Scalar::I((bits & 1) as i128);
    }
    if dt.is_float() {
        return Scalar::F(match mode {
            0 => (bits % 16) as f64 - 8.0,
            1 => rng.gen_range(-1e3f32..1e3) as f64,
            _ if dt.bits == 64 => f64::from_bits(rng.next_u64()),
            _ => f32::from_bits(rng.next_u32()) as f64,
        });
    }
    let (lo, hi) = dt.int_range();
    // A small range straight from `bits` (its modulo bias is below 2^-50).
    let small = |lo: i128, hi: i128| lo + (bits as i128) % (hi - lo + 1);
    Scalar::I(match mode {
        0 => small(lo.max(-16), hi.min(16)),
        1 => small(lo.max(-1000), hi.min(1000)),
        _ => uniform(rng, lo, hi),
    })
}

/// A uniform integer of `[lo, hi]`, a dtype's range or part of one: drawn as an `i64` or a
/// `u64` (every dtype range fits one of them), several times faster than an `i128` draw.
fn uniform(rng: &mut SmallRng, lo: i128, hi: i128) -> i128 {
    match (i64::try_from(lo), i64::try_from(hi)) {
        (Ok(i64::MIN), Ok(i64::MAX)) => rng.next_u64() as i64 as i128,
        (Ok(0), Err(_)) if hi == u64::MAX as i128 => rng.next_u64() as i128,
        (Ok(l), Ok(h)) => rng.gen_range(l..=h) as i128,
        _ => rng.gen_range(lo as u64..=hi as u64) as i128,
    }
}

/// Validates `rule` on at least `samples` assignments per claimed dtype (where its guards allow).
pub fn check_rule(rule: &Rule, samples: usize, seed: u64) -> CheckReport {
    let vars = rule.vars();
    let lit_vars: Vec<(Var, LitValue)> = rule
        .conds
        .iter()
        .filter_map(|c| match c {
            Cond::LitEq(v, l) => Some((*v, *l)),
            _ => None,
        })
        .collect();
    let free: Vec<(Var, Slot)> = vars
        .iter()
        .copied()
        .filter(|(v, _)| !lit_vars.iter().any(|(l, _)| l == v))
        .collect();
    // The assignment array: free variables, then literal variables, then one 0 for any other
    // variable (a right-side-only variable is rejected when the rule file loads).
    let index = |v: Var| -> usize {
        free.iter()
            .position(|(w, _)| *w == v)
            .or_else(|| lit_vars.iter().position(|(w, _)| *w == v).map(|k| free.len() + k))
            .unwrap_or(free.len() + lit_vars.len())
    };
    let slot_of = |v: Var| vars.iter().find(|(w, _)| *w == v).map_or(Slot::Subject, |(_, s)| *s);
    let mut report = CheckReport {
        rule: rule.name.clone(),
        origin: rule.origin.clone(),
        tested: Vec::new(),
        counterexample: None,
    };
    let mut rng = SmallRng::seed_from_u64(seed);
    let (mut vals, mut env) = (Vec::new(), Vec::new());
    for &dt in &rule.dtypes {
        let var_dtype = |v: Var| if slot_of(v) == Slot::Bool { DataType::BOOL } else { dt };
        let compile = |p: &PatternAst<TirLang>| Compiled::new(&type_literals(p, root_slot(p), dt), &index, &var_dtype);
        let root = root_slot(&rule.lhs);
        let typed = |p: &PatternAst<TirLang>| Compiled::new(&type_literals(p, root, dt), &index, &var_dtype);
        let (lhs, rhs) = (typed(&rule.lhs), typed(&rule.rhs));
        let guards: Vec<Guard> = rule
            .conds
            .iter()
            .filter_map(|c| Guard::new(c, &index, &compile))
            .collect();
        let free_dtypes: Vec<DataType> = free.iter().map(|(v, _)| var_dtype(*v)).collect();
        let edges: Vec<Vec<Scalar>> = free_dtypes.iter().map(|d| edge_values(*d)).collect();
        let edge_combos: usize = edges.iter().take(3).map(Vec::len).product::<usize>().max(1);
        env.clear();
        env.resize(free.len(), Scalar::I(0));
        env.extend(
            lit_vars
                .iter()
                .map(|(v, l)| match (analysis_scalar(*l), var_dtype(*v).is_float()) {
                    (Scalar::I(i), true) => Scalar::F(i as f64),
                    (s, _) => s,
                }),
        );
        env.push(Scalar::I(0));
        let mut tested = 0;
        let mut attempt = 0usize;
        while tested < samples && attempt < samples * 20 {
            // First every combination of edge values of the first three variables, then random.
            for (k, slot) in env[..free.len()].iter_mut().enumerate() {
                *slot = if attempt < edge_combos && k < 3 {
                    let stride: usize = edges[..k].iter().map(Vec::len).product();
                    edges[k][(attempt / stride.max(1)) % edges[k].len()]
                } else {
                    let bits = rng.next_u64();
                    if bits & 3 == 0 {
                        edges[k][(bits >> 2) as usize % edges[k].len()]
                    } else {
                        random_value(&mut rng, free_dtypes[k], bits >> 2)
                    }
                };
            }
            attempt += 1;
            if !guards.iter().all(|g| g.holds(&env, &mut vals)) {
                continue;
            }
            let r = rhs.eval(&env, &mut vals);
            let failure = match lhs.eval(&env, &mut vals) {
                // An equation whose left side traps (divides by zero) while its right side is
                // defined can merge unrelated classes (x*0 and y*0 are both 0, so
                // floordiv(x*0, 0) = x would make x equal to y): such a rule fails. Other
                // undefined left sides (overflow) are skipped: removing an overflow introduces
                // nothing.
                Err(e) if e.is_trap() && r.is_ok() => {
                    tested += 1;
                    (format!("error: {e}"), r.map(|x| x.to_string()).unwrap_or_default())
                }
                Err(_) => continue,
                Ok(l) => {
                    tested += 1;
                    match r {
                        Ok(x) if l.same(x) => continue,
                        Ok(x) => (l.to_string(), x.to_string()),
                        Err(e) => (l.to_string(), format!("error: {e}")),
                    }
                }
            };
            report.counterexample = Some(Counterexample {
                dtype: dt,
                assignment: free
                    .iter()
                    .zip(&env)
                    .map(|((v, _), x)| (v.to_string(), x.to_string()))
                    .collect(),
                lhs: failure.0,
                rhs: failure.1,
            });
            report.tested.push((dt, tested));
            return report;
        }
        report.tested.push((dt, tested));
    }
    report
}

/// A guard ready to test on an assignment.
enum Guard {
    Positive(usize),
    NonNeg(usize),
    Negative(usize),
    NonZero(usize),
    Divides(usize, usize),
    Below(usize, usize),
    AtMost(usize, usize),
    /// The term evaluates without error.
    NoOverflow(Compiled),
}

impl Guard {
    /// The test for `cond`, or `None` where it holds on every assignment (literal equalities are
    /// built into the assignment, constness is not a property of values).
    fn new(
        cond: &Cond,
        index: &dyn Fn(Var) -> usize,
        compile: &dyn Fn(&PatternAst<TirLang>) -> Compiled,
    ) -> Option<Guard> {
        Some(match cond {
            Cond::LitEq(..) | Cond::IsConst(_) => return None,
            Cond::Positive(v) => Guard::Positive(index(*v)),
            Cond::NonNeg(v) => Guard::NonNeg(index(*v)),
            Cond::Negative(v) => Guard::Negative(index(*v)),
            Cond::NonZero(v) => Guard::NonZero(index(*v)),
            Cond::Divides(a, b) => Guard::Divides(index(*a), index(*b)),
            Cond::Below(a, b) => Guard::Below(index(*a), index(*b)),
            Cond::AtMost(a, b) => Guard::AtMost(index(*a), index(*b)),
            Cond::NoOverflow(p) => Guard::NoOverflow(compile(p)),
        })
    }

    fn holds(&self, env: &[Scalar], vals: &mut Vec<Scalar>) -> bool {
        let sign = |k: usize| match env[k] {
            Scalar::I(i) => i.partial_cmp(&0),
            Scalar::F(f) => f.partial_cmp(&0.0),
        };
        let order = |a: usize, b: usize| match (env[a], env[b]) {
            (Scalar::I(x), Scalar::I(y)) => x.partial_cmp(&y),
            (Scalar::F(x), Scalar::F(y)) => x.partial_cmp(&y),
            _ => None,
        };
        use std::cmp::Ordering::{Equal, Greater, Less};
        match self {
            Guard::Positive(k) => sign(*k) == Some(Greater),
            Guard::NonNeg(k) => matches!(sign(*k), Some(Greater | Equal)),
            Guard::Negative(k) => sign(*k) == Some(Less),
            Guard::NonZero(k) => sign(*k) != Some(Equal),
            Guard::Divides(a, b) => {
                matches!((env[*a], env[*b]), (Scalar::I(x), Scalar::I(y)) if x != 0 && y % x == 0)
            }
            Guard::Below(a, b) => order(*a, *b) == Some(Less),
            Guard::AtMost(a, b) => matches!(order(*a, *b), Some(Less | Equal)),
            Guard::NoOverflow(p) => p.eval(env, vals).is_ok(),
        }
    }
}
