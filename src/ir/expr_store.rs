//! Where a rewrite reads and interns expression nodes: a function's own arena, or an
//! [`Overlay`] that reads a function's arena without changing it and keeps the nodes a rewrite
//! adds apart, so that several threads can each rewrite a part of one function at once.
//!
//! Invariants: an overlay's added node differs from every node of its base and from the other
//! added ones (each is looked up in both before it is added), and the added nodes are numbered
//! on from the base's in the order they were added, so pushed into the base in that order
//! ([`Added::push_into`]) each keeps its id.

use super::{visit, BinOp, BufferDecl, BufferId, DataType, Expr, ExprArena, ExprId, PrimFunc};
use smallvec::SmallVec;

/// Expression nodes by id, with interning: what a rewrite over one function's expressions needs.
pub trait ExprStore {
    /// The node behind `e`.
    fn expr(&self, e: ExprId) -> &Expr;
    /// Its dtype.
    fn dtype(&self, e: ExprId) -> DataType;
    /// The id of `expr` with `dtype`, added if no equal node is held.
    fn intern(&mut self, expr: Expr, dtype: DataType) -> ExprId;
    /// A buffer of the function.
    fn buffer(&self, b: BufferId) -> &BufferDecl;

    /// Interns a binary node; comparisons and logical ops are bool (with the operands' lanes).
    fn binary(&mut self, op: BinOp, a: ExprId, b: ExprId) -> ExprId {
        let da = self.dtype(a);
        let dtype = if op.is_comparison() || op.is_logical() {
            DataType::BOOL.with_shape_of(da.wider(self.dtype(b)))
        } else {
            da.with_shape_of(da.wider(self.dtype(b)))
        };
        self.intern(Expr::Binary(op, a, b), dtype)
    }

    /// Interns an integer constant of `dtype`.
    fn int(&mut self, value: i128, dtype: DataType) -> ExprId {
        self.intern(Expr::Int(value), dtype)
    }

    /// `e` with each operand `c` replaced by `map(self, c)`; a let's body is left as it is (it
    /// may use the let's variable), and `e` keeps its id when no operand changes (no lookup).
    fn with_operands(&mut self, e: ExprId, mut map: impl FnMut(&mut Self, ExprId) -> ExprId) -> ExprId
    where
        Self: Sized,
    {
        if let Expr::Let(v, value, body) = *self.expr(e) {
            let new_value = map(self, value);
            if new_value == value {
                return e;
            }
            let dtype = self.dtype(e);
            return self.intern(Expr::Let(v, new_value, body), dtype);
        }
        // The operands are mapped first and the node rebuilt only when one changed: most are
        // unchanged, and cloning a node (a load's index list) for nothing cost an allocation each.
        let mut operands: SmallVec<[ExprId; 4]> = SmallVec::new();
        visit::expr_children(self.expr(e), |c| operands.push(c));
        let mut changed = false;
        for c in operands.iter_mut() {
            let r = map(self, *c);
            changed |= r != *c;
            *c = r;
        }
        if !changed {
            return e;
        }
        let mut mapped = operands.into_iter();
        let new = visit::map_expr_children(self.expr(e), |_| mapped.next().expect("one mapped form per operand"));
        let dtype = self.dtype(e);
        self.intern(new, dtype)
    }
}

impl ExprStore for PrimFunc {
    fn expr(&self, e: ExprId) -> &Expr {
        self.exprs.get(e)
    }

    fn dtype(&self, e: ExprId) -> DataType {
        self.exprs.dtype(e)
    }

    fn intern(&mut self, expr: Expr, dtype: DataType) -> ExprId {
        self.exprs.intern(expr, dtype)
    }

    fn buffer(&self, b: BufferId) -> &BufferDecl {
        &self.buffers[b.index()]
    }
}

/// A function's expressions as they are, plus the nodes a rewrite adds, kept apart.
pub struct Overlay<'b> {
    base: &'b PrimFunc,
    /// The added nodes: the `k`-th is id `base.exprs.len() + k` (their operands are ids of
    /// that numbering too).
    added: ExprArena,
}

impl<'b> Overlay<'b> {
    /// An overlay of `base` with nothing added yet, and room for `n` nodes (growing a large
    /// arena step by step copies and rehashes it several times).
    pub fn with_room(base: &'b PrimFunc, n: usize) -> Overlay<'b> {
        Overlay {
            base,
            added: ExprArena::with_capacity(n),
        }
    }

    /// Ids from this one on are added nodes.
    fn first_added(&self) -> u32 {
        self.base.exprs.len() as u32
    }

    /// The nodes added, apart from the base (whose borrow ends here).
    pub fn into_added(self) -> Added {
        Added {
            first: self.first_added(),
            nodes: self.added,
        }
    }
}

/// The nodes an [`Overlay`] added: the `k`-th is id `first + k`.
pub struct Added {
    first: u32,
    nodes: ExprArena,
}

impl Added {
    /// The position of `e` among them (`None`: a node of the base).
    pub fn position(&self, e: ExprId) -> Option<usize> {
        e.0.checked_sub(self.first).map(|k| k as usize)
    }

    /// Each added node with its dtype, in the order they were added (the `k`-th is id
    /// `first + k`).
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (&Expr, DataType)> + '_ {
        (0..self.nodes.len() as u32).map(move |k| (self.nodes.get(ExprId(k)), self.nodes.dtype(ExprId(k))))
    }

    /// The id of `expr` with `dtype` among them.
    pub fn find(&self, expr: &Expr, dtype: DataType) -> Option<ExprId> {
        self.nodes.find(expr, dtype).map(|k| ExprId(self.first + k.0))
    }

    /// The id after the last of them.
    pub fn next_id(&self) -> ExprId {
        ExprId(self.first + self.nodes.len() as u32)
    }

    /// Pushes the nodes into `f`, the overlay's base, which must hold nothing more than when
    /// the overlay was made: each keeps its id.
    pub fn push_into(&self, f: &mut PrimFunc) {
        assert_eq!(
            f.exprs.len() as u32,
            self.first,
            "the base grew since the overlay was made"
        );
        let mut batch = f.exprs.distinct();
        for (node, dtype) in self.iter() {
            batch.push(node.clone(), dtype);
        }
    }
}

impl ExprStore for Overlay<'_> {
    fn expr(&self, e: ExprId) -> &Expr {
        match e.0.checked_sub(self.first_added()) {
            Some(k) => self.added.get(ExprId(k)),
            None => self.base.exprs.get(e),
        }
    }

    fn dtype(&self, e: ExprId) -> DataType {
        match e.0.checked_sub(self.first_added()) {
            Some(k) => self.added.dtype(ExprId(k)),
            None => self.base.exprs.dtype(e),
        }
    }

    fn intern(&mut self, expr: Expr, dtype: DataType) -> ExprId {
        let first = self.first_added();
        // A node with an added operand is not among the base's.
        let mut over_added = false;
        visit::expr_children(&expr, |c| over_added |= c.0 >= first);
        if !over_added {
            if let Some(id) = self.base.exprs.find(&expr, dtype) {
                return id;
            }
        }
        ExprId(first + self.added.intern(expr, dtype).0)
    }

    fn buffer(&self, b: BufferId) -> &BufferDecl {
        self.base.buffer(b)
    }
}
