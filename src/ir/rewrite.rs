//! The one rewriter: rebuilds a function's statement tree from [`PrimFunc::body`] (never by
//! scanning the arena, which holds statements earlier passes replaced), giving each
//! expression field its new form and inserting statements before others.
//!
//! Invariants: the sites and scopes reported are exactly those of [`super::walk`] (same
//! [`ExprSite`]s and [`ScopeKind`]s, same order), so a planner that walks and a rewriter that
//! rewrites cannot disagree on what they see; statements are rewritten in place, each once (the
//! tree is a tree), and a scope's creator keeps its original fields until its body is done;
//! nested sequences are spliced, as TVM's `SeqStmt` does; the signature's shapes are never
//! rewritten.

use super::walk::{alloc_sites, ExprSite, ScopeKind, BUFFER_SITES};
use super::{
    AttrNode, Block, BlockIter, BufferData, BufferId, BufferRegion, ExprId, PrimFunc, RegionDim, Stmt, StmtId,
};

/// Hooks of [`rewrite_func`]; the defaults change nothing.
pub trait StmtRewriter {
    /// The new form of expression `e` standing at `site`.
    fn expr(&mut self, _f: &mut PrimFunc, e: ExprId, _site: ExprSite) -> ExprId {
        e
    }
    /// Statements to insert before statement `s` (ids of statements already added).
    fn before(&mut self, _f: &mut PrimFunc, _s: StmtId) -> Vec<StmtId> {
        Vec::new()
    }
    /// A scope opened by `creator` is about to be rewritten; `false` leaves its body as it is
    /// (not visited, and no [`StmtRewriter::leave_scope`]).
    fn enter_scope(&mut self, _f: &mut PrimFunc, _kind: ScopeKind, _creator: StmtId) -> bool {
        true
    }
    /// The scope entered last is done.
    fn leave_scope(&mut self, _f: &mut PrimFunc, _kind: ScopeKind) {}
    /// An item of a sequence was rewritten; `original` is what it was before, so what it
    /// established for the items after it can be recorded.
    fn after_item(&mut self, _f: &mut PrimFunc, _original: &Stmt) {}
    /// The statement to use in place of `s`, once its fields and children are rewritten.
    fn finish(&mut self, _f: &mut PrimFunc, s: StmtId) -> StmtId {
        s
    }
}

/// Rewrites every statement reachable from `f.body`.
pub fn rewrite_func<R: StmtRewriter>(f: &mut PrimFunc, r: &mut R) {
    let body = f.body;
    f.body = stmt(f, r, body);
}

/// Rewrites the subtree `s` (scope hooks see only the scopes inside it); returns the statement
/// to use in its place.
pub fn rewrite_stmt<R: StmtRewriter>(f: &mut PrimFunc, r: &mut R, s: StmtId) -> StmtId {
    stmt(f, r, s)
}

/// The body of a scope opened by `creator`, rewritten unless the rewriter leaves it.
fn scoped<R: StmtRewriter>(f: &mut PrimFunc, r: &mut R, kind: ScopeKind, creator: StmtId, body: StmtId) -> StmtId {
    if !r.enter_scope(f, kind, creator) {
        return body;
    }
    let body = stmt(f, r, body);
    r.leave_scope(f, kind);
    body
}

/// Rewrites `s` in place; returns the statement to use in its place (with insertions).
fn stmt<R: StmtRewriter>(f: &mut PrimFunc, r: &mut R, s: StmtId) -> StmtId {
    crate::deep::grow(|| stmt_inner(f, r, s))
}

