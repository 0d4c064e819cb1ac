//! Compaction of a function's statement and expression arenas: only what a walk from the
//! function reaches survives, renumbered in the order the walk first meets it.
//!
//! Passes rewrite by appending to the arenas, so a removed statement or an expression no
//! longer used stays behind; a later pass that scans an arena (`passes::read_only` scans both
//! for stores and impure calls) would take it for live code. After [`compact`]:
//! - every statement is reachable from `func.body`, and every expression from a reachable
//!   statement, an attribute node or a buffer declaration (shape, element offset);
//! - statements are numbered children first, in source order, so `body` is the last one;
//!   expressions are numbered in the order of first appearance (parameters' buffer shapes,
//!   then the body in printed order, a loop's extent before its start as the parser reads
//!   `range(n)`), children before parents, still hash-consed; a function the parser read
//!   from such text is usually numbered so already, and its expression arena is then kept;
//! - variables and buffers keep their ids (a buffer no statement declares keeps valid shape
//!   ids), so printing is unchanged;
//! - the result depends only on what is reachable, so compacting twice changes nothing.
//!
//! [`Compaction::of`] only reads the function (the pipeline verifies it meanwhile on another
//! thread); [`Compaction::apply`] puts the result in place.

use super::{
    visit, AttrNode, Block, BlockIter, BufferDecl, BufferRegion, Expr, ExprArena, ExprId, Param, PrimFunc, RegionDim,
    Stmt, StmtId,
};

/// Rebuilds `func.stmts` and `func.exprs` with only the reachable nodes (see the module docs).
/// Returns the new id of each old expression (`None` for those no walk reaches).
pub fn compact(func: &mut PrimFunc) -> Vec<Option<ExprId>> {
    Compaction::of(func).apply(func)
}

/// The compacted arenas of a function, made from a shared borrow of it (so that another
/// reader, the verifier, can run beside) and put in place by [`Compaction::apply`].
pub struct Compaction {
    body: StmtId,
    stmts: Vec<Stmt>,
    origins: Vec<Option<u32>>,
    buffers: Vec<BufferDecl>,
    /// The rebuilt expression arena, or `None` when the walk numbers the nodes as they are.
    exprs: Option<ExprArena>,
    /// The new id of each old expression (`None` for those no walk reaches).
    expr_ids: Vec<Option<ExprId>>,
}

impl Compaction {
    /// The statements are renumbered in one walk that also numbers the expressions; the
    /// expression arena is rebuilt only when that numbering is not the identity (a freshly
    /// parsed function is usually compact already, and rebuilding re-hashes every node).
    pub fn of(func: &PrimFunc) -> Compaction {
        let mut c = Compactor {
            stmt_ids: vec![None; func.stmts.len()],
            expr_ids: vec![None; func.exprs.len()],
            expr_order: Vec::with_capacity(func.exprs.len()),
            buffer_done: vec![false; func.buffers.len()],
            old_stmts: &func.stmts,
            old_origins: &func.origins,
            origins: Vec::new(),
            old_exprs: &func.exprs,
            stmts: Vec::with_capacity(func.stmts.len()),
            buffers: func.buffers.clone(),
            stack: Vec::new(),
        };
        for p in &func.params {
            if let Param::Buffer(b) = p {
                c.buffer(b.index());
            }
        }
        let body = c.stmt(func.body);
        for b in 0..c.buffers.len() {
            c.buffer(b);
        }
        let Compactor {
            stmts,
            origins,
            buffers,
            expr_ids,
            expr_order,
            ..
        } = c;
        let identity =
            expr_order.len() == func.exprs.len() && expr_order.iter().enumerate().all(|(i, e)| e.index() == i);
        Compaction {
            body,
            stmts,
            origins,
            buffers,
            exprs: (!identity).then(|| renumbered(&func.exprs, &expr_order, &expr_ids)),
            expr_ids,
        }
    }

    /// Puts the compacted arenas in place in `func`, the function they were made of, and
    /// returns the new id of each old expression (`None` for those no walk reaches).
    pub fn apply(self, func: &mut PrimFunc) -> Vec<Option<ExprId>> {
        if let Some(exprs) = self.exprs {
            func.exprs = exprs;
        }
        func.body = self.body;
        func.stmts = self.stmts;
        func.origins = self.origins;
        func.buffers = self.buffers;
        self.expr_ids
    }
}

/// Whether `node` is a binary operation whose left operand alone is a literal.
fn literal_first_operand(exprs: &ExprArena, node: &Expr) -> bool {
    let literal = |e: ExprId| matches!(exprs.get(e), Expr::Int(_) | Expr::Float(_));
    matches!(node, Expr::Binary(_, l, r) if literal(*l) && !literal(*r))
}

