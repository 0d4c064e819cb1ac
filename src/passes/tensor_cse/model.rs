//! A function as TE's `create_prim_func` prints it: a sequence of loop nests, each around one
//! block that defines one buffer, element-wise (`T[v] = value`) or by a reduction
//! (`T.init(): T[v] = init`, `T[v] = T[v] op update`). The model lists the blocks and which
//! block defines each buffer, and inlines definitions into [`Term`]s.
//!
//! Invariants: a block is modelled only when its iteration domains are constant and start at
//! 0, each iteration variable is bound to its own loop of the nest around the block with the
//! same range (so the block runs at every point of its domain once: `T.axis.spatial(8, i // 2)`
//! is not), its store indices are its spatial variables (each once, in any order; an unindexed
//! spatial axis of extent 1 is dropped) and its form is one of the two above; a buffer stored
//! by several top-level statements, by one that is not its modelled block, or read before its
//! block runs (or by its own element-wise block) has no definition and no term reads it (its
//! value depends on when it is read: `Y = tanh(X)` then `Y = Y * 2`; `E = exp(X)` then
//! `X = X * 2`); inlining is bounded in depth ([`MAX_INLINE`]).

use super::term::{term_of, Affine, Definitions, Sym, Term};
use crate::ir::{BinOp, BufferId, Expr, ExprId, IterKind, PrimFunc, Stmt, StmtId, VarId};
use hashbrown::HashMap;
use std::cell::Cell;
use std::collections::BTreeMap;

/// The deepest chain of inlined definitions one term may hold.
pub const MAX_INLINE: u32 = 64;

/// How a block defines its buffer.
#[derive(Clone, Debug)]
pub enum Def {
    /// `T[v] = value`.
    Injective {
        /// The value.
        value: ExprId,
    },
    /// `T[v] = init`, then `T[v] = T[v] op update` over the reduction domain.
    Reduce {
        /// The combiner.
        op: BinOp,
        /// The initial value.
        init: ExprId,
        /// The value combined at each point.
        update: ExprId,
    },
}

/// One modelled block.
#[derive(Clone, Debug)]
pub struct BlockInfo {
    /// Position of its loop nest in the function body's top-level sequence.
    pub item: usize,
    /// The block statement.
    pub stmt: StmtId,
    /// Spatial iteration variables with their extents, in the order the store indexes by.
    pub spatial: Vec<(VarId, i128)>,
    /// Reduction variables with their extents.
    pub reduce: Vec<(VarId, i128)>,
    /// The buffer it defines.
    pub output: BufferId,
    /// Its definition.
    pub def: Def,
}

/// The blocks of one function.
pub struct Model {
    /// Every modelled block, in program order.
    pub blocks: Vec<BlockInfo>,
    /// The block defining each buffer (written by exactly one block).
    pub def_of: HashMap<BufferId, usize>,
    /// Buffers kept as leaves even though a block defines them: forward outputs the backward
    /// also takes by name (saved statistics such as `mean`), so both sides see the same leaf.
    pub leaves: Vec<BufferId>,
    /// Storage roots stored other than by one modelled block: no term reads them.
    unfollowable: Vec<BufferId>,
    inlining: Cell<u32>,
}

impl Model {
    /// The model of `f`.
    pub fn of(f: &PrimFunc) -> Model {
        let items = match f.stmt(f.body) {
            Stmt::Seq(items) => items.clone(),
            _ => vec![f.body],
        };
        let mut blocks = Vec::new();
        // Per storage root, the top-level statements storing into it.
        let mut writers: HashMap<BufferId, usize> = HashMap::new();
        // Per storage root, the first top-level statement loading from it.
        let mut first_read: HashMap<BufferId, usize> = HashMap::new();
        for (k, &it) in items.iter().enumerate() {
            let (reads, writes) = roots(f, it);
            for root in writes {
                *writers.entry(root).or_default() += 1;
            }
            for root in reads {
                first_read.entry(root).or_insert(k);
            }
            let mut s = it;
            let mut loops = Vec::new();
            while let Stmt::For {
                var, min, extent, body, ..
            } = f.stmt(s)
            {
                loops.push((*var, *min, *extent));
                s = *body;
            }
            if let Some(b) = block_info(f, k, s, &loops) {
                blocks.push(b);
            }
        }
        let def_of: HashMap<BufferId, usize> = blocks
            .iter()
            .enumerate()
            .filter(|(_, b)| {
                // Read before its block runs (a forward input updated in place later: the read
                // sees the input), or by its own element-wise block (`X = X * 2`): no definition.
                let read_first = first_read
                    .get(&b.output)
                    .is_some_and(|&r| r < b.item || (r == b.item && matches!(b.def, Def::Injective { .. })));
                b.output == f.storage_root(b.output) && writers.get(&b.output) == Some(&1) && !read_first
            })
            .map(|(i, b)| (b.output, i))
            .collect();
        let unfollowable = writers.into_keys().filter(|b| !def_of.contains_key(b)).collect();
        Model {
            blocks,
            def_of,
            leaves: Vec::new(),
            unfollowable,
            inlining: Cell::new(0),
        }
    }