fn stmt_inner<R: StmtRewriter>(f: &mut PrimFunc, r: &mut R, s: StmtId) -> StmtId {
    let inserted = r.before(f, s);
    let new = match f.stmt(s).clone() {
        Stmt::Seq(items) => {
            let mut flat = Vec::with_capacity(items.len());
            for it in items {
                let original = f.stmt(it).clone();
                let n = stmt(f, r, it);
                r.after_item(f, &original);
                f.push_flat(&mut flat, n);
            }
            Stmt::Seq(flat)
        }
        Stmt::Bind { var, value } => Stmt::Bind {
            var,
            value: r.expr(f, value, ExprSite::BindValue),
        },
        Stmt::ScopeIds {
            binding,
            vars,
            extents,
            preferred,
        } => Stmt::ScopeIds {
            binding,
            vars,
            extents: extents.iter().map(|&e| r.expr(f, e, ExprSite::ScopeIdExtent)).collect(),
            preferred: preferred.map(|p| p.iter().map(|&e| r.expr(f, e, ExprSite::ScopeIdExtent)).collect()),
        },
        Stmt::For {
            var,
            min,
            extent,
            step,
            kind,
            body,
        } => {
            let min = r.expr(f, min, ExprSite::LoopMin);
            let extent = r.expr(f, extent, ExprSite::LoopExtent);
            let step = step.map(|s| r.expr(f, s, ExprSite::LoopStep));
            Stmt::For {
                var,
                min,
                extent,
                step,
                kind,
                body: scoped(f, r, ScopeKind::Loop, s, body),
            }
        }
        Stmt::ThreadLaunch {
            var,
            tag,
            extent,
            body,
            concise,
        } => {
            let extent = r.expr(f, extent, ExprSite::LaunchExtent);
            Stmt::ThreadLaunch {
                var,
                tag,
                extent,
                body: scoped(f, r, ScopeKind::ThreadLaunch, s, body),
                concise,
            }
        }
        Stmt::Attr { node, key, value, body } => {
            let node = match node {
                AttrNode::CommReducer {
                    lhs,
                    rhs,
                    results,
                    identities,
                } => {
                    let identities = identities
                        .into_iter()
                        .map(|e| r.expr(f, e, ExprSite::ReducerIdentity))
                        .collect();
                    let results = if r.enter_scope(f, ScopeKind::Reducer, s) {
                        let results = results
                            .into_iter()
                            .map(|e| r.expr(f, e, ExprSite::ReducerResult))
                            .collect();
                        r.leave_scope(f, ScopeKind::Reducer);
                        results
                    } else {
                        results
                    };
                    AttrNode::CommReducer {
                        lhs,
                        rhs,
                        results,
                        identities,
                    }
                }
                AttrNode::Expr(e) => AttrNode::Expr(r.expr(f, e, ExprSite::AttrNode)),
                AttrNode::Verbatim(text) => AttrNode::Verbatim(text),
            };
            let value = r.expr(f, value, ExprSite::AttrValue);
            Stmt::Attr {
                node,
                key,
                value,
                body: scoped(f, r, ScopeKind::Attr, s, body),
            }
        }
        Stmt::If { cond, then, other } => {
            let cond = r.expr(f, cond, ExprSite::IfCond);
            let then = scoped(f, r, ScopeKind::Then, s, then);
            let other = other.map(|o| scoped(f, r, ScopeKind::Else, s, o));
            Stmt::If { cond, then, other }
        }
        Stmt::While { cond, body } => {
            let cond = r.expr(f, cond, ExprSite::WhileCond);
            Stmt::While {
                cond,
                body: scoped(f, r, ScopeKind::While, s, body),
            }
        }
        Stmt::Store { buffer, indices, value } => {
            let value = r.expr(f, value, ExprSite::StoreValue);
            let indices = indices
                .into_iter()
                .map(|i| r.expr(f, i, ExprSite::StoreIndex))
                .collect();
            Stmt::Store { buffer, indices, value }
        }
        Stmt::Evaluate(e) => Stmt::Evaluate(r.expr(f, e, ExprSite::Evaluate)),
        Stmt::Alloc { buffer, form } => {
            buffer_exprs(f, r, buffer, alloc_sites(form));
            Stmt::Alloc { buffer, form }
        }
        Stmt::DeclBuffer { buffer, form } => {
            buffer_exprs(f, r, buffer, BUFFER_SITES);
            Stmt::DeclBuffer { buffer, form }
        }
        Stmt::Return(value) => Stmt::Return(r.expr(f, value, ExprSite::Evaluate)),
        Stmt::Assert { cond, message } => Stmt::Assert {
            cond: r.expr(f, cond, ExprSite::AssertCond),
            message,
        },
        Stmt::Block(b) => Stmt::Block(Box::new(block(f, r, s, *b))),
    };
    f.stmts[s.index()] = new;
    let s = r.finish(f, s);
    if inserted.is_empty() {
        return s;
    }
    let mut flat = Vec::with_capacity(inserted.len() + 1);
    for b in inserted.into_iter().chain([s]) {
        f.push_flat(&mut flat, b);
    }
    f.add_stmt(Stmt::Seq(flat))
}

