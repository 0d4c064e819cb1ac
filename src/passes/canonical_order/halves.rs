//! Canonical order of a large function on two threads at once: one sequence of its statements
//! is cut into two halves; this thread canonicalizes every expression site before the cut (in
//! walk order, the order of the sequential rewrite), another thread those of the second half,
//! each over an [`Overlay`] of the unchanged function. The first half's nodes are then pushed
//! into the function as they are, the second half's after them, each found among the first's
//! or added; the forms join the tables, and the sequential rewrite that follows finds every
//! site of both halves already done.
//!
//! Invariant: the result (function and forms, id for id) is the sequential canonicalization's.
//! The first half runs exactly as it would in sequence, on nodes that the overlay tells apart
//! exactly as the arena does. The second half differs from the sequential run only where that
//! run reuses the first half's work: each canonical form depends on the nodes alone but for
//! commutative pairs, which take the operand order of their first occurrence. Where both
//! halves met one pair in different orders, the second half is dropped (before anything of it
//! is pushed) and the sequential rewrite does it again. Otherwise every node the second half
//! made while redoing the first half's work is found among the first's, and the others are
//! added in the order the sequential run adds them.

use super::{canonicalized_at, Canonicalizer, Tables};
use crate::analysis::VarFacts;
use crate::ir::walk::{walk_stmt, ExprSite, StmtVisitor};
use crate::ir::{visit, Added, DataType, Expr, ExprId, Overlay, PrimFunc, Stmt, StmtId};

/// Expression nodes from which a function is canonicalized in halves (on two cores or more):
/// below, starting a thread and joining the halves cost more than the second thread saves.
pub(super) const HALVES_FROM_NODES: usize = 100_000;

/// Levels of nested statements looked into for the sequence to cut.
const MOST_LEVELS: usize = 8;

