//! The one scope-aware walk of a function's statement tree. Every analysis that needs to know
//! where an expression stands (which loop, which branch, which variables are defined there)
//! implements [`StmtVisitor`] and calls [`walk_func`]; passes that rebuild the tree use
//! [`super::rewrite`], which reports the same sites.
//!
//! Invariants:
//! - every statement field is destructured without `..`, so a new field or variant breaks the
//!   build here (and in `rewrite.rs`), not silently in a pass;
//! - scopes are numbered in the order they open, from 1 (0 is the function itself), so every
//!   visitor of the same function sees the same [`ScopeId`]s ([`crate::analysis::ScopeTree`]
//!   relies on it);
//! - a `Bind`, `Alloc` or `DeclBuffer` defines its variable or buffer for the rest of the
//!   enclosing sequence: the walk reports its end with `undefine_*`;
//! - expressions are reported once per statement field, in evaluation order, with the
//!   [`ExprSite`] saying which field; visitors recurse into expressions themselves.

use super::{
    AllocForm, AttrNode, Block, BlockIter, BufferId, ExprId, Param, PrimFunc, RegionDim, ShapeVarStyle, Stmt, StmtId,
    VarId,
};

/// A scope of the statement tree; 0 is the function body itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScopeId(pub u32);

impl ScopeId {
    /// The function's own scope.
    pub const ROOT: ScopeId = ScopeId(0);

    /// Position in per-scope tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// What opened a scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    /// The function body.
    Root,
    /// A `for` loop body.
    Loop,
    /// A thread launch body.
    ThreadLaunch,
    /// The body of `with T.attr(...)`.
    Attr,
    /// The then-branch of an `if`.
    Then,
    /// The else-branch of an `if`.
    Else,
    /// A `while` body.
    While,
    /// A block's body (its iteration variables and local buffers are defined there).
    Block,
    /// A block's `T.init()` statement.
    BlockInit,
    /// The combiner of a `T.comm_reducer` (its `lhs`/`rhs` arguments are defined there).
    Reducer,
}

/// Which field of a statement an expression is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExprSite {
    /// The shape of a parameter buffer (the signature).
    ParamShape,
    /// A loop's first value.
    LoopMin,
    /// A loop's trip count.
    LoopExtent,
    /// A loop's step (evaluated once, before the first iteration).
    LoopStep,
    /// A thread launch's extent.
    LaunchExtent,
    /// An extent (or preferred extent) of TIRx scope identifiers: launch shape metadata for
    /// TVM's lowering, not evaluated where it stands.
    ScopeIdExtent,
    /// The node of `T.attr(node, key, value)`, when it is an expression.
    AttrNode,
    /// The value of `T.attr(node, key, value)`.
    AttrValue,
    /// An identity element of a `T.comm_reducer`.
    ReducerIdentity,
    /// A result of a `T.comm_reducer`'s combiner.
    ReducerResult,
    /// An `if` condition.
    IfCond,
    /// A `while` condition.
    WhileCond,
    /// A stored value.
    StoreValue,
    /// A store index.
    StoreIndex,
    /// The expression of an expression statement.
    Evaluate,
    /// The value of `v: T.let = e`.
    BindValue,
    /// A dimension of an allocated or declared buffer.
    BufferShape,
    /// The element offset of a declared buffer.
    BufferOffset,
    /// A dimension of a buffer of the implicit root block (`T.sblock_alloc_buffer` at function
    /// level): TVM's parser moves these allocations into the root block's header, ahead of
    /// every statement of the body, so no binding of the body is visible there.
    RootBlockShape,
    /// The element offset, a stride or the storage pointer of a root-block buffer (see
    /// [`ExprSite::RootBlockShape`]).
    RootBlockLayout,
    /// An `assert` condition.
    AssertCond,
    /// The domain (first value or size) of a block iteration variable: metadata, not evaluated.
    BlockIterDom,
    /// The binding of a block iteration variable, evaluated outside the block.
    BlockBinding,
    /// A block's `T.where` predicate, evaluated outside the block.
    BlockPredicate,
    /// A point or the start of a range of a block's read or write region: metadata, not
    /// evaluated.
    BlockRegion,
    /// The end of a range of a block's region (`A[lo:hi]`): metadata; TVM holds the range as
    /// its start and extent, so CSE counts no occurrence here (see `CseConfig::count_block_metadata`).
    BlockRegionEnd,
}

