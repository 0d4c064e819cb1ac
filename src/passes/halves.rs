//! A memoized rewrite of every expression site of a large function, done on two threads at
//! once: one sequence of its statements is cut into two halves; this thread rewrites every site
//! before the cut (in walk order, the order of the sequential rewrite), another thread those of
//! the second half, each over an [`Overlay`] of the unchanged function with tables of its own.
//! The first half's nodes are then pushed into the function as they are, the second half's
//! after them, each found among the first's or added, and its tables join the first's
//! ([`HalfRewrite::join`]); the sequential rewrite that follows finds every site of both halves
//! in the tables.
//!
//! Invariant (for a rewrite whose result at a site depends only on the node there and on what
//! the rewrite met before, and that says in `join` where the second half met it differently):
//! the function and tables are the sequential rewrite's, id for id. The first half runs exactly
//! as in sequence, on nodes the overlay tells apart exactly as the arena does. The second half
//! differs from the sequential run only where that run reuses the first half's work, and every
//! node it made redoing that work is found among the first half's; the others are added in the
//! order the sequential run adds them. A second half that cannot join is dropped before
//! anything of it is pushed, and the sequential rewrite does it again.

use crate::ir::append::place_node;
use crate::ir::walk::{walk_stmt, ExprSite, StmtVisitor};
use crate::ir::{visit, Added, DataType, Expr, ExprId, ExprStore, Overlay, PrimFunc, Stmt, StmtId};

/// Expression nodes from which a rewrite is done in halves (on two cores or more): below,
/// starting a thread and joining the halves cost more than the second thread saves.
pub const HALVES_FROM_NODES: usize = 100_000;

/// Levels of nested statements looked into for the sequence to cut.
const MOST_LEVELS: usize = 8;

/// Stack of the second half's thread, as large as the command's (`cli`): a rewrite recurses
/// once per operand nesting level, and a chain of additions is as deep as it is long.
const SECOND_HALF_STACK_BYTES: usize = 256 << 20;

/// A memoized rewrite of expression sites that can be done in halves.
pub trait HalfRewrite: Send + Sized {
    /// Rewrites the expression `e` at `site`, reading and interning nodes in `store`.
    fn site<S: ExprStore>(&mut self, store: &mut S, e: ExprId, site: ExprSite);
    /// Takes in the tables of the second half (`later`), whose ids `moved` maps to the
    /// function's; `false`, with these tables unchanged, where the halves cannot join (the
    /// second half met something otherwise than the sequential rewrite would have).
    fn join(&mut self, later: Self, moved: &dyn Fn(ExprId) -> ExprId) -> bool;
}

/// Whether a rewrite of `func` is worth doing in halves: a large function, two cores.
pub fn worth_halves(func: &PrimFunc) -> bool {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cores >= 2 && func.exprs.len() >= HALVES_FROM_NODES
}

