//! Rule validation: every rule is evaluated with the interpreter's exact semantics on edge-case
//! and random assignments for each dtype it claims, guards evaluated on the concrete values.
//!
//! Invariant: a rule passes only if, for every tested assignment where its guards hold and its
//! left side evaluates without error (overflow, division by zero), its right side evaluates
//! without error to the identical value (floats compared bit for bit, NaN equal to NaN), and no
//! assignment makes its left side divide by zero while its right side is defined.

use super::rule::{root_slot, type_literals, Cond, Rule, Slot};
use crate::egraph::{LitValue, TirLang};
use crate::ir::semantics::{binary as binary_scalar, cast as cast_scalar, EvalError, Scalar};
use crate::ir::DataType;
use egg::{ENodeOrVar, Id, PatternAst, Var};
use rand::{rngs::SmallRng, Rng, SeedableRng};

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

fn random_value(rng: &mut SmallRng, dt: DataType) -> Scalar {
    if dt.is_bool() {
        return Scalar::I(rng.gen_range(0..2));
    }
    if dt.is_float() {
        return match rng.gen_range(0..3) {
            0 => Scalar::F(rng.gen_range(-8i32..8) as f64),
            1 => Scalar::F(rng.gen_range(-1e3f32..1e3) as f64),
            _ => {
                let x = f32::from_bits(rng.gen());
                Scalar::F(if dt.bits == 64 {
                    f64::from_bits(rng.gen())
                } else {
                    x as f64
                })
            }
        };
    }
    let (lo, hi) = dt.int_range();
    Scalar::I(match rng.gen_range(0..3) {
        0 => uniform(rng, lo.max(-16), hi.min(16)),
        1 => uniform(rng, lo.max(-1000), hi.min(1000)),
        _ => uniform(rng, lo, hi),
    })
}

/// A uniform integer of `[lo, hi]`, a dtype's range or part of one: drawn as an `i64` or a
/// `u64` (every dtype range fits one of them), several times faster than an `i128` draw.
fn uniform(rng: &mut SmallRng, lo: i128, hi: i128) -> i128 {
    match (i64::try_from(lo), i64::try_from(hi)) {
        (Ok(l), Ok(h)) => rng.gen_range(l..=h) as i128,
        _ => rng.gen_range(lo as u64..=hi as u64) as i128,
    }
}

/// Evaluates a typed pattern bottom-up. Returns the root's value or the first error in
/// evaluation order (an error makes every node above it an error: each node needs all its
/// children). `vals` is scratch space, reused across calls.
fn eval(
    pat: &PatternAst<TirLang>,
    var_dtype: &dyn Fn(Var) -> DataType,
    env: &dyn Fn(Var) -> Scalar,
    vals: &mut Vec<(Option<Scalar>, DataType)>,
) -> Result<Scalar, EvalError> {
    vals.clear();
    // A dtype node (a cast's target) has a dtype but no value.
    let value = |vals: &[(Option<Scalar>, DataType)], id: Id| {
        vals[usize::from(id)].0.ok_or(EvalError::Kind("a dtype is not a value"))
    };
    for n in pat.as_ref() {
        let entry = match n {
            ENodeOrVar::Var(v) => (Some(env(*v)), var_dtype(*v)),
            ENodeOrVar::ENode(e) => match e {
                TirLang::Const(l) => {
                    let dt = l.dtype.unwrap_or(DataType::INT32);
                    (Some(crate::egraph::analysis_scalar(l.value)), dt)
                }
                TirLang::Type(t) => (None, t.0),
                TirLang::Var(_) => return Err(EvalError::Kind("named variables are not allowed in rules")),
                TirLang::Not([a]) => (Some(Scalar::I((value(vals, *a)?.int()? == 0) as i128)), DataType::BOOL),
                TirLang::Select([c, a, b]) => {
                    let (c, x, y) = (value(vals, *c)?.int()?, value(vals, *a)?, value(vals, *b)?);
                    (Some(if c != 0 { x } else { y }), vals[usize::from(*a)].1)
                }
                TirLang::Cast([t, v]) => {
                    let dt = vals[usize::from(*t)].1;
                    (Some(cast_scalar(value(vals, *v)?, dt)?), dt)
                }
                other => {
                    let (op, [a, b]) = other.binop().expect("binary");
                    let (x, y) = (value(vals, a)?, value(vals, b)?);
                    let operand = vals[usize::from(a)].1;
                    let dt = if op.is_comparison() || op.is_logical() {
                        DataType::BOOL
                    } else {
                        operand
                    };
                    (Some(binary_scalar(op, x, y, operand)?), dt)
                }
            },
        };
        vals.push(entry);
    }
    match vals.pop() {
        Some((v, _)) => v.ok_or(EvalError::Kind("a dtype is not a value")),
        None => Err(EvalError::Kind("empty pattern")),
    }
}

fn same(a: Scalar, b: Scalar) -> bool {
    a.same(b)
}

