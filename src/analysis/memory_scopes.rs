//! Which storage each scope may write, and where: what semantic CSE needs to common loads of a
//! buffer the function does write (design.md: "going beyond TVM where it is proven sound").
//!
//! Why that is sound: while a scope runs, a load of an element whose storage nothing inside the
//! scope writes (no store through any alias, no impure call at all: an extern could write
//! anything, a barrier orders other threads' writes) yields one value, so a binding of it
//! placed in that scope, before its uses, holds the value every use would load. Another
//! thread's write without a barrier in between would be a data race in the input already.
//!
//! Within a scope that does write the storage, a binding placed before statement `p` still
//! holds the loaded value when nothing at or after `p` in the scope's subtree (in program
//! order: statements numbered in the walk's pre-order) may write it: no store, no
//! `tvm_thread_allreduce` whose result it is, no other impure call. TVM's kernels before its
//! `ThreadSync` pass read in this program order across threads (that pass inserts the barriers
//! that make them so, and our interpreter runs threads in lock-step), so another thread's write
//! is ordered by its statement's position too. An explicit barrier counts as a write of
//! anything: a load bound above it would race with the writes it orders.
//!
//! Invariants: `writes_from(s, root, p)` is true when a statement in the subtree of scope `s`
//! at or after statement `p` may write `root` (so a scope that writes it nowhere answers false
//! for every `p`); `buffer_scope(b)` is the scope where `b` comes into scope (the root for
//! parameters), so a binding that loads `b` never goes above it.

use super::effects::impure_call;
use super::{effects::mark_outputs, ScopeTree};
use crate::ir::walk::{walk_func, ExprSite, ScopeId, ScopeKind, StmtVisitor};
use crate::ir::{visit, BufferId, Expr, ExprId, PrimFunc, Stmt, StmtId};
use hashbrown::HashMap;

/// Per scope, the storage its subtree writes and where last; per buffer, its declaring scope.
pub struct MemoryScopes {
    /// (scope, storage root) -> the last statement position in the scope's subtree that
    /// writes the root (a store, or an impure call's output).
    last_write: HashMap<(ScopeId, BufferId), u32>,
    /// Per scope: the last position of an impure call that could write anything (any but
    /// `tvm_thread_allreduce`).
    last_escape: Vec<Option<u32>>,
    /// Per statement: its first position in the walk's pre-order (`u32::MAX` if unreached).
    positions: Vec<u32>,
    /// Per buffer: the scope it is declared in.
    declared: Vec<ScopeId>,
}

impl MemoryScopes {
    /// The memory facts of `f`, over its scope tree.
    pub fn new(f: &PrimFunc, tree: &ScopeTree) -> MemoryScopes {
        let mut c = Collector {
            tree,
            out: MemoryScopes {
                last_write: HashMap::new(),
                last_escape: vec![None; tree.len()],
                positions: vec![u32::MAX; f.stmts.len()],
                declared: vec![ScopeId::ROOT; f.buffers.len()],
            },
            current: ScopeId::ROOT,
            position: 0,
            impure_expr: vec![None; f.exprs.len()],
        };
        walk_func(f, &mut c);
        c.out
    }

    /// Whether something in the subtree of `scope` at or after statement `from` (in program
    /// order) may write the storage `root`.
    pub fn writes_from(&self, scope: ScopeId, root: BufferId, from: StmtId) -> bool {
        let from = self.positions[from.index()];
        // A statement the walk did not reach has no position: assume the worst.
        from == u32::MAX
            || self.last_write.get(&(scope, root)).is_some_and(|&p| p >= from)
            || self.last_escape[scope.index()].is_some_and(|p| p >= from)
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
    /// The position of the statement being visited.
    position: u32,
    /// Memo: whether an expression contains an impure call (expressions are shared DAGs).
    impure_expr: Vec<Option<bool>>,
}

impl Collector<'_> {
    /// Records a write of `root` at the current position in `scope` and its ancestors.
    /// Positions only grow during the walk, so the latest write is the last.
    fn mark_written(&mut self, mut scope: ScopeId, root: BufferId) {
        loop {
            let old = self.out.last_write.insert((scope, root), self.position);
            if old == Some(self.position) || scope == ScopeId::ROOT {
                break;
            }
            scope = self.tree.parent(scope);
        }
    }

    /// Records a write of anything at the current position in `scope` and its ancestors.
    fn mark_escape(&mut self, mut scope: ScopeId) {
        loop {
            self.out.last_escape[scope.index()] = Some(self.position);
            if scope == ScopeId::ROOT {
                break;
            }
            scope = self.tree.parent(scope);
        }
    }

    /// Pushes to `written` the storage roots the impure calls in `e` may write; true when one
    /// could write anything. `tvm_thread_allreduce` writes the buffers it loads in its
    /// arguments (its result: `effects::written_roots`'s model); any other impure call (an
    /// extern, and a barrier too: a load bound above one would race with the writes it
    /// orders) could write anything. Only subtrees holding an impure call are searched.
    fn impure_writes(&mut self, f: &PrimFunc, e: ExprId, written: &mut Vec<BufferId>) -> bool {
        if !self.has_impure_call(f, e) {
            return false;
        }
        let node = f.expr(e);
        let mut anything = false;
        if let Expr::Call(name, args) = node {
            if name == "tvm_thread_allreduce" {
                let mut marked = vec![false; f.buffers.len()];
                args.iter()
                    .for_each(|&a| mark_outputs(f, a, &mut marked, &mut anything));
                written.extend((0..marked.len()).filter(|&b| marked[b]).map(|b| BufferId(b as u32)));
            } else {
                anything = impure_call(name);
            }
        }
        visit::expr_children(node, |c| anything |= self.impure_writes(f, c, written));
        anything
    }

    fn has_impure_call(&mut self, f: &PrimFunc, e: ExprId) -> bool {
        if let Some(known) = self.impure_expr[e.index()] {
            return known;
        }
        let node = f.expr(e);
        let mut impure = matches!(node, Expr::Call(name, _) if impure_call(name));
        visit::expr_children(node, |c| impure |= self.has_impure_call(f, c));
        self.impure_expr[e.index()] = Some(impure);
        impure
    }
}

impl StmtVisitor for Collector<'_> {
    fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
        self.position += 1;
        let first = &mut self.out.positions[s.index()];
        *first = (*first).min(self.position);
        if let Stmt::Store { buffer, .. } = f.stmt(s) {
            self.mark_written(self.current, f.storage_root(*buffer));
        }
    }

    fn expr(&mut self, f: &PrimFunc, e: ExprId, _site: ExprSite) {
        if self.has_impure_call(f, e) {
            // Per statement, not memoized: one hash-consed call can stand in two statements.
            let mut written = Vec::new();
            if self.impure_writes(f, e, &mut written) {
                self.mark_escape(self.current);
            }
            for root in written {
                self.mark_written(self.current, root);
            }
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
