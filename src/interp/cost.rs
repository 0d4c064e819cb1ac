//! The weighted op count of design.md: every arithmetic or comparison node, weighted by the
//! product of the trip counts of its enclosing loops and thread launches.
//!
//! Invariants: both branches of every conditional count; shapes of buffer declarations do not;
//! counts are exact integers (u128), so no figure is rounded.

use super::Bindings;
use crate::ir::{visit, AttrNode, BinOp, Expr, ExprId, Param, PrimFunc, Stmt, StmtId, VarId};
use hashbrown::HashMap;

/// Op counts of one function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpCount {
    /// Ops weighted by trip counts.
    pub weighted: u128,
    /// Ops as written (every multiplier 1).
    pub static_ops: u128,
    /// Expression nodes as written (tree count of every expression the statements hold,
    /// buffer declaration shapes excluded): the size measure of the corpus table.
    pub expr_nodes: u128,
}

/// Counts the weighted ops of `func`; symbolic extents take their values from `bindings`.
pub fn weighted_ops(func: &PrimFunc, bindings: &Bindings) -> Result<OpCount, String> {
    let mut ctx = CostCtx {
        f: func,
        memo: vec![None; func.exprs.len()],
        env: HashMap::new(),
        count: OpCount::default(),
    };
    for (v, _) in &func.shape_vars {
        if let Some(val) = bindings.get(&func.var(*v).name) {
            ctx.env.insert(*v, val);
        }
    }
    for p in &func.params {
        if let Param::Scalar(v) = p {
            if let Some(val) = bindings.get(&func.var(*v).name) {
                ctx.env.insert(*v, val);
            }
        }
    }
    ctx.stmt(func.body, 1)?;
    Ok(ctx.count)
}

struct CostCtx<'f> {
    f: &'f PrimFunc,
    memo: Vec<Option<(u128, u128)>>,
    /// Known values of variables that extents may use (symbols, binds of them).
    env: HashMap<VarId, i128>,
    count: OpCount,
}

impl CostCtx<'_> {
    /// Ops and nodes in one evaluation of `e` (tree counts: shared sub-terms count at every use).
    fn ops(&mut self, e: ExprId) -> (u128, u128) {
        if let Some(c) = self.memo[e.index()] {
            return c;
        }
        let node = self.f.expr(e);
        let mut ops = match node {
            Expr::Binary(op, _, _) if op.is_counted() => 1,
            _ => 0,
        };
        let mut nodes = 1;
        let mut children = Vec::new();
        visit::expr_children(node, |ch| children.push(ch));
        for ch in children {
            let (o, n) = self.ops(ch);
            ops += o;
            nodes += n;
        }
        self.memo[e.index()] = Some((ops, nodes));
        (ops, nodes)
    }

    fn add(&mut self, e: ExprId, mult: u128) {
        let (ops, nodes) = self.ops(e);
        self.count.weighted += ops * mult;
        self.count.static_ops += ops;
        self.count.expr_nodes += nodes;
    }

    fn value(&self, e: ExprId) -> Result<i128, String> {
        let f = self.f;
        match f.expr(e) {
            Expr::Int(v) => Ok(*v),
            Expr::Var(v) => self.env.get(v).copied().ok_or_else(|| {
                format!(
                    "unbound symbolic extent `{}`; pass --bind {}=VALUE",
                    f.var(*v).name,
                    f.var(*v).name
                )
            }),
            Expr::Cast(a) => self.value(*a),
            Expr::Binary(op, a, b) => {
                let (x, y) = (self.value(*a)?, self.value(*b)?);
                let div0 = || format!("division by zero in extent `{}`", crate::tvmscript::print_expr(f, e));
                Ok(match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    BinOp::Mul => x * y,
                    BinOp::FloorDiv if y != 0 => super::floordiv(x, y),
                    BinOp::FloorMod if y != 0 => super::floormod(x, y),
                    BinOp::Div if y != 0 => x / y,
                    BinOp::Mod if y != 0 => x % y,
                    BinOp::Min => x.min(y),
                    BinOp::Max => x.max(y),
                    BinOp::FloorDiv | BinOp::FloorMod | BinOp::Div | BinOp::Mod => return Err(div0()),
                    _ => {
                        return Err(format!(
                            "extent `{}` is not an integer expression",
                            crate::tvmscript::print_expr(f, e)
                        ))
                    }
                })
            }
            _ => Err(format!(
                "extent `{}` is not a loop-invariant integer",
                crate::tvmscript::print_expr(f, e)
            )),
        }
    }

    fn trips(&self, e: ExprId) -> Result<u128, String> {
        Ok(self.value(e)?.max(0) as u128)
    }

    fn stmt(&mut self, s: StmtId, mult: u128) -> Result<(), String> {
        let f = self.f;
        match f.stmt(s) {
            Stmt::Seq(items) => {
                for &it in items {
                    self.stmt(it, mult)?;
                }
            }
            Stmt::Bind { var, value } => {
                self.add(*value, mult);
                if let Ok(v) = self.value(*value) {
                    self.env.insert(*var, v);
                }
            }
            Stmt::For {
                var: _,
                min,
                extent,
                kind: _,
                body,
            } => {
                self.add(*min, mult);
                self.add(*extent, mult);
                let n = self.trips(*extent)?;
                self.stmt(*body, mult * n)?;
            }
            Stmt::ThreadLaunch {
                var: _,
                tag: _,
                extent,
                body,
                concise: _,
            } => {
                self.add(*extent, mult);
                let n = self.trips(*extent)?;
                self.stmt(*body, mult * n)?;
            }
            Stmt::Attr { node, key, value, body } => {
                if let AttrNode::Expr(e) = node {
                    self.add(*e, mult);
                }
                self.add(*value, mult);
                let n = if key == "thread_extent" || key == "virtual_thread" {
                    self.trips(*value)?
                } else {
                    1
                };
                self.stmt(*body, mult * n)?;
            }
            Stmt::If { cond, then, other } => {
                self.add(*cond, mult);
                self.stmt(*then, mult)?;
                if let Some(o) = other {
                    self.stmt(*o, mult)?;
                }
            }
            Stmt::While { cond, body } => {
                self.add(*cond, mult);
                self.stmt(*body, mult)?;
            }
            Stmt::Store {
                buffer: _,
                indices,
                value,
            } => {
                self.add(*value, mult);
                for &i in indices {
                    self.add(i, mult);
                }
            }
            Stmt::Evaluate(e) => self.add(*e, mult),
            Stmt::Alloc { buffer: _, form: _ } | Stmt::DeclBuffer { buffer: _, form: _ } => {}
            Stmt::Assert { cond, message: _ } => self.add(*cond, mult),
        }
        Ok(())
    }
}
