//! The occurrences semantic CSE may merge: every eligible pure expression at a CSE site, with
//! its scope, its place in program order and whether it is evaluated only under a guard; and
//! every statement-level let with the same.
//!
//! Invariant: occurrences and lets are in program (walk) order, so `order` never decreases
//! along either list; an expression containing a load, a call or a vector is never eligible.

use crate::analysis::ScopeTree;
use crate::ir::walk::{walk_func, ExprSite, ScopeId, ScopeKind, StmtVisitor, VarDef};
use crate::ir::{visit, BinOp, Expr, ExprId, PrimFunc, StmtId, VarId};

/// What [`collect`] found.
pub(super) struct Collected {
    pub(super) occurrences: Vec<Occurrence>,
    pub(super) lets: Vec<Let>,
}

/// The occurrences and lets of `f`, in program order.
pub(super) fn collect(f: &PrimFunc, tree: &ScopeTree) -> Collected {
    let mut forbidden = vec![false; f.exprs.len()];
    for i in 0..f.exprs.len() {
        let node = f.expr(ExprId(i as u32));
        let mut bad = matches!(
            node,
            Expr::Call(..) | Expr::Load(..) | Expr::Ramp(..) | Expr::Broadcast(..) | Expr::Shuffle(..)
        );
        visit::expr_children(node, |c| bad |= forbidden[c.index()]);
        forbidden[i] = bad;
    }
    let mut col = Collector {
        f,
        tree,
        current: ScopeId::ROOT,
        occurrences: Vec::new(),
        forbidden,
        nested: false,
        conditional: false,
        order: 0,
        lets: Vec::new(),
    };
    walk_func(f, &mut col);
    Collected {
        occurrences: col.occurrences,
        lets: col.lets,
    }
}

pub(super) struct Occurrence {
    pub(super) expr: ExprId,
    pub(super) scope: ScopeId,
    /// Statements entered before it in walk order (program order).
    pub(super) order: u32,
    /// Not nested inside another eligible expression.
    pub(super) root: bool,
    /// Inside an `if_then_else` branch or the right operand of `and`/`or`: evaluated only
    /// when the guard allows.
    pub(super) conditional: bool,
}

/// Collects the occurrences of eligible expressions at CSE sites, with their scopes.
struct Collector<'f> {
    f: &'f PrimFunc,
    tree: &'f ScopeTree,
    current: ScopeId,
    occurrences: Vec<Occurrence>,
    forbidden: Vec<bool>,
    /// Whether the walk is inside an eligible expression.
    nested: bool,
    /// Whether the walk is inside a guarded operand.
    conditional: bool,
    /// Statements entered so far.
    order: u32,
    /// Every `v: T.let = value` statement: variable, value, scope and order of the statement.
    lets: Vec<Let>,
}

/// A statement-level let: `var` holds `value` for every statement after it in `scope`.
pub(super) struct Let {
    pub(super) var: VarId,
    pub(super) value: ExprId,
    pub(super) scope: ScopeId,
    pub(super) order: u32,
}

impl StmtVisitor for Collector<'_> {
    fn enter_stmt(&mut self, _f: &PrimFunc, _s: StmtId) {
        self.order += 1;
    }

    fn define_var(&mut self, f: &PrimFunc, var: VarId, def: VarDef) {
        let VarDef::Bind(s) = def else { return };
        if let crate::ir::Stmt::Bind { value, .. } = f.stmt(s) {
            self.lets.push(Let {
                var,
                value: *value,
                scope: self.current,
                order: self.order,
            });
        }
    }

    fn expr(&mut self, _f: &PrimFunc, e: ExprId, site: ExprSite) {
        if site.is_cse_site() {
            self.occurrence(e);
        }
    }

    fn enter_scope(&mut self, _f: &PrimFunc, scope: ScopeId, _kind: ScopeKind, _creator: StmtId) {
        self.current = scope;
    }

    fn leave_scope(&mut self, _f: &PrimFunc, scope: ScopeId) {
        self.current = self.tree.parent(scope);
    }
}

impl Collector<'_> {
    fn eligible(&self, e: ExprId) -> bool {
        let f = self.f;
        matches!(
            f.expr(e),
            Expr::Binary(..) | Expr::Cast(_) | Expr::Select(..) | Expr::Not(_)
        ) && f.dtype(e).lanes == 1
            && !self.forbidden[e.index()]
    }

    fn occurrence(&mut self, e: ExprId) {
        match self.f.expr(e) {
            // Let bodies may use the let variable: nothing inside them is recorded.
            Expr::Let(_, value, _) => self.occurrence(*value),
            node => {
                let eligible = self.eligible(e);
                if eligible {
                    self.occurrences.push(Occurrence {
                        expr: e,
                        scope: self.current,
                        order: self.order,
                        root: !self.nested,
                        conditional: self.conditional,
                    });
                }
                let saved = (self.nested, self.conditional);
                self.nested |= eligible;
                // Operands evaluated only under a guard: if_then_else branches, and/or rights.
                let guarded: Option<usize> = match node {
                    Expr::Call(name, _) if name == "if_then_else" => Some(1),
                    Expr::Binary(BinOp::And | BinOp::Or, ..) => Some(1),
                    _ => None,
                };
                let mut k = 0;
                visit::expr_children(node, |c| {
                    self.conditional = saved.1 || guarded.is_some_and(|g| k >= g);
                    k += 1;
                    self.occurrence(c);
                });
                (self.nested, self.conditional) = saved;
            }
        }
    }
}
