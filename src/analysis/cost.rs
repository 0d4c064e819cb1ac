//! The weighted op count of design.md: every arithmetic or comparison node, weighted by the
//! product of the trip counts of its enclosing loops and thread launches, on the shared walk.
//!
//! Invariants: both branches of every conditional count; shapes of buffer declarations (and of
//! the signature) do not, nor does a reducer's combiner, nor a block's domains and regions;
//! counts are exact integers (u128), so no figure is rounded, saturating (never wrapping or
//! panicking) only past u128 under absurd extents; a symbolic extent without a value is an
//! error naming it.

use crate::ir::walk::{walk_func, ExprSite, ScopeId, ScopeKind, StmtVisitor, VarDef};
use crate::ir::{semantics, visit, BinOp, Bindings, Expr, ExprId, Param, PrimFunc, Stmt, StmtId, VarId};
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

impl OpCount {
    /// The weighted count as a JSON-sized integer: `u64::MAX` past it.
    pub fn weighted_u64(&self) -> u64 {
        u64::try_from(self.weighted).unwrap_or(u64::MAX)
    }
}

/// Why an extent has no trip count. Expressions are ids of the counted function, to be
/// printed by the caller ([`CostError::describe`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CostError {
    /// A symbolic extent without a value.
    Unbound(String),
    /// A division by zero in an extent.
    DivisionByZero(ExprId),
    /// An extent that is not an integer expression.
    NotInteger(ExprId),
    /// An extent that is not a loop-invariant integer.
    NotInvariant(ExprId),
}

impl CostError {
    /// The message, with expressions printed by `print`.
    pub fn describe(&self, f: &PrimFunc, print: impl Fn(&PrimFunc, ExprId) -> String) -> String {
        match self {
            CostError::Unbound(name) => format!("unbound symbolic extent `{name}`; pass --bind {name}=VALUE"),
            CostError::DivisionByZero(e) => format!("division by zero in extent `{}`", print(f, *e)),
            CostError::NotInteger(e) => format!("extent `{}` is not an integer expression", print(f, *e)),
            CostError::NotInvariant(e) => format!("extent `{}` is not a loop-invariant integer", print(f, *e)),
        }
    }
}

/// Counts the weighted ops of `func`; symbolic extents take their values from `bindings`.
pub fn weighted_ops(func: &PrimFunc, bindings: &Bindings) -> Result<OpCount, CostError> {
    weighted_ops_of(func, bindings, OpKinds::All)
}

/// Which operations a count takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpKinds {
    /// Every operator of the measure.
    All,
    /// Only those on integer (and bool) operands: index and loop arithmetic, the part CSE and
    /// simplification change (float arithmetic is the kernel's own work).
    Integer,
}