/// The nodes of `old` listed in `order` (old ids in new-id order, children before parents),
/// with their children renamed by `ids`.
fn renumbered(old: &ExprArena, order: &[ExprId], ids: &[Option<ExprId>]) -> ExprArena {
    let mut exprs = ExprArena::with_capacity(order.len());
    let mut batch = exprs.distinct();
    for &e in order {
        let node = visit::map_expr_children(old.get(e), |c| ids[c.index()].expect("children are numbered first"));
        // Distinct old nodes with children mapped one to one stay distinct.
        batch.push(node, old.dtype(e));
    }
    drop(batch);
    exprs
}

struct Compactor<'a> {
    old_stmts: &'a [Stmt],
    /// Source offsets of the old statements.
    old_origins: &'a [Option<u32>],
    /// Source offsets of the new statements, parallel to `stmts`.
    origins: Vec<Option<u32>>,
    old_exprs: &'a ExprArena,
    /// Old statement id -> new id, once rebuilt.
    stmt_ids: Vec<Option<StmtId>>,
    /// Old expression id -> new id, once numbered.
    expr_ids: Vec<Option<ExprId>>,
    /// Old expression ids in the order they were numbered (children first).
    expr_order: Vec<ExprId>,
    /// Buffers whose declaration already refers to the new expression arena.
    buffer_done: Vec<bool>,
    stmts: Vec<Stmt>,
    buffers: Vec<BufferDecl>,
    /// The walk stack of [`Compactor::expr`], kept between calls (one per expression root).
    stack: Vec<(ExprId, bool)>,
}

