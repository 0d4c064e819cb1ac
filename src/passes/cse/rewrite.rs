//! The CSE rewriter: each planned expression gets a `cse_vN` variable, its binding goes before
//! its insertion point with its value's bound sub-expressions already replaced, and every
//! occurrence at a CSE site is replaced top-down by the variable of the outermost bound
//! expression covering it.
//!
//! Invariants: only CSE sites are rewritten (the planner saw exactly those), and block domains
//! and regions where the planner counted them; nothing inside a
//! `T.Let` body is replaced (nothing there was recorded, and a binding used there might not be
//! in scope); unchanged nodes keep their ids.

use super::plan::Plan;
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::{ExprSite, ScopeKind};
use crate::ir::{visit, Expr, ExprId, PrimFunc, Stmt, StmtId, VarId};

/// Variables with the expressions they bind (or the conditions guarding them).
type VarExprs = Vec<(VarId, ExprId)>;

/// Applies `plan` to `f`; returns each binding's variable and the expression it binds, and each
/// guarded binding's variable and condition. With `cfg.count_block_metadata` (the planner
/// counted them), block domains and regions are rewritten too; block bindings and predicates
/// only with `cfg.block_bindings`.
pub fn apply(f: &mut PrimFunc, plan: Plan, cfg: &super::CseConfig) -> (VarExprs, VarExprs) {
    let originals = f.exprs.len();
    let mut r = Rewriter {
        remap: vec![None; originals],
        before: vec![Vec::new(); f.stmts.len()],
        memo: vec![None; originals],
        rewrite_block_metadata: cfg.count_block_metadata,
        rewrite_block_bindings: cfg.block_bindings,
        blocks: Vec::new(),
        // Every variable, the bindings' ones added below included.
        var_refs: vec![None; f.vars.len() + plan.binds.len()],
    };
    let mut bound = Vec::with_capacity(plan.binds.len());
    let mut guarded = Vec::new();
    for (n, (e, at, guard)) in plan.binds.into_iter().enumerate() {
        let var = f.add_var(&format!("cse_v{}", n + 1), f.dtype(e));
        r.remap[e.index()] = Some(var);
        r.before[at.index()].push((e, var, guard));
        bound.push((var, e));
        guarded.extend(guard.map(|cond| (var, cond)));
    }
    rewrite_func(f, &mut r);
    (bound, guarded)
}

struct Rewriter {
    /// Bound expression -> its variable (indexed by the original expression ids).
    remap: Vec<Option<VarId>>,
    /// Statement -> bindings to insert before it, in plan order, each with the condition
    /// guarding its uses if any (indexed by statement id).
    before: Vec<Vec<(ExprId, VarId, Option<ExprId>)>>,
    /// Original expression -> its rewritten form.
    memo: Vec<Option<ExprId>>,
    /// Block domains and regions are rewritten (the planner counted them:
    /// `CseConfig::count_block_metadata`).
    rewrite_block_metadata: bool,
    /// Block bindings and predicates are rewritten (`CseConfig::block_bindings`).
    rewrite_block_bindings: bool,
    /// The iteration variables of each block being rewritten, innermost last.
    blocks: Vec<Vec<VarId>>,
    /// Each binding's variable as an expression, interned at its first use (indexed by
    /// variable): a bound expression used a thousand times is looked up in the arena once.
    var_refs: Vec<Option<ExprId>>,
}