impl ExprSite {
    /// Whether CSE looks at (and rewrites) expressions of this site. Not: the signature's
    /// shapes, attribute nodes (TVM's pass never visits them: a reducer's lambda, a pragma's
    /// node), the reducer's combiner, whose variables exist only inside it, and root-block
    /// buffers, which no binding of the body reaches.
    pub fn is_cse_site(self) -> bool {
        self.is_evaluated()
            && !matches!(
                self,
                ExprSite::ParamShape
                    | ExprSite::AttrNode
                    | ExprSite::ReducerIdentity
                    | ExprSite::ReducerResult
                    | ExprSite::RootBlockShape
                    | ExprSite::RootBlockLayout
            )
    }

    /// Whether the program computes this expression when it runs (block domains and regions
    /// only describe the block).
    pub fn is_evaluated(self) -> bool {
        !matches!(
            self,
            ExprSite::BlockIterDom | ExprSite::BlockRegion | ExprSite::BlockRegionEnd | ExprSite::ScopeIdExtent
        )
    }
}

/// How a variable is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarDef {
    /// A symbolic shape variable (non-negative).
    ShapeVar,
    /// A scalar parameter.
    Param,
    /// A loop variable; the statement is the loop.
    Loop(StmtId),
    /// A thread index; the statement is the launch.
    ThreadLaunch(StmtId),
    /// `v: T.let = e`; the statement is the binding.
    Bind(StmtId),
    /// A TIRx scope identifier (`bx = T.cta_id([4])`); the statement defines it.
    ScopeId(StmtId),
    /// An argument of a reducer's combiner.
    ReducerArg,
    /// A block iteration variable; the statement is the block.
    BlockIter(StmtId),
}

/// Hooks of the scope-aware walk; every hook has a default that does nothing.
pub trait StmtVisitor {
    /// Before a statement's fields are visited.
    fn enter_stmt(&mut self, _f: &PrimFunc, _s: StmtId) {}
    /// After a statement and everything in it were visited.
    fn leave_stmt(&mut self, _f: &PrimFunc, _s: StmtId) {}
    /// An expression held directly by the current statement (or a parameter buffer's shape).
    fn expr(&mut self, _f: &PrimFunc, _e: ExprId, _site: ExprSite) {}
    /// A scope opens; `creator` is the statement that opens it.
    fn enter_scope(&mut self, _f: &PrimFunc, _scope: ScopeId, _kind: ScopeKind, _creator: StmtId) {}
    /// The scope opened last closes.
    fn leave_scope(&mut self, _f: &PrimFunc, _scope: ScopeId) {}
    /// A variable comes into scope.
    fn define_var(&mut self, _f: &PrimFunc, _v: VarId, _def: VarDef) {}
    /// A variable goes out of scope.
    fn undefine_var(&mut self, _f: &PrimFunc, _v: VarId) {}
    /// A buffer comes into scope (parameters, allocations, declarations).
    fn define_buffer(&mut self, _f: &PrimFunc, _b: BufferId) {}
    /// A buffer goes out of scope.
    fn undefine_buffer(&mut self, _f: &PrimFunc, _b: BufferId) {}
}

