//! Expressions: a hash-consed arena of [`Expr`] nodes over [`ExprId`] children.
//!
//! Invariants: children are interned before their parents, so an `ExprId` is always smaller than
//! the ids of the nodes that use it; two structurally equal expressions have the same id (within
//! one function), so syntactic equality is an id comparison; every node has a dtype recorded
//! beside it at interning time.

use super::call_name::CallName;
use super::node_index::NodeIndex;
use super::types::{BufferId, DataType, ExprId, VarId};
use hashbrown::DefaultHashBuilder;
use std::hash::BuildHasher;

/// Binary operators. The s-expression spelling is [`BinOp::symbol`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BinOp {
    /// `a + b`
    Add,
    /// `a - b`
    Sub,
    /// `a * b`
    Mul,
    /// Truncating division (`T.Div`, `T.truncdiv`); float division `/` for floats.
    Div,
    /// Truncating modulo (`T.truncmod`).
    Mod,
    /// `a // b`, rounding toward minus infinity.
    FloorDiv,
    /// `a % b`, result has the sign of `b`.
    FloorMod,
    /// `T.min(a, b)`
    Min,
    /// `T.max(a, b)`
    Max,
    /// `a == b`
    Eq,
    /// `a != b`
    Ne,
    /// `a < b`
    Lt,
    /// `a <= b`
    Le,
    /// `a > b`
    Gt,
    /// `a >= b`
    Ge,
    /// `a and b`
    And,
    /// `a or b`
    Or,
}

impl BinOp {
    /// Every operator, for tables and tests.
    pub const ALL: [BinOp; 17] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::Div,
        BinOp::Mod,
        BinOp::FloorDiv,
        BinOp::FloorMod,
        BinOp::Min,
        BinOp::Max,
        BinOp::Eq,
        BinOp::Ne,
        BinOp::Lt,
        BinOp::Le,
        BinOp::Gt,
        BinOp::Ge,
        BinOp::And,
        BinOp::Or,
    ];

    /// The s-expression and rule-file spelling.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "truncdiv",
            BinOp::Mod => "truncmod",
            BinOp::FloorDiv => "floordiv",
            BinOp::FloorMod => "floormod",
            BinOp::Min => "min",
            BinOp::Max => "max",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::And => "and",
            BinOp::Or => "or",
        }
    }

    /// Inverse of [`BinOp::symbol`].
    pub fn from_symbol(s: &str) -> Option<BinOp> {
        BinOp::ALL.into_iter().find(|op| op.symbol() == s)
    }

    /// Comparisons produce bool.
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
        )
    }

    /// `and` / `or`.
    pub fn is_logical(self) -> bool {
        matches!(self, BinOp::And | BinOp::Or)
    }

    /// Operators counted by the weighted op measure (design.md): arithmetic and comparisons.
    pub fn is_counted(self) -> bool {
        !self.is_logical()
    }
}

/// One expression node. Children are ids into the same arena.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    /// Integer or bool constant (`bool` uses 0/1).
    Int(i128),
    /// Float constant, stored as the bits of an `f64`.
    Float(u64),
    /// String immediate (names in `T.call_extern`, verbatim attribute values).
    Str(String),
    /// A pointer type, `T.handle("int32", "global").ty`: element dtype and storage scope, as the
    /// dtype argument of a call that returns a typed pointer (the call's dtype is `handle`).
    /// Boxed, as rare: unboxed, its two strings would double every node's size.
    PointerType(Box<(String, String)>),
    /// A variable.
    Var(VarId),
    /// Binary operation.
    Binary(BinOp, ExprId, ExprId),
    /// Logical negation.
    Not(ExprId),
    /// `T.Select(cond, then, else)`: both sides evaluated.
    Select(ExprId, ExprId, ExprId),
    /// `T.Cast(dtype, value)`; the target dtype is the node's dtype.
    Cast(ExprId),
    /// `T.Let(body, where={var: value})`.
    Let(VarId, ExprId, ExprId),
    /// `buffer[indices]`.
    Load(BufferId, Vec<ExprId>),
    /// `T.Ramp(base, stride, lanes)`.
    Ramp(ExprId, ExprId, u16),
    /// `T.Broadcast(value, lanes)`.
    Broadcast(ExprId, u16),
    /// `T.Shuffle(vectors, indices)`. Boxed, as rare (see `PointerType`).
    Shuffle(Box<(Vec<ExprId>, Vec<ExprId>)>),
    /// `buffer.data`: the storage pointer of a buffer (a handle), passed to extern calls.
    Data(BufferId),
    /// `buffer.elem_offset`: the buffer's element offset into its storage.
    ElemOffset(BufferId),
    /// Call of an intrinsic by its `T.` name (`exp`, `if_then_else`, `likely`, `call_extern`...).
    Call(CallName, Vec<ExprId>),
}

// Every pass reads nodes by the million: two to a cache line, not one (see `CallName`).
const _: () = assert!(std::mem::size_of::<Expr>() == 32);