impl StmtRewriter for Rewriter {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, site: ExprSite) -> ExprId {
        match site {
            ExprSite::BlockBinding | ExprSite::BlockPredicate if !self.rewrite_block_bindings => e,
            _ if site.is_cse_site() => self.replaced(f, e),
            ExprSite::BlockIterDom if self.rewrite_block_metadata => self.replaced(f, e),
            ExprSite::BlockRegion | ExprSite::BlockRegionEnd if self.rewrite_block_metadata => {
                self.region_replaced(f, e)
            }
            _ => e,
        }
    }

    fn enter_scope(&mut self, f: &mut PrimFunc, kind: ScopeKind, creator: StmtId) -> bool {
        if kind == ScopeKind::Block {
            let Stmt::Block(b) = f.stmt(creator) else {
                unreachable!("a block scope is opened by a block")
            };
            self.blocks.push(b.iters.iter().map(|it| it.var).collect());
        }
        true
    }

    fn leave_scope(&mut self, _f: &mut PrimFunc, kind: ScopeKind) {
        if kind == ScopeKind::Block {
            self.blocks.pop();
        }
    }

    fn before(&mut self, f: &mut PrimFunc, s: StmtId) -> Vec<StmtId> {
        let binds = std::mem::take(&mut self.before[s.index()]);
        binds
            .into_iter()
            .map(|(e, var, guard)| {
                // A binding's value is its expression with every bound proper sub-expression
                // replaced (outermost first): what TVM's shallow-first propagation leaves.
                let mut value = self.children_replaced(f, e);
                if let Some(cond) = guard {
                    // Evaluated only where its uses are (the planner's guarded bindings).
                    let dt = f.dtype(e);
                    let zero = if dt.is_float() {
                        f.exprs.intern(Expr::Float(0f64.to_bits()), dt)
                    } else {
                        f.int(0, dt)
                    };
                    let cond = self.replaced(f, cond);
                    value = f
                        .exprs
                        .intern(Expr::Call("if_then_else".into(), vec![cond, value, zero]), dt);
                }
                f.add_stmt(Stmt::Bind { var, value })
            })
            .collect()
    }
}

impl Rewriter {
    /// Rewrites an expression of the innermost block's regions top-down: a bound expression
    /// free of the block's iteration variables becomes its variable (the planner counted it
    /// before the block, so its binding is in scope there); no memo, the body's rewriting may
    /// differ.
    fn region_replaced(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        let over_block_vars = |f: &PrimFunc, e: ExprId, iters: &[VarId]| {
            let mut vars = Vec::new();
            crate::analysis::free_vars(f, e, &mut vars);
            vars.iter().any(|v| iters.contains(v))
        };
        let iters = self.blocks.last().expect("regions are rewritten inside their block");
        if let Some(v) = self.remap.get(e.index()).copied().flatten() {
            if !over_block_vars(f, e, iters) {
                return f.var_ref(v);
            }
        }
        let node = f.expr(e).clone();
        if matches!(node, Expr::Let(..)) {
            return e;
        }
        let mut changed = false;
        let new_node = visit::map_expr_children(&node, |c| {
            let r = self.region_replaced(f, c);
            changed |= r != c;
            r
        });
        if changed {
            f.exprs.intern(new_node, f.dtype(e))
        } else {
            e
        }
    }

    /// Rewrites an expression top-down: a bound expression becomes its variable.
    fn replaced(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        if let Some(v) = self.remap.get(e.index()).copied().flatten() {
            return *self.var_refs[v.index()].get_or_insert_with(|| f.var_ref(v));
        }
        self.children_replaced(f, e)
    }

    fn children_replaced(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        // Expressions interned by this rewrite (a binding's variable) are never rewritten.
        let Some(&memo) = self.memo.get(e.index()) else {
            return e;
        };
        if let Some(r) = memo {
            return r;
        }
        if matches!(
            f.expr(e),
            Expr::Int(_) | Expr::Float(_) | Expr::Str(_) | Expr::PointerType(..) | Expr::Var(_)
        ) {
            return e;
        }
        // Nothing was recorded inside a let body: only its value is rewritten. Unchanged nodes
        // keep their id: no hashing for the bulk of untouched expressions.
        let new = crate::ir::subst::with_operands(f, e, |f, c| self.replaced(f, c));
        self.memo[e.index()] = Some(new);
        new
    }
}