/// Walks `f`: shape variables, scalar parameters, buffer parameters, then the body from
/// [`PrimFunc::body`]. Every scalar parameter is defined before any buffer's shape: a shape may
/// use one declared later in the signature (TVM prints it as a string dim, `T.Buffer(("n",))`
/// before `n: T.int32`).
pub fn walk_func<V: StmtVisitor>(f: &PrimFunc, v: &mut V) {
    for (var, style) in &f.shape_vars {
        // A matched stride is defined by its block's `T.match_buffer` (see `block_stmt`).
        if *style != ShapeVarStyle::MatchedStride {
            v.define_var(f, *var, VarDef::ShapeVar);
        }
    }
    for p in &f.params {
        if let Param::Scalar(var) = p {
            v.define_var(f, *var, VarDef::Param);
        }
    }
    for p in &f.params {
        if let Param::Buffer(b) = p {
            for &d in &f.buffer(*b).shape {
                v.expr(f, d, ExprSite::ParamShape);
            }
            buffer_layout_exprs(f.buffer(*b)).for_each(|o| v.expr(f, o, ExprSite::ParamShape));
            v.define_buffer(f, *b);
        }
    }
    let mut w = Walker { f, v, next_scope: 1 };
    w.block(f.body);
}

/// Walks the subtree `s` alone (its scopes are numbered from 1, not as in the whole function).
pub fn walk_stmt<V: StmtVisitor>(f: &PrimFunc, s: StmtId, v: &mut V) {
    let mut w = Walker { f, v, next_scope: 1 };
    w.block(s);
}

/// What a flat statement defines for the rest of its sequence.
#[derive(Default)]
struct Defined {
    vars: Vec<VarId>,
    buffers: Vec<BufferId>,
}

struct Walker<'a, V> {
    f: &'a PrimFunc,
    v: &'a mut V,
    next_scope: u32,
}

