//! A typed rule pattern compiled for fast repeated evaluation by the validator: variables become
//! indices into one value array and every node's dtype is resolved once, so evaluating an
//! assignment is a single pass over a flat step list with no lookups.
//!
//! Invariants: steps are in the pattern's order (children before parents), each step's operands
//! index earlier steps; a pattern that can never be a value (a named variable, a dtype used as a
//! value) compiles to its error, which every evaluation returns.

use crate::egraph::{analysis_scalar, TirLang};
use crate::ir::semantics::{binary, cast, EvalError, Scalar};
use crate::ir::{BinOp, DataType};
use egg::{ENodeOrVar, Id, PatternAst, Var};

/// One node of a compiled pattern; operands are indices of earlier steps.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// The value of the variable at this index of the assignment.
    Var(usize),
    /// A literal.
    Const(Scalar),
    /// A cast's target dtype: a placeholder, never read as a value.
    Type,
    Not(usize),
    Select(usize, usize, usize),
    Cast(usize, DataType),
    /// The operator, its operands and the operands' dtype.
    Binary(BinOp, usize, usize, DataType),
}

/// A pattern ready to evaluate on assignments.
#[derive(Clone, Debug)]
pub struct Compiled {
    steps: Result<Vec<Step>, EvalError>,
}

impl Compiled {
    /// Compiles `pat`: `index` numbers its variables, `dtype` types them.
    pub fn new(pat: &PatternAst<TirLang>, index: &dyn Fn(Var) -> usize, dtype: &dyn Fn(Var) -> DataType) -> Compiled {
        Compiled {
            steps: compile(pat, index, dtype),
        }
    }

    /// The pattern's value on `env` (indexed as `index` numbered), or the first error in
    /// evaluation order. `vals` is scratch space reused across calls.
    pub fn eval(&self, env: &[Scalar], vals: &mut Vec<Scalar>) -> Result<Scalar, EvalError> {
        let steps = self.steps.as_ref().map_err(|e| *e)?;
        vals.clear();
        for step in steps {
            let v = match *step {
                Step::Var(k) => env[k],
                Step::Const(c) => c,
                Step::Type => Scalar::I(0),
                Step::Not(a) => Scalar::I((vals[a].int()? == 0) as i128),
                Step::Select(c, a, b) => {
                    if vals[c].int()? != 0 {
                        vals[a]
                    } else {
                        vals[b]
                    }
                }
                Step::Cast(v, dt) => cast(vals[v], dt)?,
                Step::Binary(op, a, b, dt) => binary(op, vals[a], vals[b], dt)?,
            };
            vals.push(v);
        }
        vals.last().copied().ok_or(EvalError::Kind("empty pattern"))
    }
}

fn compile(
    pat: &PatternAst<TirLang>,
    index: &dyn Fn(Var) -> usize,
    dtype: &dyn Fn(Var) -> DataType,
) -> Result<Vec<Step>, EvalError> {
    let nodes = pat.as_ref();
    // Per node: its dtype and whether it is a dtype rather than a value.
    let mut types: Vec<(DataType, bool)> = Vec::with_capacity(nodes.len());
    let mut steps = Vec::with_capacity(nodes.len());
    let value = |types: &[(DataType, bool)], id: Id| -> Result<usize, EvalError> {
        let k = usize::from(id);
        match types[k] {
            (_, true) => Err(EvalError::Kind("a dtype is not a value")),
            _ => Ok(k),
        }
    };
    for n in nodes {
        let (step, ty) = match n {
            ENodeOrVar::Var(v) => (Step::Var(index(*v)), (dtype(*v), false)),
            ENodeOrVar::ENode(e) => match e {
                TirLang::Const(l) => (
                    Step::Const(analysis_scalar(l.value)),
                    (l.dtype.unwrap_or(DataType::INT32), false),
                ),
                TirLang::Type(t) => (Step::Type, (t.0, true)),
                TirLang::Var(_) => return Err(EvalError::Kind("named variables are not allowed in rules")),
                TirLang::Not([a]) => (Step::Not(value(&types, *a)?), (DataType::BOOL, false)),
                TirLang::Select([c, a, b]) => {
                    let (c, a, b) = (value(&types, *c)?, value(&types, *a)?, value(&types, *b)?);
                    (Step::Select(c, a, b), (types[a].0, false))
                }
                TirLang::Cast([t, v]) => {
                    let dt = types[usize::from(*t)].0;
                    (Step::Cast(value(&types, *v)?, dt), (dt, false))
                }
                other => {
                    let (op, [a, b]) = other.binop().expect("every other node is a binary operator");
                    let (a, b) = (value(&types, a)?, value(&types, b)?);
                    let operand = types[a].0;
                    let dt = if op.is_comparison() || op.is_logical() {
                        DataType::BOOL
                    } else {
                        operand
                    };
                    (Step::Binary(op, a, b, operand), (dt, false))
                }
            },
        };
        steps.push(step);
        types.push(ty);
    }
    if types.last().is_some_and(|(_, is_type)| *is_type) {
        return Err(EvalError::Kind("a dtype is not a value"));
    }
    Ok(steps)
}