    /// The term of a block's value at its own spatial variables (`Sym::Var`), reductions whole.
    pub fn block_term(&self, f: &PrimFunc, b: usize) -> Option<Term> {
        let block = &self.blocks[b];
        let index: Vec<Affine> = block.spatial.iter().map(|(v, _)| Affine::sym(Sym::Var(*v))).collect();
        self.definition(f, b, &index, 0)
    }

    /// The term of `expr` standing in block `b` (every iteration variable, spatial or
    /// reduction, as `Sym::Var`).
    pub fn expr_term(&self, f: &PrimFunc, b: usize, expr: ExprId) -> Option<Term> {
        let block = &self.blocks[b];
        let env: BTreeMap<VarId, Affine> = block
            .spatial
            .iter()
            .chain(&block.reduce)
            .map(|(v, _)| (*v, Affine::sym(Sym::Var(*v))))
            .collect();
        term_of(f, self, expr, &env, 0)
    }

    fn definition(&self, f: &PrimFunc, b: usize, index: &[Affine], depth: u32) -> Option<Term> {
        if self.inlining.get() >= MAX_INLINE {
            return None;
        }
        self.inlining.set(self.inlining.get() + 1);
        let out = self.definition_inner(f, b, index, depth);
        self.inlining.set(self.inlining.get() - 1);
        out
    }

    fn definition_inner(&self, f: &PrimFunc, b: usize, index: &[Affine], depth: u32) -> Option<Term> {
        let block = &self.blocks[b];
        let mut env: BTreeMap<VarId, Affine> = block
            .spatial
            .iter()
            .zip(index)
            .map(|((v, _), a)| (*v, a.clone()))
            .collect();
        match &block.def {
            Def::Injective { value } => term_of(f, self, *value, &env, depth),
            Def::Reduce { op, init, update } => {
                let init = term_of(f, self, *init, &env, depth)?;
                for (k, (v, _)) in block.reduce.iter().enumerate() {
                    env.insert(*v, Affine::sym(Sym::Red(depth, k as u32)));
                }
                let body = term_of(f, self, *update, &env, depth + 1)?;
                Some(Term::Reduce {
                    op: *op,
                    init: Box::new(init),
                    extents: block.reduce.iter().map(|(_, n)| *n).collect(),
                    depth,
                    body: Box::new(body),
                })
            }
        }
    }
}

impl Definitions for Model {
    fn inline(&self, f: &PrimFunc, buffer: BufferId, index: &[Affine], depth: u32) -> Option<Option<Term>> {
        if self.unfollowable.contains(&f.storage_root(buffer)) {
            return Some(None);
        }
        if self.leaves.contains(&buffer) {
            return None;
        }
        let &b = self.def_of.get(&buffer)?;
        if index.len() != self.blocks[b].spatial.len() {
            return Some(None);
        }
        Some(self.definition(f, b, index, depth))
    }
}

/// The storage roots the statement `s` loads from and stores into.
fn roots(f: &PrimFunc, s: StmtId) -> (Vec<BufferId>, Vec<BufferId>) {
    struct Roots(Vec<BufferId>, Vec<BufferId>);
    impl crate::ir::walk::StmtVisitor for Roots {
        fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
            if let Stmt::Store { buffer, .. } = f.stmt(s) {
                self.1.push(f.storage_root(*buffer));
            }
        }
        fn expr(&mut self, f: &PrimFunc, e: ExprId, _site: crate::ir::walk::ExprSite) {
            crate::passes::padding::expr_buffers(f, e, &mut self.0);
        }
    }
    let mut roots = Roots(Vec::new(), Vec::new());
    crate::ir::walk::walk_stmt(f, s, &mut roots);
    for list in [&mut roots.0, &mut roots.1] {
        list.sort();
        list.dedup();
    }
    (roots.0, roots.1)
}

