//! Terms every run of a function evaluates, used as bounds: where `n * m` is computed on every
//! run, `m * i0` with `0 <= i0 < n` and `m >= 0` cannot overflow, so it may be hoisted out of a
//! loop that might not run (a run where `n * m` overflows fails anyway).
//!
//! Invariant: a product is recorded only where it is evaluated unconditionally: in a statement
//! of the function body or of `T.attr` bodies within it (no loop, branch, launch or block
//! around it), not inside an `if_then_else` branch or the right operand of `and`/`or`, and only
//! in functions without `return`, `assert` or `while` (which could end a run cleanly first),
//! at sites a run computes (stores, lets, conditions, loop bounds, allocation shapes; not the
//! shape of a buffer view).

use crate::ir::walk::{walk_func, ExprSite, ScopeId, ScopeKind, StmtVisitor};
use crate::ir::{visit, BinOp, Expr, ExprId, PrimFunc, Stmt, StmtId, VarId};
use hashbrown::{HashMap, HashSet};

/// Operand pairs `(a, b)` (the smaller id first) of the products `a * b` every run evaluates.
pub fn unconditional_products(f: &PrimFunc) -> HashSet<(ExprId, ExprId)> {
    let mut c = Products {
        kinds: Vec::new(),
        stmt: f.body,
        out: HashSet::new(),
    };
    if !may_end_early(f) {
        walk_func(f, &mut c);
    }
    c.out
}

/// Whether a run of `f` may end before its last statement without failing, or never reach it:
/// a `return`, a failing `assert` (a clean error), a `while` that may not terminate. Where none
/// exists, a term evaluated at some point of the body is evaluated on every run that gets
/// there or fails first.
pub fn may_end_early(f: &PrimFunc) -> bool {
    f.stmts
        .iter()
        .any(|s| matches!(s, Stmt::Return(_) | Stmt::Assert { .. } | Stmt::While { .. }))
}

struct Products {
    /// Kinds of the open scopes.
    kinds: Vec<ScopeKind>,
    /// The statement being visited.
    stmt: StmtId,
    out: HashSet<(ExprId, ExprId)>,
}

impl StmtVisitor for Products {
    fn enter_stmt(&mut self, _f: &PrimFunc, s: StmtId) {
        self.stmt = s;
    }

    fn enter_scope(&mut self, _f: &PrimFunc, _scope: ScopeId, kind: ScopeKind, _creator: StmtId) {
        self.kinds.push(kind);
    }

    fn leave_scope(&mut self, _f: &PrimFunc, _scope: ScopeId) {
        self.kinds.pop();
    }

    fn expr(&mut self, f: &PrimFunc, e: ExprId, site: ExprSite) {
        let unconditional = self
            .kinds
            .iter()
            .all(|k| matches!(k, ScopeKind::Root | ScopeKind::Attr));
        // Sites a run computes (a buffer view's shape is not computed; an allocation's is).
        let computed = match site {
            ExprSite::StoreValue
            | ExprSite::StoreIndex
            | ExprSite::Evaluate
            | ExprSite::BindValue
            | ExprSite::IfCond
            | ExprSite::LoopMin
            | ExprSite::LoopExtent
            | ExprSite::LoopStep => true,
            ExprSite::BufferShape => matches!(f.stmt(self.stmt), Stmt::Alloc { .. }),
            ExprSite::RootBlockShape => true,
            _ => false,
        };
        if unconditional && computed {
            collect(f, e, &mut self.out);
        }
    }
}

/// The products `e` evaluates whenever it is evaluated.
fn collect(f: &PrimFunc, e: ExprId, out: &mut HashSet<(ExprId, ExprId)>) {
    match f.expr(e) {
        Expr::Binary(BinOp::Mul, a, b) if f.dtype(e).is_int() => {
            out.insert(((*a).min(*b), (*a).max(*b)));
            collect(f, *a, out);
            collect(f, *b, out);
        }
        // Only the condition of an `if_then_else`, and the left operand of `and`/`or`, always run.
        Expr::Call(name, args) if name == "if_then_else" => collect(f, args[0], out),
        Expr::Binary(BinOp::And | BinOp::Or, a, _) => collect(f, *a, out),
        node => visit::expr_children(node, |c| collect(f, c, out)),
    }
}

/// Trip count of every loop starting at 0, by its variable.
pub fn loop_extents(f: &PrimFunc) -> HashMap<VarId, ExprId> {
    f.stmts
        .iter()
        .filter_map(|s| match s {
            Stmt::For { var, min, extent, .. } if matches!(f.expr(*min), Expr::Int(0)) => Some((*var, *extent)),
            _ => None,
        })
        .collect()
}

/// Whether `e = x * y` provably fits its dtype because `x` is a loop variable in `0..E`, `y`
/// is non-negative and every run evaluates `E * y` (so `x * y <= E * y`).
pub fn bounded_by_product(
    f: &PrimFunc,
    e: ExprId,
    ranges: &[Option<(i128, i128)>],
    products: &HashSet<(ExprId, ExprId)>,
    extents: &HashMap<VarId, ExprId>,
) -> bool {
    let Expr::Binary(BinOp::Mul, a, b) = f.expr(e) else {
        return false;
    };
    if !f.dtype(e).is_int() || f.dtype(e) != f.dtype(*a) {
        return false;
    }
    [(*a, *b), (*b, *a)].iter().any(|&(x, y)| {
        let Expr::Var(v) = f.expr(x) else { return false };
        let Some(&extent) = extents.get(v) else { return false };
        let y_nonneg = ranges.get(y.index()).copied().flatten().is_some_and(|r| r.0 >= 0);
        y_nonneg && products.contains(&(extent.min(y), extent.max(y)))
    })
}