/// Hash-consing arena of expressions with their dtypes.
///
/// The index stores ids with 32 bits of their hashes (not nodes), so each node is stored once
/// and growing the index never re-reads the nodes (equality is decided by the nodes; the short
/// hash only skips most of them). Eight bytes an entry, hash and id in one slot of an
/// open-addressed array ([`NodeIndex`], which says what it saves).
#[derive(Clone, Default)]
pub struct ExprArena {
    nodes: Vec<Expr>,
    dtypes: Vec<DataType>,
    index: NodeIndex,
    hasher: DefaultHashBuilder,
}

impl std::fmt::Debug for ExprArena {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExprArena")
            .field("nodes", &self.nodes)
            .field("dtypes", &self.dtypes)
            .finish()
    }
}

/// Nodes added to an arena in bulk: each is pushed as it comes, and the index takes them all
/// when the batch ends (dropped), in the order of their home slots. Inserted one by one, each
/// node of a large batch misses the cache at its slot; in slot order the array is swept once. The grouped kernel's second run of 247k nodes took
/// 90 ms to append one by one; its whole append, statements included, takes 35 to 44 ms so.
///
/// Invariant: each pushed node is distinct from every node of the arena and of the batch
/// (debug builds check it against the nodes held before the batch); [`Distinct::find`] sees
/// only the nodes held before the batch began.
pub struct Distinct<'a> {
    arena: &'a mut ExprArena,
    /// Short hash and id of each node pushed and not yet indexed.
    unindexed: Vec<(u32, ExprId)>,
}

impl Distinct<'_> {
    /// Adds `expr` with `dtype`, which neither the arena nor the batch holds.
    pub fn push(&mut self, expr: Expr, dtype: DataType) -> ExprId {
        debug_assert!(
            self.find(&expr, dtype).is_none(),
            "a distinct push of a node the arena holds"
        );
        let a = &mut *self.arena;
        let short = a.short_hash(&expr, dtype);
        let id = ExprId(a.nodes.len() as u32);
        a.nodes.push(expr);
        a.dtypes.push(dtype);
        self.unindexed.push((short, id));
        id
    }

    /// The id of `expr` with `dtype` among the nodes the arena held before the batch.
    pub fn find(&self, expr: &Expr, dtype: DataType) -> Option<ExprId> {
        self.arena.find(expr, dtype)
    }
}

impl Drop for Distinct<'_> {
    fn drop(&mut self) {
        self.arena.index.insert_batch(&self.unindexed);
    }
}

impl ExprArena {
    /// An empty arena with room for `n` nodes (compaction knows its size in advance; growing
    /// a large arena step by step copies it several times).
    pub fn with_capacity(n: usize) -> ExprArena {
        ExprArena {
            nodes: Vec::with_capacity(n),
            dtypes: Vec::with_capacity(n),
            index: NodeIndex::with_capacity(n),
            hasher: DefaultHashBuilder::default(),
        }
    }

    /// Interns `expr` with `dtype`, returning the existing id for an equal node.
    pub fn intern(&mut self, expr: Expr, dtype: DataType) -> ExprId {
        let short = self.short_hash(&expr, dtype);
        let (nodes, dtypes) = (&self.nodes, &self.dtypes);
        let found = self
            .index
            .find(short, |id| dtypes[id.index()] == dtype && nodes[id.index()] == expr);
        if let Some(id) = found {
            return id;
        }
        let id = ExprId(self.nodes.len() as u32);
        self.nodes.push(expr);
        self.dtypes.push(dtype);
        self.index.insert_unique(short, id);
        id
    }

    /// Adds nodes the caller knows the arena does not hold (as compaction knows of the distinct
    /// nodes of a hash-consed arena, whose children it maps one to one): [`ExprArena::intern`]
    /// without the search, and with the index updated once for all (see [`Distinct`]).
    pub fn distinct(&mut self) -> Distinct<'_> {
        Distinct {
            arena: self,
            unindexed: Vec::new(),
        }
    }

    /// The id of `expr` with `dtype` if the arena holds it (a lookup that adds nothing).
    pub fn find(&self, expr: &Expr, dtype: DataType) -> Option<ExprId> {
        let short = self.short_hash(expr, dtype);
        self.index.find(short, |id| {
            self.dtypes[id.index()] == dtype && self.nodes[id.index()] == *expr
        })
    }

    /// The 32 bits of a node's hash the index keeps.
    fn short_hash(&self, expr: &Expr, dtype: DataType) -> u32 {
        let hash = self.hasher.hash_one((expr, dtype));
        (hash ^ (hash >> 32)) as u32
    }

    /// The node behind an id.
    pub fn get(&self, id: ExprId) -> &Expr {
        &self.nodes[id.index()]
    }

    /// The dtype of a node.
    pub fn dtype(&self, id: ExprId) -> DataType {
        self.dtypes[id.index()]
    }

    /// Makes room for `n` more nodes (growing a large arena step by step copies and rehashes
    /// it several times).
    pub fn reserve(&mut self, n: usize) {
        self.nodes.reserve(n);
        self.dtypes.reserve(n);
        self.index.reserve(n);
    }

    /// Number of distinct nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True when no node was interned.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }
}