/// [`weighted_ops`] restricted to `kinds`.
pub fn weighted_ops_of(func: &PrimFunc, bindings: &Bindings, kinds: OpKinds) -> Result<OpCount, CostError> {
    let mut ctx = CostCtx {
        memo: tree_counts(func, kinds),
        env: HashMap::new(),
        count: OpCount::default(),
        mults: vec![1],
        error: None,
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
    walk_func(func, &mut ctx);
    match ctx.error {
        Some(e) => Err(e),
        None => Ok(ctx.count),
    }
}

/// Ops of `kinds` and nodes in one evaluation of each expression of `func`, shared sub-terms
/// counted at every use. One scan in id order: an arena holds a node's children before it, so
/// each is counted once from its children's counts, and the nodes are read in the order they
/// lie in memory (a walk from the statements meets them in no such order, a cache miss per
/// node on a large function).
fn tree_counts(func: &PrimFunc, kinds: OpKinds) -> Vec<(u128, u128)> {
    let mut counts: Vec<(u128, u128)> = Vec::with_capacity(func.exprs.len());
    for i in 0..func.exprs.len() {
        let node = func.expr(ExprId(i as u32));
        let mut ops: u128 = match node {
            Expr::Binary(op, a, _) if op.is_counted() && (kinds == OpKinds::All || !func.dtype(*a).is_float()) => 1,
            _ => 0,
        };
        let mut nodes: u128 = 1;
        visit::expr_children(node, |ch| {
            let (o, n) = counts[ch.index()];
            // Saturating: only a hash-consed DAG of more than 127 doubling levels could pass
            // 2^128 (no printed program can: its text holds the whole tree).
            ops = ops.saturating_add(o);
            nodes = nodes.saturating_add(n);
        });
        counts.push((ops, nodes));
    }
    counts
}

struct CostCtx {
    /// Each expression's ops and nodes in one evaluation ([`tree_counts`]).
    memo: Vec<(u128, u128)>,
    /// Known values of variables that extents may use (symbols, binds of them).
    env: HashMap<VarId, i128>,
    count: OpCount,
    /// Trip-count multiplier of each open scope, innermost last.
    mults: Vec<u128>,
    /// The first extent without a trip count (the count stops being meaningful there).
    error: Option<CostError>,
}

impl StmtVisitor for CostCtx {
    fn expr(&mut self, _f: &PrimFunc, e: ExprId, site: ExprSite) {
        // Only what the program computes: not shapes, not a reducer's combiner (counted where
        // the reduction runs), not a block's domains and regions (they describe the block).
        let counted = site.is_evaluated()
            && !matches!(
                site,
                ExprSite::ParamShape
                    | ExprSite::BufferShape
                    | ExprSite::BufferOffset
                    | ExprSite::RootBlockShape
                    | ExprSite::RootBlockLayout
                    | ExprSite::ReducerIdentity
                    | ExprSite::ReducerResult
            );
        if counted {
            let (ops, nodes) = self.ops(e);
            let mult = self.mult();
            self.count.weighted = self.count.weighted.saturating_add(ops.saturating_mul(mult));
            self.count.static_ops += ops;
            self.count.expr_nodes += nodes;
        }
    }

    fn enter_scope(&mut self, f: &PrimFunc, _scope: ScopeId, kind: ScopeKind, creator: StmtId) {
        let trips = match (kind, f.stmt(creator)) {
            (
                ScopeKind::Loop,
                Stmt::For {
                    extent,
                    step: Some(step),
                    ..
                },
            ) => {
                // ceil(extent / step); no trip for a step that is not positive (the interpreter
                // refuses to run one).
                match (self.trips(f, *extent), self.trips(f, *step)) {
                    (_, 0) => 0,
                    (n, s) => n.div_ceil(s),
                }
            }
            (ScopeKind::Loop, Stmt::For { extent, .. })
            | (ScopeKind::ThreadLaunch, Stmt::ThreadLaunch { extent, .. }) => self.trips(f, *extent),
            (ScopeKind::Attr, Stmt::Attr { key, value, .. }) if key == "thread_extent" || key == "virtual_thread" => {
                self.trips(f, *value)
            }
            _ => 1,
        };
        let mult = self.mult().saturating_mul(trips);
        self.mults.push(mult);
    }

    fn leave_scope(&mut self, _f: &PrimFunc, _scope: ScopeId) {
        self.mults.pop();
    }

    fn define_var(&mut self, f: &PrimFunc, v: VarId, def: VarDef) {
        if let VarDef::Bind(s) = def {
            if let Stmt::Bind { value, .. } = f.stmt(s) {
                if let Ok(x) = self.value(f, *value) {
                    self.env.insert(v, x);
                }
            }
        }
    }
}

impl CostCtx {
    fn mult(&self) -> u128 {
        self.mults.last().copied().unwrap_or(1)
    }

    /// Ops and nodes in one evaluation of `e` (tree counts: shared sub-terms count at every use).
    fn ops(&self, e: ExprId) -> (u128, u128) {
        self.memo[e.index()]
    }

    /// The trip count of an extent (0 for a negative one); on error, recorded, and 0.
    fn trips(&mut self, f: &PrimFunc, e: ExprId) -> u128 {
        match self.value(f, e) {
            Ok(v) => v.max(0) as u128,
            Err(err) => {
                self.error.get_or_insert(err);
                0
            }
        }
    }

    fn value(&self, f: &PrimFunc, e: ExprId) -> Result<i128, CostError> {
        match f.expr(e) {
            Expr::Int(v) => Ok(*v),
            Expr::Var(v) => self
                .env
                .get(v)
                .copied()
                .ok_or_else(|| CostError::Unbound(f.var(*v).name.clone())),
            Expr::Cast(a) => self.value(f, *a),
            Expr::Binary(op, a, b) => {
                let (x, y) = (self.value(f, *a)?, self.value(f, *b)?);
                Ok(match op {
                    BinOp::Add => x.saturating_add(y),
                    BinOp::Sub => x.saturating_sub(y),
                    BinOp::Mul => x.saturating_mul(y),
                    BinOp::FloorDiv if y != 0 => semantics::floordiv(x, y),
                    BinOp::FloorMod if y != 0 => semantics::floormod(x, y),
                    BinOp::Div if y != 0 => x / y,
                    BinOp::Mod if y != 0 => x % y,
                    BinOp::Min => x.min(y),
                    BinOp::Max => x.max(y),
                    BinOp::FloorDiv | BinOp::FloorMod | BinOp::Div | BinOp::Mod => {
                        return Err(CostError::DivisionByZero(e))
                    }
                    _ => return Err(CostError::NotInteger(e)),
                })
            }
            _ => Err(CostError::NotInvariant(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_domains_and_regions_are_not_counted_its_bindings_and_predicate_are() {
        let src = "@T.prim_func(s_tir=True)
def f(A: T.Buffer((64,), \"int32\"), B: T.Buffer((64,), \"int32\")):
    for i in range(8):
        with T.sblock(\"B\"):
            vi = T.axis.spatial(16 + 16, i * 2)
            T.where(i < 7)
            T.reads(A[vi * 2 + 1 : vi * 2 + 3])
            T.writes(B[vi + 1])
            B[vi + 1] = A[vi * 2 + 1]
";
        let f = crate::parse_module("t.py", src).unwrap().funcs.remove(0);
        let c = weighted_ops(&f, &Bindings::default()).unwrap();
        // Binding `i * 2` (1), predicate `i < 7` (1), store index `vi + 1` (1), load index
        // `vi * 2 + 1` (2): 5 per iteration; the domain `16 + 16` folds at parse time and the
        // regions are not computed.
        assert_eq!((c.static_ops, c.weighted), (5, 40));
    }
}
