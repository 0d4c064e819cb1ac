//! Statements: the skeleton of a PrimFunc, over [`StmtId`]/[`ExprId`] children.
//!
//! Invariants: `Bind`, `ScopeIds`, `Alloc` and `DeclBuffer` are flat statements (as in TVM
//! 0.27) whose scope is the rest of the enclosing `Seq`; a `Seq` never directly contains
//! another `Seq`.

use super::scope_binding::ScopeBinding;
use super::types::{BufferId, ExprId, StmtId, VarId};

/// Loop kinds, printed as `range`/`T.serial`, `T.parallel`, `T.vectorized`, `T.unroll`,
/// `T.thread_binding(..., thread=tag)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ForKind {
    /// Plain sequential loop.
    Serial,
    /// `T.parallel`.
    Parallel,
    /// `T.vectorized`.
    Vectorized,
    /// `T.unroll`.
    Unrolled,
    /// `T.thread_binding(extent, thread="threadIdx.x")`: each iteration is a GPU thread (or
    /// block) of the tag, as a thread launch.
    ThreadBinding(String),
}

/// How an allocation was written (all allocate fresh storage).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AllocForm {
    /// `T.alloc_buffer(...)` (scope given as a keyword when not global).
    Buffer,
    /// `T.alloc_local(...)`.
    Local,
    /// `T.alloc_shared(...)`.
    Shared,
    /// `T.sblock_alloc_buffer(...)` at function level (a buffer of the implicit root block).
    RootBlock,
    /// `x: T.int32 = v`: TVM 0.27's mutable scalar, a rank-0 local buffer read as `x` and
    /// written as `x = v` (the allocation prints with the store that follows it).
    Scalar,
}

/// How a buffer alias was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeclForm {
    /// `T.decl_buffer(shape, dtype, data=src.data, ...)`.
    Decl,
    /// `src.view(shape...)`.
    View,
}

/// The node of a `T.attr(node, key, value)`.
#[derive(Clone, Debug, PartialEq)]
pub enum AttrNode {
    /// `T.comm_reducer(lambda lhs..., rhs...: results, identities)`.
    CommReducer {
        /// Left operands of the combiner.
        lhs: Vec<VarId>,
        /// Right operands of the combiner.
        rhs: Vec<VarId>,
        /// Combined results.
        results: Vec<ExprId>,
        /// Identity elements.
        identities: Vec<ExprId>,
    },
    /// An expression node.
    Expr(ExprId),
    /// Anything else, kept as source text and printed back verbatim.
    Verbatim(String),
}

/// The kind of a block iteration variable: `T.axis.spatial` (`S` in `T.axis.remap`),
/// `T.axis.reduce` (`R`), `T.axis.opaque`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IterKind {
    /// A data-parallel axis.
    Spatial,
    /// A reduction axis (the block's `T.init()` runs on its first value).
    Reduce,
    /// An axis with no declared access pattern.
    Opaque,
    /// An ordered axis (`T.axis.scan`): its iterations run in order, each may read what the
    /// ones before wrote.
    Scan,
}

/// A block iteration variable: `v = T.axis.spatial(extent, binding)`.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockIter {
    /// The variable, defined inside the block.
    pub var: VarId,
    /// Its kind.
    pub kind: IterKind,
    /// First value of its domain.
    pub min: ExprId,
    /// Size of its domain.
    pub extent: ExprId,
    /// Its value, evaluated outside the block (over the enclosing loop variables).
    pub binding: ExprId,
    /// The `T.axis.remap` line it was declared on (iterators sharing a group print together).
    pub remap_group: Option<u32>,
}

/// One dimension of a `T.reads`/`T.writes` region: an index, or a range `start:stop`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RegionDim {
    /// A single index.
    Point(ExprId),
    /// The half-open range `start:stop`.
    Range(ExprId, ExprId),
}

/// A buffer region `A[v_i, 0:16]` of `T.reads`/`T.writes`.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferRegion {
    /// The buffer.
    pub buffer: BufferId,
    /// One entry per dimension.
    pub dims: Vec<RegionDim>,
}

/// `with T.sblock(name):`: a scope with its own iteration variables (bound from expressions
/// over the enclosing loops), declared read and write regions, an optional predicate and init
/// statement, and block-local buffers. Nothing defined outside the block but parameters,
/// shape symbols and buffers is used inside it.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// The block's name.
    pub name: String,
    /// Iteration variables in declaration order.
    pub iters: Vec<BlockIter>,
    /// `T.where(...)`: the body runs only where it holds.
    pub predicate: Option<ExprId>,
    /// `T.reads(...)`.
    pub reads: Vec<BufferRegion>,
    /// `T.writes(...)`.
    pub writes: Vec<BufferRegion>,
    /// `T.reads` was not written: TVM infers the regions from the body when it reads the
    /// block, so none is printed (`reads` is then empty).
    pub infer_reads: bool,
    /// `T.writes` was not written (see `infer_reads`).
    pub infer_writes: bool,
    /// `T.sblock_attr({...})`, kept as source text.
    pub annotations: Option<String>,
    /// `X = T.sblock_alloc_buffer(...)`: buffers local to the block.
    pub allocs: Vec<BufferId>,
    /// `X = T.match_buffer(A[region], shape, ...)`: buffers that view a region of an outer
    /// buffer inside the block (their storage is the source's, `BufferData::AliasOf`).
    pub match_buffers: Vec<(BufferId, BufferRegion)>,
    /// `with T.init():`, run before the body on the first value of every reduction axis.
    pub init: Option<StmtId>,
    /// The body.
    pub body: StmtId,
}

