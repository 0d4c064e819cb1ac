//! Appending to one function what a copy of it added: the front end lowers a long body in
//! chunks on several threads, each chunk into its own copy of the function as the header left
//! it, and appends each copy's additions to the first function in chunk order.
//!
//! Invariant: with [`Prefix`] the sizes of the arenas when the copy was made,
//! [`append_additions`] leaves `into` exactly as if the steps that made the copy's additions
//! had run on `into` after its own: variables, buffers, statements and loop annotations are
//! numbered after `into`'s, and expressions are re-interned in the copy's order, children
//! first, so a node `into` already holds keeps its id and a new one gets the next id, as the
//! same steps would have given it. The copy must not have changed anything inside the prefix
//! (its caller checks); ids below the prefix are shared and kept.

use super::{
    visit, AttrNode, Block, BlockIter, BufferData, BufferDecl, BufferId, BufferRegion, DataType, Expr, ExprId,
    PrimFunc, RegionDim, Stmt, StmtId, VarId,
};

/// Sizes of a function's arenas at the moment a copy of it was made.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prefix {
    vars: u32,
    buffers: u32,
    stmts: u32,
    exprs: u32,
    loop_annotations: usize,
}

impl Prefix {
    /// The current sizes of `f`'s arenas.
    pub fn of(f: &PrimFunc) -> Prefix {
        Prefix {
            vars: f.vars.len() as u32,
            buffers: f.buffers.len() as u32,
            stmts: f.stmts.len() as u32,
            exprs: f.exprs.len() as u32,
            loop_annotations: f.loop_annotations.len(),
        }
    }

    /// Whether `copy`, a copy of `original` made at this prefix, left the prefix as it was
    /// (the precondition of [`append_additions`]).
    pub fn unchanged(&self, original: &PrimFunc, copy: &PrimFunc) -> bool {
        let (v, b, s) = (self.vars as usize, self.buffers as usize, self.stmts as usize);
        copy.vars.len() >= v
            && copy.buffers.len() >= b
            && copy.stmts.len() >= s
            && copy.loop_annotations.len() >= self.loop_annotations
            && original.vars[..v] == copy.vars[..v]
            && original.buffers[..b] == copy.buffers[..b]
            && original.stmts[..s] == copy.stmts[..s]
            && original.loop_annotations[..self.loop_annotations] == copy.loop_annotations[..self.loop_annotations]
    }
}

/// Where the copy's ids went in `into`.
pub struct Renumbering {
    prefix: Prefix,
    var_base: u32,
    buffer_base: u32,
    stmt_base: u32,
    exprs: Vec<ExprId>,
}

impl Renumbering {
    fn var(&self, v: VarId) -> VarId {
        if v.0 < self.prefix.vars {
            v
        } else {
            VarId(v.0 - self.prefix.vars + self.var_base)
        }
    }

    fn buffer(&self, b: BufferId) -> BufferId {
        if b.0 < self.prefix.buffers {
            b
        } else {
            BufferId(b.0 - self.prefix.buffers + self.buffer_base)
        }
    }

    /// The id in `into` of the copy's statement `s`.
    pub fn stmt(&self, s: StmtId) -> StmtId {
        if s.0 < self.prefix.stmts {
            s
        } else {
            StmtId(s.0 - self.prefix.stmts + self.stmt_base)
        }
    }

    fn expr(&self, e: ExprId) -> ExprId {
        self.exprs[e.index()]
    }

    fn exprs(&self, es: &[ExprId]) -> Vec<ExprId> {
        es.iter().map(|&e| self.expr(e)).collect()
    }

    fn node(&self, e: &Expr) -> Expr {
        match visit::map_expr_children(e, |c| self.expr(c)) {
            Expr::Var(v) => Expr::Var(self.var(v)),
            Expr::Let(v, value, body) => Expr::Let(self.var(v), value, body),
            Expr::Load(b, indices) => Expr::Load(self.buffer(b), indices),
            Expr::Data(b) => Expr::Data(self.buffer(b)),
            Expr::ElemOffset(b) => Expr::ElemOffset(self.buffer(b)),
            other => other,
        }
    }