impl<V: StmtVisitor> Walker<'_, V> {
    fn open(&mut self, kind: ScopeKind, creator: StmtId) -> ScopeId {
        let id = ScopeId(self.next_scope);
        self.next_scope += 1;
        self.v.enter_scope(self.f, id, kind, creator);
        id
    }

    /// A nested statement: whatever it defines goes out of scope at its end.
    fn block(&mut self, s: StmtId) {
        let d = self.stmt(s);
        self.close(d);
    }

    fn close(&mut self, d: Defined) {
        let f = self.f;
        d.vars.iter().rev().for_each(|&x| self.v.undefine_var(f, x));
        d.buffers.iter().rev().for_each(|&b| self.v.undefine_buffer(f, b));
    }

    /// A scope opened by `creator` around `body`, defining `var` when given.
    fn scoped(&mut self, kind: ScopeKind, creator: StmtId, var: Option<(VarId, VarDef)>, body: StmtId) {
        let f = self.f;
        let id = self.open(kind, creator);
        if let Some((x, def)) = var {
            self.v.define_var(f, x, def);
        }
        self.block(body);
        if let Some((x, _)) = var {
            self.v.undefine_var(f, x);
        }
        self.v.leave_scope(f, id);
    }

    /// A block: bindings and predicate outside it (over the enclosing loops); inside, its
    /// iteration variables, regions, local buffers, init and body.
    fn block_stmt(&mut self, s: StmtId, b: &Block) {
        let f = self.f;
        let Block {
            name: _,
            iters,
            predicate,
            reads,
            writes,
            infer_reads: _,
            infer_writes: _,
            annotations: _,
            allocs,
            match_buffers,
            init,
            body,
        } = b;
        for it in iters {
            let BlockIter {
                var: _,
                kind: _,
                min,
                extent,
                binding,
                remap_group: _,
            } = it;
            self.v.expr(f, *min, ExprSite::BlockIterDom);
            self.v.expr(f, *extent, ExprSite::BlockIterDom);
            self.v.expr(f, *binding, ExprSite::BlockBinding);
        }
        if let Some(p) = predicate {
            self.v.expr(f, *p, ExprSite::BlockPredicate);
        }
        let id = self.open(ScopeKind::Block, s);
        iters
            .iter()
            .for_each(|it| self.v.define_var(f, it.var, VarDef::BlockIter(s)));
        let matched_sources = match_buffers.iter().map(|(_, source)| source);
        for region in reads.iter().chain(writes).chain(matched_sources) {
            for dim in &region.dims {
                match *dim {
                    RegionDim::Point(e) => self.v.expr(f, e, ExprSite::BlockRegion),
                    RegionDim::Range(lo, hi) => {
                        self.v.expr(f, lo, ExprSite::BlockRegion);
                        self.v.expr(f, hi, ExprSite::BlockRegionEnd);
                    }
                }
            }
        }
        let local = allocs.iter().copied().chain(match_buffers.iter().map(|(m, _)| *m));
        // The stride symbols a `T.match_buffer` introduces (`strides=("s0",)`): any value.
        // One symbol may stand in several places (`strides=(s, s)`): defined once.
        let mut matched_strides: Vec<VarId> = Vec::new();
        for v in match_buffers
            .iter()
            .flat_map(|(m, _)| f.buffer(*m).strides.iter())
            .filter_map(|&d| f.matched_stride(d))
        {
            if !matched_strides.contains(&v) {
                matched_strides.push(v);
            }
        }
        matched_strides
            .iter()
            .for_each(|&v| self.v.define_var(f, v, VarDef::Param));
        for a in local.clone() {
            let decl = f.buffer(a);
            decl.shape
                .iter()
                .for_each(|&d| self.v.expr(f, d, ExprSite::BufferShape));
            buffer_layout_exprs(decl).for_each(|o| self.v.expr(f, o, ExprSite::BufferOffset));
            self.v.define_buffer(f, a);
        }
        if let Some(i) = init {
            self.scoped(ScopeKind::BlockInit, s, None, *i);
        }
        self.block(*body);
        local.rev().for_each(|a| self.v.undefine_buffer(f, a));
        matched_strides.iter().rev().for_each(|&v| self.v.undefine_var(f, v));
        iters.iter().rev().for_each(|it| self.v.undefine_var(f, it.var));
        self.v.leave_scope(f, id);
    }

    /// An allocation or declaration of `buffer`: its shape and layout at `(shape, layout)`
    /// sites, then the buffer defined for the rest of the sequence.
    fn buffer_stmt(
        &mut self,
        buffer: BufferId,
        (shape_site, layout_site): (ExprSite, ExprSite),
        defined: &mut Defined,
    ) {
        let f = self.f;
        let decl = f.buffer(buffer);
        decl.shape.iter().for_each(|&d| self.v.expr(f, d, shape_site));
        buffer_layout_exprs(decl).for_each(|o| self.v.expr(f, o, layout_site));
        self.v.define_buffer(f, buffer);
        defined.buffers.push(buffer);
    }

    fn stmt(&mut self, s: StmtId) -> Defined {
        crate::deep::grow(|| self.stmt_inner(s))
    }

    fn stmt_inner(&mut self, s: StmtId) -> Defined {
        let f = self.f;
        self.v.enter_stmt(f, s);
        let mut defined = Defined::default();
        match f.stmt(s) {
            Stmt::Seq(items) => {
                let mut inner = Defined::default();
                for &it in items {
                    let d = self.stmt(it);
                    inner.vars.extend(d.vars);
                    inner.buffers.extend(d.buffers);
                }
                self.close(inner);
            }
            Stmt::Bind { var, value } => {
                self.v.expr(f, *value, ExprSite::BindValue);
                self.v.define_var(f, *var, VarDef::Bind(s));
                defined.vars.push(*var);
            }
            Stmt::ScopeIds {
                binding: _,
                vars,
                extents,
                preferred,
            } => {
                extents
                    .iter()
                    .chain(preferred.iter().flatten())
                    .for_each(|&e| self.v.expr(f, e, ExprSite::ScopeIdExtent));
                for &v in vars {
                    self.v.define_var(f, v, VarDef::ScopeId(s));
                    defined.vars.push(v);
                }
            }
            Stmt::For {
                var,
                min,
                extent,
                step,
                kind: _,
                body,
            } => {
                self.v.expr(f, *min, ExprSite::LoopMin);
                self.v.expr(f, *extent, ExprSite::LoopExtent);
                if let Some(step) = step {
                    self.v.expr(f, *step, ExprSite::LoopStep);
                }
                self.scoped(ScopeKind::Loop, s, Some((*var, VarDef::Loop(s))), *body);
            }
            Stmt::ThreadLaunch {
                var,
                tag: _,
                extent,
                body,
                concise: _,
            } => {
                self.v.expr(f, *extent, ExprSite::LaunchExtent);
                self.scoped(ScopeKind::ThreadLaunch, s, Some((*var, VarDef::ThreadLaunch(s))), *body);
            }
            Stmt::Attr {
                node,
                key: _,
                value,
                body,
            } => {
                match node {
                    AttrNode::CommReducer {
                        lhs,
                        rhs,
                        results,
                        identities,
                    } => {
                        identities
                            .iter()
                            .for_each(|&i| self.v.expr(f, i, ExprSite::ReducerIdentity));
                        let id = self.open(ScopeKind::Reducer, s);
                        lhs.iter()
                            .chain(rhs)
                            .for_each(|&x| self.v.define_var(f, x, VarDef::ReducerArg));
                        results.iter().for_each(|&r| self.v.expr(f, r, ExprSite::ReducerResult));
                        lhs.iter().chain(rhs).for_each(|&x| self.v.undefine_var(f, x));
                        self.v.leave_scope(f, id);
                    }
                    AttrNode::Expr(e) => self.v.expr(f, *e, ExprSite::AttrNode),
                    AttrNode::Verbatim(_) => {}
                }
                self.v.expr(f, *value, ExprSite::AttrValue);
                self.scoped(ScopeKind::Attr, s, None, *body);
            }
            Stmt::If { cond, then, other } => {
                self.v.expr(f, *cond, ExprSite::IfCond);
                self.scoped(ScopeKind::Then, s, None, *then);
                if let Some(o) = other {
                    self.scoped(ScopeKind::Else, s, None, *o);
                }
            }
            Stmt::While { cond, body } => {
                self.v.expr(f, *cond, ExprSite::WhileCond);
                self.scoped(ScopeKind::While, s, None, *body);
            }
            Stmt::Store {
                buffer: _,
                indices,
                value,
            } => {
                self.v.expr(f, *value, ExprSite::StoreValue);
                indices.iter().for_each(|&i| self.v.expr(f, i, ExprSite::StoreIndex));
            }
            Stmt::Evaluate(e) => self.v.expr(f, *e, ExprSite::Evaluate),
            Stmt::Alloc { buffer, form } => self.buffer_stmt(*buffer, alloc_sites(*form), &mut defined),
            Stmt::DeclBuffer { buffer, form: _ } => self.buffer_stmt(*buffer, BUFFER_SITES, &mut defined),
            Stmt::Assert { cond, message: _ } => self.v.expr(f, *cond, ExprSite::AssertCond),
            Stmt::Return(value) => self.v.expr(f, *value, ExprSite::Evaluate),
            Stmt::Block(b) => self.block_stmt(s, b),
        }
        self.v.leave_stmt(f, s);
        defined
    }
}

/// The sites of a buffer's shape and of its layout (element offset, strides, pointer), for every
/// buffer a statement or block declares but the root block's.
pub const BUFFER_SITES: (ExprSite, ExprSite) = (ExprSite::BufferShape, ExprSite::BufferOffset);

/// The sites of the shape and of the layout of a buffer allocated in `form`: a root-block
/// buffer's own (see [`ExprSite::RootBlockShape`]), else [`BUFFER_SITES`].
pub fn alloc_sites(form: AllocForm) -> (ExprSite, ExprSite) {
    if form == AllocForm::RootBlock {
        (ExprSite::RootBlockShape, ExprSite::RootBlockLayout)
    } else {
        BUFFER_SITES
    }
}

/// The expressions of a buffer's layout besides its shape: the storage pointer it is declared
/// over, its element offset and its strides.
pub fn buffer_layout_exprs(decl: &crate::ir::BufferDecl) -> impl Iterator<Item = ExprId> + '_ {
    let pointer = match decl.data {
        crate::ir::BufferData::Pointer(p) => Some(p),
        _ => None,
    };
    pointer
        .into_iter()
        .chain(decl.elem_offset)
        .chain(decl.strides.iter().copied())
}