/// The model of the block statement `s` inside the loops `loops` (variable, min, extent;
/// outermost first), when it has one of the two forms.
fn block_info(f: &PrimFunc, item: usize, s: StmtId, loops: &[(VarId, ExprId, ExprId)]) -> Option<BlockInfo> {
    let Stmt::Block(block) = f.stmt(s) else { return None };
    if block.predicate.is_some() || !block.allocs.is_empty() || !block.match_buffers.is_empty() {
        return None;
    }
    let (mut spatial, mut reduce) = (Vec::new(), Vec::new());
    let mut bound = Vec::new();
    for it in &block.iters {
        let (Expr::Int(0), Expr::Int(n)) = (f.expr(it.min), f.expr(it.extent)) else {
            return None;
        };
        // Bound to a loop of its own over the same range, or, of extent 1, to its one value.
        match f.expr(it.binding) {
            Expr::Int(0) if *n == 1 => {}
            Expr::Var(v) => {
                let &(_, min, extent) = loops.iter().find(|(l, ..)| l == v)?;
                let same_range =
                    matches!(f.expr(min), Expr::Int(0)) && matches!(f.expr(extent), Expr::Int(e) if e == n);
                if bound.contains(v) || !same_range {
                    return None;
                }
                bound.push(*v);
            }
            _ => return None,
        }
        match it.kind {
            IterKind::Spatial => spatial.push((it.var, *n)),
            IterKind::Reduce => reduce.push((it.var, *n)),
            IterKind::Opaque | IterKind::Scan => return None,
        }
    }
    // Every loop around the block binds one of its variables: it runs once per point.
    if bound.len() != loops.len() {
        return None;
    }
    let Stmt::Store { buffer, indices, value } = f.stmt(block.body) else {
        return None;
    };
    // The spatial variables in the order the store indexes by (TE may permute them). An
    // extent-1 axis the store does not index is absent (TE gives a 0-d compute the dummy axis
    // `vi = T.axis.spatial(1, 0)` and stores `nrm[()]`): its only value is 0, and a term that
    // reads it is not modelled, as it is bound nowhere.
    let mut ordered = Vec::with_capacity(spatial.len());
    for &i in indices {
        let Expr::Var(x) = f.expr(i) else { return None };
        let at = spatial.iter().position(|(v, _)| v == x)?;
        if ordered.contains(&spatial[at]) {
            return None;
        }
        ordered.push(spatial[at]);
    }
    if spatial.iter().any(|s| s.1 != 1 && !ordered.contains(s)) {
        return None;
    }
    let spatial = ordered;
    let is_own_index = |indices: &[ExprId]| {
        indices.len() == spatial.len()
            && indices
                .iter()
                .zip(&spatial)
                .all(|(&i, (v, _))| matches!(f.expr(i), Expr::Var(x) if x == v))
    };
    let def = match (block.init, reduce.is_empty()) {
        (None, true) => Def::Injective { value: *value },
        (Some(init), false) => {
            let Stmt::Store {
                buffer: ib,
                indices: ii,
                value: init,
            } = f.stmt(init)
            else {
                return None;
            };
            if ib != buffer || !is_own_index(ii) {
                return None;
            }
            let own = |e: ExprId| matches!(f.expr(e), Expr::Load(b, i) if b == buffer && is_own_index(i));
            let (op, update) = match f.expr(*value) {
                Expr::Binary(op @ (BinOp::Add | BinOp::Mul | BinOp::Min | BinOp::Max), a, b) if own(*a) => (*op, *b),
                Expr::Binary(op @ (BinOp::Add | BinOp::Mul | BinOp::Min | BinOp::Max), a, b) if own(*b) => (*op, *a),
                _ => return None,
            };
            Def::Reduce {
                op,
                init: *init,
                update,
            }
        }
        _ => return None,
    };
    Some(BlockInfo {
        item,
        stmt: s,
        spatial,
        reduce,
        output: *buffer,
        def,
    })
}