/// A block: bindings and predicate (outside it), then its scope: regions, local buffers'
/// shapes, init and body.
fn block<R: StmtRewriter>(f: &mut PrimFunc, r: &mut R, s: StmtId, b: Block) -> Block {
    let Block {
        name,
        iters,
        predicate,
        reads,
        writes,
        infer_reads,
        infer_writes,
        annotations,
        allocs,
        match_buffers,
        init,
        body,
    } = b;
    let iters: Vec<BlockIter> = iters
        .into_iter()
        .map(|it| {
            let min = r.expr(f, it.min, ExprSite::BlockIterDom);
            let extent = r.expr(f, it.extent, ExprSite::BlockIterDom);
            let binding = r.expr(f, it.binding, ExprSite::BlockBinding);
            BlockIter {
                min,
                extent,
                binding,
                ..it
            }
        })
        .collect();
    let predicate = predicate.map(|p| r.expr(f, p, ExprSite::BlockPredicate));
    let unchanged = Block {
        name: name.clone(),
        iters: iters.clone(),
        predicate,
        reads: reads.clone(),
        writes: writes.clone(),
        infer_reads,
        infer_writes,
        annotations: annotations.clone(),
        allocs: allocs.clone(),
        match_buffers: match_buffers.clone(),
        init,
        body,
    };
    if !r.enter_scope(f, ScopeKind::Block, s) {
        return unchanged;
    }
    let mut region = |reg: BufferRegion, f: &mut PrimFunc| BufferRegion {
        buffer: reg.buffer,
        dims: reg
            .dims
            .into_iter()
            .map(|d| match d {
                RegionDim::Point(e) => RegionDim::Point(r.expr(f, e, ExprSite::BlockRegion)),
                RegionDim::Range(lo, hi) => {
                    let lo = r.expr(f, lo, ExprSite::BlockRegion);
                    RegionDim::Range(lo, r.expr(f, hi, ExprSite::BlockRegionEnd))
                }
            })
            .collect(),
    };
    let reads = reads.into_iter().map(|x| region(x, f)).collect();
    let writes = writes.into_iter().map(|x| region(x, f)).collect();
    let match_buffers: Vec<(BufferId, BufferRegion)> = match_buffers
        .into_iter()
        .map(|(m, source)| (m, region(source, f)))
        .collect();
    for a in allocs.iter().copied().chain(match_buffers.iter().map(|(m, _)| *m)) {
        buffer_exprs(f, r, a, BUFFER_SITES);
    }
    let init = init.map(|i| scoped(f, r, ScopeKind::BlockInit, s, i));
    let body = stmt(f, r, body);
    r.leave_scope(f, ScopeKind::Block);
    Block {
        name,
        iters,
        predicate,
        reads,
        writes,
        infer_reads,
        infer_writes,
        annotations,
        allocs,
        match_buffers,
        init,
        body,
    }
}

/// The shape and layout of an allocated or declared buffer, reported at `(shape, layout)` sites
/// ([`alloc_sites`]).
fn buffer_exprs<R: StmtRewriter>(
    f: &mut PrimFunc,
    r: &mut R,
    b: BufferId,
    (shape_site, layout_site): (ExprSite, ExprSite),
) {
    let shape = f.buffer(b).shape.clone();
    let shape = shape.into_iter().map(|d| r.expr(f, d, shape_site)).collect();
    let offset = f.buffer(b).elem_offset.map(|o| r.expr(f, o, layout_site));
    let strides = f.buffer(b).strides.clone();
    let strides = strides.into_iter().map(|d| r.expr(f, d, layout_site)).collect();
    let data = match f.buffer(b).data.clone() {
        BufferData::Pointer(p) => BufferData::Pointer(r.expr(f, p, layout_site)),
        other => other,
    };
    let decl = &mut f.buffers[b.index()];
    decl.shape = shape;
    decl.elem_offset = offset;
    decl.strides = strides;
    decl.data = data;
}
