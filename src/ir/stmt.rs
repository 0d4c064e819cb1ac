//! Statements: the skeleton of a PrimFunc, over [`StmtId`]/[`ExprId`] children.
//!
//! Invariants: `Bind`, `Alloc` and `DeclBuffer` are flat statements (as in TVM 0.27) whose scope
//! is the rest of the enclosing `Seq`; a `Seq` never directly contains another `Seq`.

use super::types::{BufferId, ExprId, StmtId, VarId};

/// Loop kinds, printed as `range`/`T.serial`, `T.parallel`, `T.vectorized`, `T.unroll`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ForKind {
    /// Plain sequential loop.
    Serial,
    /// `T.parallel`.
    Parallel,
    /// `T.vectorized`.
    Vectorized,
    /// `T.unroll`.
    Unrolled,
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
    /// `for var in range(min, min + extent)`.
    For {
        /// Loop variable.
        var: VarId,
        /// First value.
        min: ExprId,
        /// Trip count.
        extent: ExprId,
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
    /// `assert cond, message`.
    Assert {
        /// Asserted condition.
        cond: ExprId,
        /// Message text.
        message: String,
    },
}