    fn buffer_decl(&self, d: &BufferDecl) -> BufferDecl {
        BufferDecl {
            shape: self.exprs(&d.shape),
            data: match &d.data {
                BufferData::AliasOf(b) => BufferData::AliasOf(self.buffer(*b)),
                BufferData::Pointer(e) => BufferData::Pointer(self.expr(*e)),
                other => other.clone(),
            },
            elem_offset: d.elem_offset.map(|e| self.expr(e)),
            strides: self.exprs(&d.strides),
            ..d.clone()
        }
    }

    fn region(&self, r: &BufferRegion) -> BufferRegion {
        BufferRegion {
            buffer: self.buffer(r.buffer),
            dims: r
                .dims
                .iter()
                .map(|d| match *d {
                    RegionDim::Point(e) => RegionDim::Point(self.expr(e)),
                    RegionDim::Range(a, b) => RegionDim::Range(self.expr(a), self.expr(b)),
                })
                .collect(),
        }
    }

    fn block(&self, b: &Block) -> Block {
        Block {
            iters: b
                .iters
                .iter()
                .map(|it| BlockIter {
                    var: self.var(it.var),
                    min: self.expr(it.min),
                    extent: self.expr(it.extent),
                    binding: self.expr(it.binding),
                    ..it.clone()
                })
                .collect(),
            predicate: b.predicate.map(|e| self.expr(e)),
            reads: b.reads.iter().map(|r| self.region(r)).collect(),
            writes: b.writes.iter().map(|r| self.region(r)).collect(),
            allocs: b.allocs.iter().map(|&a| self.buffer(a)).collect(),
            match_buffers: b
                .match_buffers
                .iter()
                .map(|(m, r)| (self.buffer(*m), self.region(r)))
                .collect(),
            init: b.init.map(|s| self.stmt(s)),
            body: self.stmt(b.body),
            ..b.clone()
        }
    }

    fn statement(&self, s: &Stmt) -> Stmt {
        match s {
            Stmt::Seq(items) => Stmt::Seq(items.iter().map(|&i| self.stmt(i)).collect()),
            Stmt::Bind { var, value } => Stmt::Bind {
                var: self.var(*var),
                value: self.expr(*value),
            },
            Stmt::ScopeIds {
                binding,
                vars,
                extents,
                preferred,
            } => Stmt::ScopeIds {
                binding: *binding,
                vars: vars.iter().map(|&v| self.var(v)).collect(),
                extents: extents.iter().map(|&e| self.expr(e)).collect(),
                preferred: preferred.as_ref().map(|p| p.iter().map(|&e| self.expr(e)).collect()),
            },
            Stmt::For {
                var,
                min,
                extent,
                step,
                kind,
                body,
            } => Stmt::For {
                var: self.var(*var),
                min: self.expr(*min),
                extent: self.expr(*extent),
                step: step.map(|e| self.expr(e)),
                kind: kind.clone(),
                body: self.stmt(*body),
            },
            Stmt::ThreadLaunch {
                var,
                tag,
                extent,
                body,
                concise,
            } => Stmt::ThreadLaunch {
                var: self.var(*var),
                tag: tag.clone(),
                extent: self.expr(*extent),
                body: self.stmt(*body),
                concise: *concise,
            },
            Stmt::Attr { node, key, value, body } => Stmt::Attr {
                node: match node {
                    AttrNode::CommReducer {
                        lhs,
                        rhs,
                        results,
                        identities,
                    } => AttrNode::CommReducer {
                        lhs: lhs.iter().map(|&v| self.var(v)).collect(),
                        rhs: rhs.iter().map(|&v| self.var(v)).collect(),
                        results: self.exprs(results),
                        identities: self.exprs(identities),
                    },
                    AttrNode::Expr(e) => AttrNode::Expr(self.expr(*e)),
                    AttrNode::Verbatim(text) => AttrNode::Verbatim(text.clone()),
                },
                key: key.clone(),
                value: self.expr(*value),
                body: self.stmt(*body),
            },
            Stmt::If { cond, then, other } => Stmt::If {
                cond: self.expr(*cond),
                then: self.stmt(*then),
                other: other.map(|s| self.stmt(s)),
            },
            Stmt::While { cond, body } => Stmt::While {
                cond: self.expr(*cond),
                body: self.stmt(*body),
            },
            Stmt::Store { buffer, indices, value } => Stmt::Store {
                buffer: self.buffer(*buffer),
                indices: self.exprs(indices),
                value: self.expr(*value),
            },
            Stmt::Evaluate(e) => Stmt::Evaluate(self.expr(*e)),
            Stmt::Return(e) => Stmt::Return(self.expr(*e)),
            Stmt::Alloc { buffer, form } => Stmt::Alloc {
                buffer: self.buffer(*buffer),
                form: *form,
            },
            Stmt::DeclBuffer { buffer, form } => Stmt::DeclBuffer {
                buffer: self.buffer(*buffer),
                form: *form,
            },
            Stmt::Block(b) => Stmt::Block(Box::new(self.block(b))),
            Stmt::Assert { cond, message } => Stmt::Assert {
                cond: self.expr(*cond),
                message: message.clone(),
            },
        }
    }
}