/// Validates `rule` on at least `samples` assignments per claimed dtype (where its guards allow).
pub fn check_rule(rule: &Rule, samples: usize, seed: u64) -> CheckReport {
    let root = root_slot(&rule.lhs);
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
    let mut report = CheckReport {
        rule: rule.name.clone(),
        origin: rule.origin.clone(),
        tested: Vec::new(),
        counterexample: None,
    };
    let mut rng = SmallRng::seed_from_u64(seed);
    let (mut vals, mut values) = (Vec::new(), Vec::new());
    for &dt in &rule.dtypes {
        let lhs = type_literals(&rule.lhs, root, dt);
        let rhs = type_literals(&rule.rhs, root, dt);
        // The `no-overflow` guards' terms, typed once (not per assignment).
        let no_overflow: Vec<PatternAst<TirLang>> = rule
            .conds
            .iter()
            .filter_map(|c| match c {
                Cond::NoOverflow(p) => Some(type_literals(p, root_slot(p), dt)),
                _ => None,
            })
            .collect();
        let slot_of = |v: Var| {
            free.iter()
                .chain(vars.iter())
                .find(|(w, _)| *w == v)
                .map(|(_, s)| *s)
                .unwrap_or(Slot::Subject)
        };
        let var_dtype = |v: Var| if slot_of(v) == Slot::Bool { DataType::BOOL } else { dt };
        let edges: Vec<Vec<Scalar>> = free.iter().map(|(v, _)| edge_values(var_dtype(*v))).collect();
        let edge_combos: usize = edges.iter().take(3).map(Vec::len).product::<usize>().max(1);
        let mut tested = 0;
        let mut attempt = 0usize;
        while tested < samples && attempt < samples * 20 {
            // First every combination of edge values of the first three variables, then random.
            values.clear();
            values.extend(free.iter().enumerate().map(|(k, (v, _))| {
                if attempt < edge_combos && k < 3 {
                    let stride: usize = edges[..k].iter().map(Vec::len).product();
                    edges[k][(attempt / stride.max(1)) % edges[k].len()]
                } else if rng.gen_range(0..4) == 0 {
                    edges[k][rng.gen_range(0..edges[k].len())]
                } else {
                    random_value(&mut rng, var_dtype(*v))
                }
            }));
            attempt += 1;
            let env = |v: Var| -> Scalar {
                if let Some((_, l)) = lit_vars.iter().find(|(w, _)| *w == v) {
                    let s = crate::egraph::analysis_scalar(*l);
                    return match (s, dt.is_float() && slot_of(v) != Slot::Bool) {
                        (Scalar::I(i), true) => Scalar::F(i as f64),
                        (s, _) => s,
                    };
                }
                free.iter()
                    .position(|(w, _)| *w == v)
                    .map(|k| values[k])
                    .unwrap_or(Scalar::I(0))
            };
            let guards = rule.conds.iter().all(|c| match c {
                Cond::LitEq(..) => true,
                Cond::Positive(v) => env(*v).float() > 0.0,
                Cond::NonNeg(v) => env(*v).float() >= 0.0,
                Cond::Negative(v) => env(*v).float() < 0.0,
                Cond::NonZero(v) => env(*v).float() != 0.0,
                Cond::IsConst(_) => true,
                Cond::Divides(a, b) => {
                    matches!((env(*a), env(*b)), (Scalar::I(x), Scalar::I(y)) if x != 0 && y % x == 0)
                }
                Cond::NoOverflow(_) => true,
            }) && no_overflow.iter().all(|p| eval(p, &var_dtype, &env, &mut vals).is_ok());
            if !guards {
                continue;
            }
            let r = eval(&rhs, &var_dtype, &env, &mut vals);
            let l = match eval(&lhs, &var_dtype, &env, &mut vals) {
                Ok(l) => l,
                // An equation whose left side traps (divides by zero) while its right side is
                // defined can merge unrelated classes (x*0 and y*0 are both 0, so
                // floordiv(x*0, 0) = x would make x equal to y): such a rule fails. Other
                // undefined left sides (overflow) are skipped: removing an overflow introduces
                // nothing.
                Err(e) if e.is_trap() && r.is_ok() => {
                    report.counterexample = Some(Counterexample {
                        dtype: dt,
                        assignment: free
                            .iter()
                            .zip(&values)
                            .map(|((v, _), x)| (v.to_string(), x.to_string()))
                            .collect(),
                        lhs: format!("error: {e}"),
                        rhs: r.map(|x| x.to_string()).unwrap_or_default(),
                    });
                    report.tested.push((dt, tested + 1));
                    return report;
                }
                Err(_) => continue,
            };
            tested += 1;
            if !matches!(r, Ok(x) if same(l, x)) {
                report.counterexample = Some(Counterexample {
                    dtype: dt,
                    assignment: free
                        .iter()
                        .zip(&values)
                        .map(|((v, _), x)| (v.to_string(), x.to_string()))
                        .collect(),
                    lhs: l.to_string(),
                    rhs: match r {
                        Ok(x) => x.to_string(),
                        Err(e) => format!("error: {e}"),
                    },
                });
                report.tested.push((dt, tested));
                return report;
            }
        }
        report.tested.push((dt, tested));
    }
    report
}
