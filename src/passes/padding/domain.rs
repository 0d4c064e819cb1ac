//! Exact reasoning over small finite loop domains: evaluating pure integer expressions for
//! concrete variable values, and enumerating every assignment of a set of variables with
//! constant ranges. The padding transforms decide their conditions this way (`4*io + ii >= 14`
//! on a 4x4 grid holds exactly at `[3, 2]` and `[3, 3]`), which no interval reasoning does.
//!
//! Invariants: evaluation uses the one scalar semantics ([`crate::ir::semantics`]); an
//! expression that reads memory, calls anything but `likely`, overflows, divides by zero or
//! mentions a variable without a value has no value (`None`), never a guess; enumeration visits
//! at most [`MAX_POINTS`] assignments and reports when it would visit more.

use crate::ir::semantics::{binary, cast, Scalar};
use crate::ir::{BinOp, Expr, ExprId, PrimFunc, VarId};
use hashbrown::HashMap;

/// The most assignments one question enumerates.
pub const MAX_POINTS: u64 = 1 << 16;

/// Values of variables.
pub type Env = HashMap<VarId, i128>;

/// A variable with its inclusive constant range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dim {
    /// The variable.
    pub var: VarId,
    /// Smallest value.
    pub lo: i128,
    /// Largest value (`hi < lo`: no value).
    pub hi: i128,
}

/// The constant ranges of the loops enclosing the point a rewriter stands at: one entry per
/// open scope (`None` for scopes that are not loops with a constant range), kept by a
/// rewriter's scope hooks.
#[derive(Debug, Default)]
pub struct LoopDims(Vec<Option<Dim>>);

impl LoopDims {
    /// A scope opened by `creator` is entered.
    pub fn enter(&mut self, f: &PrimFunc, kind: crate::ir::walk::ScopeKind, creator: crate::ir::StmtId) {
        let dim = match (kind, f.stmt(creator)) {
            (crate::ir::walk::ScopeKind::Loop, crate::ir::Stmt::For { var, min, extent, .. }) => {
                constant_range(f, *var, *min, *extent)
            }
            _ => None,
        };
        self.0.push(dim);
    }

    /// The scope entered last is left.
    pub fn leave(&mut self) {
        self.0.pop();
    }

    /// Pushes the range of a loop the caller is about to rewrite the body of.
    pub fn push(&mut self, dim: Option<Dim>) {
        self.0.push(dim);
    }

    /// The constant ranges, outermost first.
    pub fn dims(&self) -> Vec<Dim> {
        self.0.iter().flatten().copied().collect()
    }
}

/// A loop's variable with its constant range.
pub fn constant_range(f: &PrimFunc, var: VarId, min: ExprId, extent: ExprId) -> Option<Dim> {
    match (f.expr(min), f.expr(extent)) {
        (Expr::Int(lo), Expr::Int(n)) => Some(Dim {
            var,
            lo: *lo,
            hi: lo + n - 1,
        }),
        _ => None,
    }
}

/// The value of the pure scalar expression `e` under `env`, when it has one.
pub fn eval(f: &PrimFunc, e: ExprId, env: &Env) -> Option<Scalar> {
    Some(match f.expr(e) {
        Expr::Int(v) => Scalar::I(*v),
        Expr::Float(bits) => Scalar::F(f64::from_bits(*bits)),
        Expr::Var(v) => Scalar::I(*env.get(v)?),
        Expr::Binary(op, a, b) => {
            let x = eval(f, *a, env)?;
            // `and`/`or` short-circuit: the right operand may be guarded by the left.
            match (op, x) {
                (BinOp::And, Scalar::I(0)) => return Some(Scalar::I(0)),
                (BinOp::Or, Scalar::I(v)) if v != 0 => return Some(Scalar::I(1)),
                _ => {}
            }
            let y = eval(f, *b, env)?;
            binary(*op, x, y, f.dtype(*a)).ok()?
        }
        Expr::Not(a) => Scalar::I((eval(f, *a, env)?.int().ok()? == 0) as i128),
        Expr::Select(c, t, o) => {
            let c = eval(f, *c, env)?.int().ok()?;
            let (t, o) = (eval(f, *t, env)?, eval(f, *o, env)?);
            if c != 0 {
                t
            } else {
                o
            }
        }
        Expr::Cast(a) => cast(eval(f, *a, env)?, f.dtype(e)).ok()?,
        Expr::Call(name, args) if name == "likely" && args.len() == 1 => eval(f, args[0], env)?,
        Expr::Call(name, args) if name == "if_then_else" && args.len() == 3 => {
            if eval(f, args[0], env)?.int().ok()? != 0 {
                eval(f, args[1], env)?
            } else {
                eval(f, args[2], env)?
            }
        }
        _ => return None,
    })
}

/// The integer value of `e` under `env`.
pub fn eval_int(f: &PrimFunc, e: ExprId, env: &Env) -> Option<i128> {
    eval(f, e, env)?.int().ok()
}

/// The truth of condition `e` under `env`.
pub fn eval_bool(f: &PrimFunc, e: ExprId, env: &Env) -> Option<bool> {
    eval_int(f, e, env).map(|v| v != 0)
}

/// Calls `visit` on every assignment of `dims` (extending `base`), stopping when it returns
/// false. Returns `None` when there are more than [`MAX_POINTS`] assignments (nothing visited),
/// else whether every call returned true.
pub fn for_all(dims: &[Dim], base: &Env, mut visit: impl FnMut(&Env) -> bool) -> Option<bool> {
    let mut count: u64 = 1;
    for d in dims {
        let n = (d.hi - d.lo + 1).max(0) as u64;
        count = count.checked_mul(n)?;
        if count > MAX_POINTS {
            return None;
        }
    }
    if count == 0 {
        return Some(true);
    }
    let mut env = base.clone();
    let mut point: Vec<i128> = dims.iter().map(|d| d.lo).collect();
    loop {
        for (d, v) in dims.iter().zip(&point) {
            env.insert(d.var, *v);
        }
        if !visit(&env) {
            return Some(false);
        }
        // The next assignment, last dimension fastest.
        let mut k = dims.len();
        loop {
            if k == 0 {
                return Some(true);
            }
            k -= 1;
            if point[k] < dims[k].hi {
                point[k] += 1;
                break;
            }
            point[k] = dims[k].lo;
        }
    }
}