/// Where a node a copy added (its operands already renumbered) stands among the nodes below
/// `known`: `Ok` with an equal node's id (`find`), else `Err` with the node, new to them. A
/// node over an operand from `known` on is new (the copy holds each node once and the
/// renumbering is one to one), so only the others are looked up.
pub(crate) fn place_node(
    node: Expr,
    dtype: DataType,
    known: ExprId,
    find: impl FnOnce(&Expr, DataType) -> Option<ExprId>,
) -> Result<ExprId, Expr> {
    let mut new = false;
    visit::expr_children(&node, |c| new |= c >= known);
    match (!new).then(|| find(&node, dtype)).flatten() {
        Some(id) => Ok(id),
        None => Err(node),
    }
}

/// Appends to `into` what `copy` added after `prefix` (see the module docs); the returned
/// renumbering maps the copy's statement ids (its body's items) into `into`.
pub fn append_additions(into: &mut PrimFunc, copy: &PrimFunc, prefix: Prefix) -> Renumbering {
    let mut r = Renumbering {
        prefix,
        var_base: into.vars.len() as u32,
        buffer_base: into.buffers.len() as u32,
        stmt_base: into.stmts.len() as u32,
        exprs: (0..prefix.exprs).map(ExprId).collect(),
    };
    let added = copy.exprs.len().saturating_sub(prefix.exprs as usize);
    r.exprs.reserve(added);
    into.exprs.reserve(added);
    // A node with only known children is found among the nodes `into` held, if at all: the
    // copy's nodes are distinct, so the ones pushed before it differ from it.
    let known = ExprId(into.exprs.len() as u32);
    let mut batch = into.exprs.distinct();
    for i in prefix.exprs..copy.exprs.len() as u32 {
        let (node, dtype) = (r.node(copy.exprs.get(ExprId(i))), copy.exprs.dtype(ExprId(i)));
        let id = match place_node(node, dtype, known, |n, d| batch.find(n, d)) {
            Ok(id) => id,
            Err(node) => batch.push(node, dtype),
        };
        r.exprs.push(id);
    }
    drop(batch);
    into.vars.extend_from_slice(&copy.vars[prefix.vars as usize..]);
    let buffers: Vec<BufferDecl> = copy.buffers[prefix.buffers as usize..]
        .iter()
        .map(|d| r.buffer_decl(d))
        .collect();
    into.buffers.extend(buffers);
    let first = prefix.stmts as usize;
    into.stmts.extend(copy.stmts[first..].iter().map(|s| r.statement(s)));
    into.origins.extend_from_slice(&copy.origins[first..]);
    into.loop_annotations.extend(
        copy.loop_annotations[prefix.loop_annotations..]
            .iter()
            .map(|(v, text)| (r.var(*v), text.clone())),
    );
    r
}