/// One statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// Statements in order.
    Seq(Vec<StmtId>),
    /// `var: T.let[dtype] = value`, in scope for the rest of the enclosing sequence.
    Bind {
        /// Bound variable.
        var: VarId,
        /// Its value.
        value: ExprId,
    },
    /// TIRx `bx, by = T.cta_id([2, 4])` (device code): each variable is this thread's index
    /// along one dimension of the binding's child scope within its parent, in `0..extent`; in
    /// scope for the rest of the enclosing sequence. Not a loop: every thread runs the code
    /// before it too, so nothing is saved by moving a computation above it.
    ScopeIds {
        /// The (parent, child) scope pair.
        binding: ScopeBinding,
        /// The identifiers, one per dimension.
        vars: Vec<VarId>,
        /// One extent per identifier; empty when deferred (TVM's LowerTIRx infers it; then
        /// there is one identifier). The pair's implied extent is stored, not written.
        extents: Vec<ExprId>,
        /// `preferred=[...]`, extents TVM's lowering may prefer (`cta_id` only).
        preferred: Option<Vec<ExprId>>,
    },
    /// `for var in range(min, min + extent)`, or with a step `range(min, min + extent, step)`.
    For {
        /// Loop variable.
        var: VarId,
        /// First value.
        min: ExprId,
        /// Length of the range the variable moves in: the trip count without a step, and
        /// `ceil(extent / step)` with one (TVM's `For::extent`, as TVM 0.27 stores it).
        extent: ExprId,
        /// Increment of the variable (TVM 0.27's `For::step`): `None` for 1; never a literal 1.
        /// Evaluated once, before the first iteration, like `min` and `extent`.
        step: Option<ExprId>,
        /// Loop kind.
        kind: ForKind,
        /// Loop body.
        body: StmtId,
    },
    /// `T.launch_thread(tag, extent)`: the body runs once per thread index in `0..extent`.
    ThreadLaunch {
        /// Thread index variable.
        var: VarId,
        /// `blockIdx.x`, `threadIdx.y`, `vthread`, ...
        tag: String,
        /// Number of threads.
        extent: ExprId,
        /// Body.
        body: StmtId,
        /// Printed as `v = T.launch_thread(...)` over the rest of the block instead of `with`.
        concise: bool,
    },
    /// `with T.attr(node, key, value):`.
    Attr {
        /// Attribute node.
        node: AttrNode,
        /// Key such as `reduce_scope`.
        key: String,
        /// Value.
        value: ExprId,
        /// Body.
        body: StmtId,
    },
    /// `if cond: then else: other`.
    If {
        /// Condition.
        cond: ExprId,
        /// Then branch.
        then: StmtId,
        /// Optional else branch.
        other: Option<StmtId>,
    },
    /// `while cond: body`.
    While {
        /// Condition, evaluated before each iteration.
        cond: ExprId,
        /// Body.
        body: StmtId,
    },
    /// `buffer[indices] = value` (a `Ramp` index with stride 1 prints as a slice).
    Store {
        /// Target buffer.
        buffer: BufferId,
        /// Indices.
        indices: Vec<ExprId>,
        /// Stored value.
        value: ExprId,
    },
    /// An expression statement such as `T.tvm_thread_allreduce(...)` or `T.assume(c)`.
    Evaluate(ExprId),
    /// `return value`: the function ends here with this value (its `-> T.dtype`).
    Return(ExprId),
    /// Allocates fresh storage for `buffer`, in scope for the rest of the sequence.
    Alloc {
        /// The allocated buffer.
        buffer: BufferId,
        /// How it was written.
        form: AllocForm,
    },
    /// Declares an alias buffer over existing storage, in scope for the rest of the sequence.
    DeclBuffer {
        /// The declared buffer.
        buffer: BufferId,
        /// How it was written.
        form: DeclForm,
    },
    /// A block (boxed: it is much larger than the other variants).
    Block(Box<Block>),
    /// `assert cond, message`.
    Assert {
        /// Asserted condition.
        cond: ExprId,
        /// The message as Python source: a string literal, or `("Kind", ["part", ...])`.
        message: String,
    },
}