/// The tables after rewriting both halves of `func` at once (each from `make(func)`, over an overlay
/// with room for `room` nodes), with their new nodes pushed into `func`; `None` (nothing done)
/// for a function without a sequence to cut.
pub fn in_halves<H: HalfRewrite>(func: &mut PrimFunc, make: impl Fn(&PrimFunc) -> H + Sync, room: usize) -> Option<H> {
    let (items, cut) = cut_sequence(func)?;
    let f: &PrimFunc = func;
    let (first, second) = std::thread::scope(|s| {
        let later = std::thread::Builder::new()
            .stack_size(SECOND_HALF_STACK_BYTES)
            .spawn_scoped(s, || {
                let mut sites = Sites::new(f, make(f), None, room);
                for &item in &items[cut..] {
                    walk_stmt(f, item, &mut sites);
                }
                (sites.tables, sites.store.into_added())
            })
            .expect("spawning the second half's thread");
        let mut sites = Sites::new(f, make(f), Some(items[cut]), room);
        walk_stmt(f, f.body, &mut sites);
        let first = (sites.tables, sites.store.into_added());
        (first, later.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
    });
    let (mut tables, first_added) = first;
    let (later, later_added) = second;
    // The second half is placed among the first's nodes on another thread while this one
    // pushes them into the function (neither changes what the other reads).
    let new_nodes = std::thread::scope(|s| {
        let placing = s.spawn(|| join_second_half(&mut tables, &first_added, later, &later_added));
        first_added.push_into(func);
        placing.join().unwrap_or_else(|p| std::panic::resume_unwind(p))
    });
    let mut batch = func.exprs.distinct();
    for (node, dtype) in new_nodes {
        batch.push(node, dtype);
    }
    drop(batch);
    Some(tables)
}

/// Joins the second half's tables into the first half's, and returns the nodes it adds after
/// the first half's, in order; nothing, with the tables unchanged, where they cannot join.
fn join_second_half<H: HalfRewrite>(tables: &mut H, first: &Added, later: H, added: &Added) -> Vec<(Expr, DataType)> {
    // Where each of the second half's nodes goes: found among the first half's (none of the
    // function's equals it), or the next new id. A node over a new one is new too.
    let known = first.next_id();
    let mut to: Vec<ExprId> = Vec::with_capacity(added.iter().len());
    let mut new_nodes: Vec<(Expr, DataType)> = Vec::new();
    for (node, dtype) in added.iter() {
        let node = visit::map_expr_children(node, |c| added.position(c).map_or(c, |k| to[k]));
        let id = match place_node(node, dtype, known, |n, d| first.find(n, d)) {
            Ok(id) => id,
            Err(node) => {
                new_nodes.push((node, dtype));
                ExprId(known.0 + new_nodes.len() as u32 - 1)
            }
        };
        to.push(id);
    }
    let moved = |e: ExprId| added.position(e).map_or(e, |k| to[k]);
    if tables.join(later, &moved) {
        new_nodes
    } else {
        Vec::new()
    }
}

/// Rewrites the expression sites a walk meets, over an overlay of the function, until the
/// statement `stop` (if any) begins.
struct Sites<'f, H> {
    store: Overlay<'f>,
    tables: H,
    stop: Option<StmtId>,
    stopped: bool,
}

impl<'f, H> Sites<'f, H> {
    fn new(f: &'f PrimFunc, tables: H, stop: Option<StmtId>, room: usize) -> Sites<'f, H> {
        Sites {
            store: Overlay::with_room(f, room),
            tables,
            stop,
            stopped: false,
        }
    }
}

impl<H: HalfRewrite> StmtVisitor for Sites<'_, H> {
    fn enter_stmt(&mut self, _f: &PrimFunc, s: StmtId) {
        self.stopped |= Some(s) == self.stop;
    }

    fn expr(&mut self, _f: &PrimFunc, e: ExprId, site: ExprSite) {
        if !self.stopped {
            self.tables.site(&mut self.store, e, site);
        }
    }
}

/// A sequence of `f`'s statements worth cutting and where: the items before the cut hold
/// about as many expression sites as those after. Looked for from the body down, through loop,
/// launch and attribute bodies and into any item holding three quarters of its sequence.
pub fn cut_sequence(f: &PrimFunc) -> Option<(Vec<StmtId>, usize)> {
    let mut s = f.body;
    for _ in 0..MOST_LEVELS {
        match f.stmt(s) {
            Stmt::Seq(items) => {
                let sizes: Vec<usize> = items.iter().map(|&item| sites_under(f, item)).collect();
                let total: usize = sizes.iter().sum();
                if let Some(k) = sizes.iter().position(|&n| n * 4 > total * 3) {
                    s = items[k];
                    continue;
                }
                let mut before = 0;
                let cut = sizes.iter().position(|&n| {
                    before += n;
                    before * 2 >= total
                })? + 1;
                return (cut < items.len()).then(|| (items.clone(), cut));
            }
            Stmt::For { body, .. }
            | Stmt::ThreadLaunch { body, .. }
            | Stmt::Attr { body, .. }
            | Stmt::While { body, .. } => s = *body,
            _ => return None,
        }
    }
    None
}

/// Expression sites in the subtree `s`.
fn sites_under(f: &PrimFunc, s: StmtId) -> usize {
    struct Count(usize);
    impl StmtVisitor for Count {
        fn expr(&mut self, _f: &PrimFunc, _e: ExprId, _site: ExprSite) {
            self.0 += 1;
        }
    }
    let mut count = Count(0);
    walk_stmt(f, s, &mut count);
    count.0
}
