//! Which storage each scope may write, and where each buffer is declared: what semantic CSE
//! needs to common loads of a buffer the function does write (design.md: "going beyond TVM
//! where it is proven sound").
//!
//! Why that is sound: while a scope runs, a load of an element whose storage nothing inside the
//! scope writes (no store through any alias, no impure call at all: an extern could write
//! anything, a barrier orders other threads' writes) yields one value, so a binding of it
//! placed in that scope, before its uses, holds the value every use would load. Another
//! thread's write without a barrier in between would be a data race in the input already.
//!
//! Invariants: `writes(s, root)` is true when a statement in the subtree of scope `s` stores to
//! the storage `root` or calls something impure; `buffer_scope(b)` is the scope where `b` comes
//! into scope (the root for parameters), so a binding that loads `b` never goes above it.

use super::ScopeTree;
use crate::ir::walk::{walk_func, ExprSite, ScopeId, ScopeKind, StmtVisitor};
use crate::ir::{intrinsic, visit, BufferId, Expr, ExprId, PrimFunc, Stmt, StmtId};
use hashbrown::HashSet;

/// Per scope, the storage its subtree writes; per buffer, its declaring scope.
pub struct MemoryScopes {
    /// (scope, storage root) pairs where the scope's subtree stores to the root.
    written: HashSet<(ScopeId, BufferId)>,
    /// Per scope: its subtree calls something impure.
    impure: Vec<bool>,
    /// Per buffer: the scope it is declared in.
    declared: Vec<ScopeId>,
}

impl MemoryScopes {
    /// The memory facts of `f`, over its scope tree.
    pub fn new(f: &PrimFunc, tree: &ScopeTree) -> MemoryScopes {
        let mut c = Collector {
            tree,
            out: MemoryScopes {
                written: HashSet::new(),
                impure: vec![false; tree.len()],
                declared: vec![ScopeId::ROOT; f.buffers.len()],
            },
            current: ScopeId::ROOT,
            impure_expr: vec![None; f.exprs.len()],
        };
        walk_func(f, &mut c);
        c.out
    }

    /// Whether something in the subtree of `scope` may write the storage `root`.
    pub fn writes(&self, scope: ScopeId, root: BufferId) -> bool {
        self.impure[scope.index()] || self.written.contains(&(scope, root))
    }

    /// The scope where buffer `b` comes into scope.
    pub fn buffer_scope(&self, b: BufferId) -> ScopeId {
        self.declared[b.index()]
    }
}

struct Collector<'t> {
    tree: &'t ScopeTree,
    out: MemoryScopes,
    current: ScopeId,
    /// Memo: whether an expression contains an impure call (expressions are shared DAGs).
    impure_expr: Vec<Option<bool>>,
}

impl Collector<'_> {
    /// Marks `scope` and its ancestors, stopping at the first already marked.
    fn mark_written(&mut self, mut scope: ScopeId, root: BufferId) {
        while self.out.written.insert((scope, root)) && scope != ScopeId::ROOT {
            scope = self.tree.parent(scope);
        }
    }

    fn mark_impure(&mut self, mut scope: ScopeId) {
        while !std::mem::replace(&mut self.out.impure[scope.index()], true) && scope != ScopeId::ROOT {
            scope = self.tree.parent(scope);
        }
    }

    fn has_impure_call(&mut self, f: &PrimFunc, e: ExprId) -> bool {
        if let Some(known) = self.impure_expr[e.index()] {
            return known;
        }
        let node = f.expr(e);
        let mut impure = matches!(node, Expr::Call(name, _) if !intrinsic(name).is_some_and(|i| i.effect.is_pure()));
        visit::expr_children(node, |c| impure |= self.has_impure_call(f, c));
        self.impure_expr[e.index()] = Some(impure);
        impure
    }
}

impl StmtVisitor for Collector<'_> {
    fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
        if let Stmt::Store { buffer, .. } = f.stmt(s) {
            self.mark_written(self.current, f.storage_root(*buffer));
        }
    }

    fn expr(&mut self, f: &PrimFunc, e: ExprId, _site: ExprSite) {
        if self.has_impure_call(f, e) {
            self.mark_impure(self.current);
        }
    }

    fn enter_scope(&mut self, _f: &PrimFunc, scope: ScopeId, _kind: ScopeKind, _creator: StmtId) {
        self.current = scope;
    }

    fn leave_scope(&mut self, _f: &PrimFunc, scope: ScopeId) {
        self.current = self.tree.parent(scope);
    }

    fn define_buffer(&mut self, _f: &PrimFunc, b: BufferId) {
        self.out.declared[b.index()] = self.current;
    }
}