/// The tables after canonicalizing both halves of `func` at once, with their new nodes pushed
/// into `func`; `None` (nothing done) for a function without a sequence to cut.
pub(super) fn in_halves<'a>(func: &mut PrimFunc, facts: &'a VarFacts) -> Option<Tables<'a>> {
    let (items, cut) = cut_sequence(func)?;
    let f: &PrimFunc = func;
    let (first, second) = std::thread::scope(|s| {
        let later = s.spawn(|| {
            let mut sites = Sites::new(f, facts, None);
            for &item in &items[cut..] {
                walk_stmt(f, item, &mut sites);
            }
            sites.finish()
        });
        let mut sites = Sites::new(f, facts, Some(items[cut]));
        walk_stmt(f, f.body, &mut sites);
        let first = sites.finish();
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
/// the first half's, in order; nothing, with the tables unchanged, when both halves met a
/// commutative pair in different operand orders.
fn join_second_half(tables: &mut Tables, first: &Added, later: Tables, added: &Added) -> Vec<(Expr, DataType)> {
    // Where each of the second half's nodes goes: found among the first half's (none of the
    // function's equals it), or the next new id. A node over a new one is new too.
    let known = first.next_id().0;
    let mut to: Vec<ExprId> = Vec::with_capacity(added.len());
    let mut new_nodes: Vec<(Expr, DataType)> = Vec::new();
    for (_, node, dtype) in added.iter() {
        let node = visit::map_expr_children(node, |c| added.position(c).map_or(c, |k| to[k]));
        let mut over_new = false;
        visit::expr_children(&node, |c| over_new |= c.0 >= known);
        let id = match (!over_new).then(|| first.find(&node, dtype)).flatten() {
            Some(id) => id,
            None => {
                new_nodes.push((node, dtype));
                ExprId(known + new_nodes.len() as u32 - 1)
            }
        };
        to.push(id);
    }
    let moved = |e: ExprId| added.position(e).map_or(e, |k| to[k]);
    let differs = later.pairs.iter().any(|(&(op, a, b), &form)| {
        tables
            .pairs
            .get(&(op, moved(a), moved(b)))
            .is_some_and(|&first| first != moved(form))
    });
    if differs {
        return Vec::new();
    }
    for (e, form) in later.memo.iter().enumerate() {
        let Some(form) = *form else { continue };
        let e = moved(ExprId(e as u32));
        if tables.memo.len() <= e.index() {
            tables.memo.resize(e.index() + 1, None);
        }
        let slot = &mut tables.memo[e.index()];
        debug_assert!(slot.is_none_or(|s| s == moved(form)), "the halves agree on every form");
        slot.get_or_insert(moved(form));
    }
    for (&(op, a, b), &form) in &later.pairs {
        tables.pairs.entry((op, moved(a), moved(b))).or_insert(moved(form));
    }
    tables.unsorted.extend(later.unsorted.iter().map(|&e| moved(e)));
    new_nodes
}

/// Canonicalizes the expression sites a walk meets, over an overlay of the function, until the
/// statement `stop` (if any) begins.
struct Sites<'f, 'a> {
    store: Overlay<'f>,
    tables: Tables<'a>,
    stop: Option<StmtId>,
    stopped: bool,
}

impl<'f, 'a> Sites<'f, 'a> {
    fn new(f: &'f PrimFunc, facts: &'a VarFacts, stop: Option<StmtId>) -> Sites<'f, 'a> {
        Sites {
            // Canonical order adds up to about as many nodes as the function holds (0.88 times
            // as many on the grouped 2.6M-node kernel), each half about half of them.
            store: Overlay::with_room(f, f.exprs.len() / 2),
            tables: Tables::new(f, facts),
            stop,
            stopped: false,
        }
    }

    fn finish(self) -> (Tables<'a>, Added) {
        (self.tables, self.store.into_added())
    }
}

impl StmtVisitor for Sites<'_, '_> {
    fn enter_stmt(&mut self, _f: &PrimFunc, s: StmtId) {
        self.stopped |= Some(s) == self.stop;
    }

    fn expr(&mut self, _f: &PrimFunc, e: ExprId, site: ExprSite) {
        if !self.stopped && canonicalized_at(site) {
            Canonicalizer {
                f: &mut self.store,
                t: &mut self.tables,
            }
            .canon(e);
        }
    }
}

/// A sequence of `f`'s statements worth cutting and where: the items before the cut hold
/// about as many expression sites as those after. Looked for from the body down, through loop,
/// launch and attribute bodies and into any item holding three quarters of its sequence.
fn cut_sequence(f: &PrimFunc) -> Option<(Vec<StmtId>, usize)> {
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

#[cfg(test)]
mod tests {
    use crate::ir::PrimFunc;
    use crate::tvmscript::test_corpus::corpus;

    /// The function and forms canonical order gives `func`, in halves or in sequence.
    fn canonical(func: &PrimFunc, halves: bool) -> String {
        let mut f = func.clone();
        let forms = super::super::canonicalize_with(&mut f, halves);
        let mut unsorted: Vec<_> = forms.unsorted.into_iter().collect();
        unsorted.sort();
        format!("{f:?}\n{:?}\n{unsorted:?}", forms.forms)
    }

    /// Every function of every repository file comes out of canonical order the same, node
    /// for node, whether canonicalized in halves or in sequence.
    #[test]
    fn halves_give_the_sequential_result() {
        let mut cut = 0;
        for (name, src) in corpus() {
            let Ok(module) = crate::parse_module(&name, &src) else {
                continue;
            };
            for func in &module.funcs {
                assert_eq!(canonical(func, true), canonical(func, false), "{name}: {}", func.name);
                cut += usize::from(super::cut_sequence(func).is_some());
            }
        }
        assert!(cut > 100, "{cut}");
    }

    /// A commutative pair met in one operand order by the first half and in the other by the
    /// second takes the first half's order in both, as in sequence (the second half is redone).
    #[test]
    fn a_pair_the_halves_order_differently_takes_the_first_halfs_order() {
        let src = "@T.prim_func
def main(A: T.Buffer((4,), \"int32\"), x: T.int32, y: T.int32):
    A[0] = T.max(x, y) + 1
    A[1] = T.max(y, x) + 2
";
        let module = crate::parse_module("t.py", src).unwrap();
        let func = &module.funcs[0];
        assert_eq!(super::cut_sequence(func).map(|(_, cut)| cut), Some(1));
        let halves = canonical(func, true);
        assert_eq!(halves, canonical(func, false));
        let mut f = func.clone();
        super::super::canonicalize_with(&mut f, true);
        let printed = crate::print_func(&f, 0);
        assert_eq!(printed.matches("T.max(x, y)").count(), 2, "{printed}");
    }
}