impl Compactor<'_> {
    /// Moves the shape and element offset of buffer `b` into the new arena (once).
    fn buffer(&mut self, b: usize) {
        if std::mem::replace(&mut self.buffer_done[b], true) {
            return;
        }
        let mut decl = self.buffers[b].clone();
        decl.shape = decl.shape.iter().map(|&d| self.expr(d)).collect();
        decl.elem_offset = decl.elem_offset.map(|o| self.expr(o));
        decl.strides = decl.strides.iter().map(|&d| self.expr(d)).collect();
        if let super::BufferData::Pointer(p) = decl.data {
            decl.data = super::BufferData::Pointer(self.expr(p));
        }
        self.buffers[b] = decl;
    }

    /// The new id of `root`, numbering it and its unvisited descendants children first (an
    /// explicit stack: long operand chains must not exhaust the call stack).
    fn expr(&mut self, root: ExprId) -> ExprId {
        if let Some(done) = self.expr_ids[root.index()] {
            return done;
        }
        let mut stack = std::mem::take(&mut self.stack);
        stack.push((root, false));
        while let Some((e, children_done)) = stack.pop() {
            if self.expr_ids[e.index()].is_some() {
                continue;
            }
            let node = self.old_exprs.get(e);
            if children_done {
                self.expr_ids[e.index()] = Some(ExprId(self.expr_order.len() as u32));
                self.expr_order.push(e);
            } else {
                stack.push((e, true));
                // Children pushed in order then reversed in place: the first is popped first.
                // A literal left operand comes second, as the parser interns it (typed only
                // once the other operand's dtype is known: `256 + i * 4`).
                let first = stack.len();
                visit::expr_children(node, |c| stack.push((c, false)));
                if !literal_first_operand(self.old_exprs, node) {
                    stack[first..].reverse();
                }
            }
        }
        self.stack = stack;
        self.expr_ids[root.index()].expect("numbered above")
    }

    fn exprs(&mut self, ids: Vec<ExprId>) -> Vec<ExprId> {
        ids.into_iter().map(|e| self.expr(e)).collect()
    }

    /// The new id of statement `old`: its own expressions, then its child statements, then
    /// itself. A statement shared by two parents stays shared.
    fn stmt(&mut self, old: StmtId) -> StmtId {
        crate::deep::grow(|| self.stmt_inner(old))
    }

    fn stmt_inner(&mut self, old: StmtId) -> StmtId {
        if let Some(new) = self.stmt_ids[old.index()] {
            return new;
        }
        let new = match self.old_stmts[old.index()].clone() {
            Stmt::Seq(items) => Stmt::Seq(items.into_iter().map(|s| self.stmt(s)).collect()),
            Stmt::Bind { var, value } => Stmt::Bind {
                var,
                value: self.expr(value),
            },
            Stmt::ScopeIds {
                binding,
                vars,
                extents,
                preferred,
            } => Stmt::ScopeIds {
                binding,
                vars,
                extents: extents.iter().map(|&e| self.expr(e)).collect(),
                preferred: preferred.map(|p| p.iter().map(|&e| self.expr(e)).collect()),
            },
            Stmt::For {
                var,
                min,
                extent,
                step,
                kind,
                body,
            } => {
                let extent = self.expr(extent);
                let min = self.expr(min);
                let step = step.map(|s| self.expr(s));
                Stmt::For {
                    var,
                    min,
                    extent,
                    step,
                    kind,
                    body: self.stmt(body),
                }
            }
            Stmt::ThreadLaunch {
                var,
                tag,
                extent,
                body,
                concise,
            } => {
                let extent = self.expr(extent);
                Stmt::ThreadLaunch {
                    var,
                    tag,
                    extent,
                    body: self.stmt(body),
                    concise,
                }
            }
            Stmt::Attr { node, key, value, body } => {
                let node = self.attr_node(node);
                let value = self.expr(value);
                Stmt::Attr {
                    node,
                    key,
                    value,
                    body: self.stmt(body),
                }
            }
            Stmt::If { cond, then, other } => {
                let cond = self.expr(cond);
                let then = self.stmt(then);
                Stmt::If {
                    cond,
                    then,
                    other: other.map(|o| self.stmt(o)),
                }
            }
            Stmt::While { cond, body } => {
                let cond = self.expr(cond);
                Stmt::While {
                    cond,
                    body: self.stmt(body),
                }
            }
            Stmt::Store { buffer, indices, value } => {
                let indices = self.exprs(indices);
                Stmt::Store {
                    buffer,
                    indices,
                    value: self.expr(value),
                }
            }
            Stmt::Evaluate(e) => Stmt::Evaluate(self.expr(e)),
            Stmt::Alloc { buffer, form } => {
                self.buffer(buffer.index());
                Stmt::Alloc { buffer, form }
            }
            Stmt::DeclBuffer { buffer, form } => {
                self.buffer(buffer.index());
                Stmt::DeclBuffer { buffer, form }
            }
            Stmt::Return(value) => Stmt::Return(self.expr(value)),
            Stmt::Assert { cond, message } => Stmt::Assert {
                cond: self.expr(cond),
                message,
            },
            Stmt::Block(b) => Stmt::Block(Box::new(self.block(*b))),
        };
        self.stmts.push(new);
        self.origins.push(self.old_origins[old.index()]);
        let id = StmtId(self.stmts.len() as u32 - 1);
        self.stmt_ids[old.index()] = Some(id);
        id
    }

    /// A block with its expressions and statements renumbered.
    fn block(&mut self, b: Block) -> Block {
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
        let iters = iters
            .into_iter()
            .map(|it| BlockIter {
                min: self.expr(it.min),
                extent: self.expr(it.extent),
                binding: self.expr(it.binding),
                ..it
            })
            .collect();
        let predicate = predicate.map(|p| self.expr(p));
        let region = |r: BufferRegion, c: &mut Self| BufferRegion {
            buffer: r.buffer,
            dims: r
                .dims
                .into_iter()
                .map(|d| match d {
                    RegionDim::Point(e) => RegionDim::Point(c.expr(e)),
                    RegionDim::Range(lo, hi) => RegionDim::Range(c.expr(lo), c.expr(hi)),
                })
                .collect(),
        };
        let reads = reads.into_iter().map(|r| region(r, self)).collect();
        let writes = writes.into_iter().map(|r| region(r, self)).collect();
        let match_buffers: Vec<_> = match_buffers
            .into_iter()
            .map(|(m, source)| (m, region(source, self)))
            .collect();
        allocs
            .iter()
            .chain(match_buffers.iter().map(|(m, _)| m))
            .for_each(|a| self.buffer(a.index()));
        let init = init.map(|i| self.stmt(i));
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
            body: self.stmt(body),
        }
    }

    fn attr_node(&mut self, node: AttrNode) -> AttrNode {
        match node {
            AttrNode::CommReducer {
                lhs,
                rhs,
                results,
                identities,
            } => {
                let results = self.exprs(results);
                AttrNode::CommReducer {
                    lhs,
                    rhs,
                    results,
                    identities: self.exprs(identities),
                }
            }
            AttrNode::Expr(e) => AttrNode::Expr(self.expr(e)),
            AttrNode::Verbatim(text) => AttrNode::Verbatim(text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{BufferId, DataType, Expr};

    const SRC: &str = "@T.prim_func
def f(A: T.Buffer((16,), \"int32\"), B: T.Buffer((16,), \"int32\"), n: T.int32):
    for i in range(8):
        if i < n:
            B[i] = A[i] * A[i] + A[i]
        else:
            A[i] = 0
";

    fn parse(src: &str) -> PrimFunc {
        crate::parse_module("t.py", src).unwrap().funcs.remove(0)
    }

    fn print(f: &PrimFunc) -> String {
        let module = crate::Module {
            funcs: vec![f.clone()],
            type_vars: Vec::new(),
            class_name: None,
            attrs: None,
        };
        crate::print_module(&module)
    }

    /// Statements reachable from the body, each counted once.
    fn reachable(f: &PrimFunc, _s: StmtId, seen: &mut Vec<StmtId>) {
        struct Reach<'a>(&'a mut Vec<StmtId>);
        impl crate::ir::walk::StmtVisitor for Reach<'_> {
            fn enter_stmt(&mut self, _f: &PrimFunc, s: StmtId) {
                if !self.0.contains(&s) {
                    self.0.push(s);
                }
            }
        }
        crate::ir::walk::walk_func(f, &mut Reach(seen));
    }

    /// `if i < n: ... else: A[i] = 0` becomes its then branch, as `simplify` leaves it when the
    /// condition holds: the `else` store and the comparison stay behind in the arenas.
    fn drop_else(f: &mut PrimFunc) {
        let (pos, then) = (0..f.stmts.len())
            .find_map(|i| match &f.stmts[i] {
                Stmt::If { then, .. } => Some((i, *then)),
                _ => None,
            })
            .unwrap();
        let then = match f.stmt(then) {
            Stmt::Seq(items) => items[0],
            _ => then,
        };
        for s in f.stmts.iter_mut() {
            if let Stmt::Seq(items) = s {
                items.iter_mut().filter(|x| x.index() == pos).for_each(|x| *x = then);
            }
            if let Stmt::For { body, .. } = s {
                if body.index() == pos {
                    *body = then;
                }
            }
        }
    }

    #[test]
    fn dead_statements_and_expressions_are_dropped_and_printing_is_unchanged() {
        let mut f = parse(SRC);
        drop_else(&mut f);
        let printed = print(&f);
        assert!(f
            .stmts
            .iter()
            .any(|s| matches!(s, Stmt::Store { buffer, .. } if buffer.index() == 0)));
        compact(&mut f);
        assert_eq!(print(&f), printed);
        assert!(crate::ir::verify(&f).is_empty());
        let mut seen = Vec::new();
        reachable(&f, f.body, &mut seen);
        assert_eq!(seen.len(), f.stmts.len(), "every statement is reachable");
        assert_eq!(f.body.index(), f.stmts.len() - 1, "children come first");
        assert!(!f
            .stmts
            .iter()
            .any(|s| matches!(s, Stmt::Store { buffer, .. } if buffer.index() == 0)));
        assert!(!(0..f.exprs.len()).any(|i| matches!(f.expr(ExprId(i as u32)), Expr::Binary(crate::ir::BinOp::Lt, ..))));
    }

    #[test]
    fn expressions_stay_hash_consed_children_first() {
        let mut f = parse(SRC);
        f.exprs
            .intern(Expr::Call("call_extern".into(), Vec::new()), DataType::INT32);
        compact(&mut f);
        let calls = (0..f.exprs.len()).filter(|&i| matches!(f.expr(ExprId(i as u32)), Expr::Call(..)));
        assert_eq!(calls.count(), 0, "the unused impure call is gone");
        for i in 0..f.exprs.len() {
            let id = ExprId(i as u32);
            let node = f.expr(id).clone();
            visit::expr_children(&node, |c| assert!(c < id, "{c} is a child of {id}"));
            assert_eq!(
                f.exprs.intern(node, f.dtype(id)),
                id,
                "interning an existing node finds it"
            );
        }
        assert_eq!(f.buffer(BufferId(0)).shape.len(), 1);
        assert!(matches!(f.expr(f.buffer(BufferId(0)).shape[0]), Expr::Int(16)));
    }

    #[test]
    fn a_parsed_function_is_numbered_as_compaction_numbers_it() {
        let src = "@T.prim_func
def f(A: T.Buffer((256,), \"int32\"), n: T.int32):
    for i, j in T.grid(4, 8):
        A[i * 8 + j] = i
    for k in range(n):
        A[k] = k
";
        let parsed = parse(src);
        let mut compacted = parsed.clone();
        compact(&mut compacted);
        assert_eq!(format!("{:?}", compacted.exprs), format!("{:?}", parsed.exprs));
    }

    #[test]
    fn compacting_twice_changes_nothing_and_matches_a_fresh_parse() {
        let mut f = parse(SRC);
        drop_else(&mut f);
        compact(&mut f);
        let once = (format!("{:?}", f.stmts), format!("{:?}", f.exprs), f.body);
        compact(&mut f);
        assert_eq!((format!("{:?}", f.stmts), format!("{:?}", f.exprs), f.body), once);
        let mut fresh = parse(&print(&f));
        compact(&mut fresh);
        assert_eq!(format!("{:?}", fresh.stmts), once.0);
        assert_eq!(format!("{:?}", fresh.exprs), once.1);
    }
}
