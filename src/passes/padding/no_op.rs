//! `remove-no-op`: the RemoveNoOp enhancements of the padding RFC. A store is a no-op when it
//! stores what the element already holds (`A[i] = A[i]`, also as `T.max(A[i], A[i])`, or a
//! value a `T.assume` states the element holds), and a statement whose only effect is stores
//! is a no-op when a later statement of the same sequence overwrites every element it writes
//! before anything reads them, or when it repeats an earlier idempotent statement that
//! nothing between undid.
//!
//! Invariants (each removal keeps every run's final memory):
//! - an overwritten statement `S1` has no effect but stores (no call, `while`, block or
//!   allocation); the statements between it and the overwriting `S2` neither read nor write
//!   the buffers `S1` writes; `S2` does not read them at all (so "the second store reads the
//!   first" is never broken); and every element `S1` may write is written by `S2` on every run:
//!   shown either structurally (two stores to the same buffer with the same index expressions)
//!   or by enumerating both over the constant ranges of the enclosing loops ([`super::domain`]).
//!   `S2` may also be several statements that write those buffers together (two loops over two
//!   halves), none of them reading them;
//! - a repeated statement equals an earlier one of its sequence up to loop variable names,
//!   stores only (no call with an effect), reads none of the buffers it writes (so a second
//!   run stores what the first stored), and no statement between writes a buffer it reads or
//!   writes;
//! - a known value comes from a `T.assume(B[idx] == v)` earlier in the same sequence with no
//!   write to `B` in between, and the store is `B[idx] = v` with the same index expressions;
//! - a store reading its own buffer (`B[i] = B[i] + ...`, `A[i // 4 * 4 + i % 4] = A[i]`, also
//!   through a `let`), of a value reading no buffer (a constant, `i + 1`) into a buffer a
//!   `T.assume` speaks of, or of a constant an earlier store writes into the same buffer, goes
//!   when abstract execution over constant domains ([`super::abstract_run`], once per case of
//!   the scalar parameters, [`super::scalar_cases`]) shows it stores
//!   what the element holds at every execution (it copies the element onto itself, adds a known
//!   zero, e.g. `F[f] * A[pad]` with the padding of `A` assumed 0, writes 0 into that padding,
//!   or writes 7 where a loop wrote 7 and nothing wrote since).

use super::access::{accesses, buffers, expr_buffers, value_fact, Access, Mode};
use super::domain::{for_all, Dim, Env, LoopDims};
use super::lowering::is_call;
use super::prune::prune;
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::same_statements::equal_up_to_loop_vars;
use crate::ir::walk::ScopeKind;
use crate::ir::{BinOp, BufferId, Expr, ExprId, PrimFunc, Stmt, StmtId};

/// Removes no-op stores and overwritten statements; returns how many statements went.
pub fn remove_no_op(f: &mut PrimFunc) -> usize {
    let mut r = RemoveNoOp {
        dims: LoopDims::default(),
        removed: 0,
    };
    rewrite_func(f, &mut r);
    r.removed + unchanging_updates(f) + prune(f)
}

/// The most later statements that together may overwrite an earlier one (each added one makes
/// the enumeration of all of them again: bounded time).
const MOST_COVERING_WRITERS: usize = 16;

/// The most candidate stores one function watches, one abstract run each (the time of the
/// pass stays bounded on a function with thousands of them; the rest are kept).
const MOST_WATCHED: usize = 256;

/// Removes updates `B[i] = B[i] + ...` that store what the element already holds at every
/// execution (they add a known zero), shown by abstract execution over constant domains.
fn unchanging_updates(f: &mut PrimFunc) -> usize {
    if super::abstract_run::run_cases(f, super::abstract_run::Watch::Nothing).is_err() {
        return 0;
    }
    let mut removed = 0;
    for s in updates(f).into_iter().take(MOST_WATCHED) {
        let watch = super::abstract_run::Watch::Store(s);
        if super::abstract_run::run_cases(f, watch).is_ok_and(|cases| cases.iter().all(|c| !c.store_changed)) {
            let zero = f.int(0, crate::ir::DataType::INT32);
            f.stmts[s.index()] = Stmt::Evaluate(zero);
            removed += 1;
        }
    }
    removed
}

/// Stores whose value reads the buffer they store to (perhaps through a let), stores of a
/// value reading no buffer into a buffer a `T.assume` speaks of (the padding of `A` assumed 0,
/// then written 0; assumed `i + 1`, then written `i + 1`), and stores of a constant into a
/// buffer that another store fills with the same constant (a tail written 7 again after a loop
/// wrote 7 everywhere).
fn updates(f: &PrimFunc) -> Vec<StmtId> {
    struct Find {
        assumed: Vec<BufferId>,
        /// Per buffer and constant value, the stores writing it.
        constants: hashbrown::HashMap<(BufferId, ExprId), Vec<StmtId>>,
        /// Per let-bound variable, the buffers its value reads.
        let_reads: hashbrown::HashMap<crate::ir::VarId, Vec<BufferId>>,
        found: Vec<StmtId>,
    }
    impl Find {
        /// The buffers `e` reads, also through the let-bound variables it uses (`v = A[i]`
        /// then `A[i] = v` reads `A`).
        fn reads(&self, f: &PrimFunc, e: ExprId) -> Vec<BufferId> {
            let mut reads = Vec::new();
            expr_buffers(f, e, &mut reads);
            let mut vars = Vec::new();
            crate::analysis::free_vars(f, e, &mut vars);
            for v in vars {
                reads.extend(self.let_reads.get(&v).into_iter().flatten());
            }
            reads
        }
    }
    impl crate::ir::walk::StmtVisitor for Find {
        fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
            if let Stmt::Bind { var, value } = f.stmt(s) {
                let reads = self.reads(f, *value);
                self.let_reads.insert(*var, reads);
            }
            if let Stmt::Store { buffer, value, .. } = f.stmt(s) {
                let constant = matches!(f.expr(*value), Expr::Int(_) | Expr::Float(_));
                let root = f.storage_root(*buffer);
                if constant {
                    self.constants.entry((root, *value)).or_default().push(s);
                }
                // Any index: abstract execution compares the elements (`A[i // 4 * 4 + i % 4]
                // = A[i]`).
                let reads = self.reads(f, *value);
                // A value of the indices alone may be what an assumption gives the padding
                // (`A[i, j] == i + 1`, a lambda pad value).
                let assumed =
                    self.assumed.contains(&root) && reads.is_empty() && !crate::analysis::calls_impure(f, *value);
                if assumed || reads.iter().any(|&b| f.storage_root(b) == root) {
                    self.found.push(s);
                }
            }
        }
    }
    let mut assumed = Vec::new();
    for s in &f.stmts {
        if let Stmt::Evaluate(e) = s {
            if is_call(f, *e, "assume") {
                let mut reads = Vec::new();
                expr_buffers(f, *e, &mut reads);
                assumed.extend(reads.into_iter().map(|b| f.storage_root(b)));
            }
        }
    }
    let mut find = Find {
        assumed,
        constants: hashbrown::HashMap::new(),
        let_reads: hashbrown::HashMap::new(),
        found: Vec::new(),
    };
    crate::ir::walk::walk_func(f, &mut find);
    // Every store of a constant after the first that writes it into the same buffer.
    // (In statement order, whatever the map's: the result must not depend on its hashing.)
    let mut found: hashbrown::HashSet<StmtId> = find.found.iter().copied().collect();
    let mut again: Vec<StmtId> = find
        .constants
        .into_values()
        .flat_map(|stores| stores.into_iter().skip(1))
        .filter(|s| found.insert(*s))
        .collect();
    again.sort_unstable();
    find.found.extend(again);
    find.found
}

struct RemoveNoOp {
    dims: LoopDims,
    removed: usize,
}

impl StmtRewriter for RemoveNoOp {
    fn enter_scope(&mut self, f: &mut PrimFunc, kind: ScopeKind, creator: StmtId) -> bool {
        self.dims.enter(f, kind, creator);
        true
    }

    fn leave_scope(&mut self, _f: &mut PrimFunc, _kind: ScopeKind) {
        self.dims.leave();
    }

    fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
        match f.stmt(s).clone() {
            Stmt::Store { buffer, indices, value } => match f.expr(either_operand(f, value)) {
                Expr::Load(b, idx) if *b == buffer && *idx == indices => {
                    self.removed += 1;
                    f.no_op()
                }
                _ => s,
            },
            Stmt::Seq(items) => {
                let items = self.known_values(f, items);
                let items = self.overwritten(f, items);
                let items = self.repeated(f, items);
                f.stmts[s.index()] = Stmt::Seq(items);
                s
            }
            _ => s,
        }
    }
}

impl RemoveNoOp {
    /// Drops stores of values a `T.assume` says the element holds.
    fn known_values(&mut self, f: &mut PrimFunc, items: Vec<StmtId>) -> Vec<StmtId> {
        let mut facts: Vec<(BufferId, Vec<ExprId>, ExprId)> = Vec::new();
        let mut kept = Vec::with_capacity(items.len());
        for it in items {
            match f.stmt(it).clone() {
                Stmt::Evaluate(e) if is_call(f, e, "assume") => {
                    if let Expr::Call(_, args) = f.expr(e).clone() {
                        for c in crate::passes::simplify::conjuncts(f, args[0]) {
                            if let Some((load, v)) = value_fact(f, c) {
                                if let Expr::Load(b, idx) = f.expr(load) {
                                    if let Some(root) = crate::analysis::fixed_element(f, *b, idx) {
                                        facts.push((root, idx.clone(), v));
                                    }
                                }
                            }
                        }
                    }
                }
                Stmt::Store { buffer, indices, value } => {
                    let root = f.storage_root(buffer);
                    let element_root = f.element_root(buffer);
                    let known = facts
                        .iter()
                        .any(|(b, idx, v)| Some(*b) == element_root && *idx == indices && same_value(f, *v, value));
                    if known {
                        self.removed += 1;
                        continue;
                    }
                    facts.retain(|(b, ..)| *b != root);
                }
                _ => match buffers(f, it) {
                    Some((_, writes)) => facts.retain(|(b, ..)| !writes.contains(b)),
                    None => facts.clear(),
                },
            }
            kept.push(it);
        }
        kept
    }

    /// Drops a statement that repeats an earlier one of the sequence (the same up to its loop
    /// variables' names) when running that one again changes nothing: what it stores depends
    /// on no buffer it writes and it calls nothing impure, and nothing between the two writes
    /// a buffer it reads or writes (`for i in range(n): B[i] = A[i] * 2` again after a loop
    /// that only reads `B`).
    fn repeated(&mut self, f: &mut PrimFunc, mut items: Vec<StmtId>) -> Vec<StmtId> {
        /// How many earlier statements each one is compared with (bounded time).
        const WINDOW: usize = 16;
        // The buffers each item reads and writes, found once (`None`: other effects).
        let mut effects: Vec<Option<Effects>> = items.iter().map(|&s| buffers(f, s)).collect();
        let mut k = 1;
        while k < items.len() {
            let first = (k.saturating_sub(WINDOW)..k)
                .rev()
                .find(|&j| repeats(f, &items[j..=k], &effects[j..k]));
            if first.is_some() {
                items.remove(k);
                effects.remove(k);
                self.removed += 1;
            } else {
                k += 1;
            }
        }
        items
    }

    /// Drops statements a later one overwrites before anything reads what they wrote.
    fn overwritten(&mut self, f: &PrimFunc, mut items: Vec<StmtId>) -> Vec<StmtId> {
        let dims = self.dims.dims();
        let mut k = 0;
        while k < items.len() {
            if self.is_overwritten(f, &items, k, &dims) {
                self.removed += 1;
                items.remove(k);
            } else {
                k += 1;
            }
        }
        items
    }

    fn is_overwritten(&self, f: &PrimFunc, items: &[StmtId], k: usize, dims: &[Dim]) -> bool {
        let Some((_, written)) = buffers(f, items[k]) else {
            return false;
        };
        if written.is_empty() {
            return false;
        }
        // `covers` enumerates what `items[k]` writes once per later writer: where that
        // enumeration gives up, none can cover it, and giving up again for every writer made
        // the pass quadratic (40 adjacent 2048 x 2047 nests writing one buffer: 62 to 65 s,
        // 5.4 s without).
        if !matches!(f.stmt(items[k]), Stmt::Store { .. })
            && for_all(dims, &Env::new(), |env| accesses(f, items[k], env, Mode::May).is_some()) != Some(true)
        {
            return false;
        }
        // The later statements writing those buffers, up to the first that reads one: together
        // they may cover what `items[k]` writes (two loops over the two halves).
        let mut writers = Vec::new();
        for &later in &items[k + 1..] {
            let Some((reads, writes)) = buffers(f, later) else {
                return false;
            };
            if reads.iter().any(|b| written.contains(b)) {
                return false;
            }
            if writes.iter().any(|b| written.contains(b)) {
                if writers.len() == MOST_COVERING_WRITERS {
                    return false;
                }
                writers.push(later);
                if covers(f, items[k], &writers, dims) {
                    return true;
                }
            }
        }
        false
    }
}

/// The buffers (storage roots) a statement reads and writes ([`buffers`]).
type Effects = (Vec<BufferId>, Vec<BufferId>);

/// Whether the last of `run` repeats its first with no effect: the two are equal up to loop
/// variables, the first is idempotent (it stores only, calls nothing impure and reads no
/// buffer it writes), and the statements between write none of the buffers it touches
/// (`effects`: those of `run` but its last).
fn repeats(f: &mut PrimFunc, run: &[StmtId], effects: &[Option<Effects>]) -> bool {
    let (&first, rest) = run.split_first().expect("a run of two or more");
    let last = *rest.last().expect("a run of two or more");
    if !matches!(
        f.stmt(first),
        Stmt::For { .. } | Stmt::Store { .. } | Stmt::Seq(_) | Stmt::If { .. }
    ) {
        return false;
    }
    let Some((reads, writes)) = &effects[0] else {
        return false;
    };
    if writes.is_empty() || reads.iter().any(|b| writes.contains(b)) || calls_impure_in(f, first) {
        return false;
    }
    let untouched =
        |e: &Option<Effects>| matches!(e, Some((_, w)) if !w.iter().any(|b| reads.contains(b) || writes.contains(b)));
    effects[1..].iter().all(untouched) && equal_up_to_loop_vars(f, first, last)
}

/// Whether an expression of `s` calls something impure.
fn calls_impure_in(f: &PrimFunc, s: StmtId) -> bool {
    struct Impure(bool);
    impl crate::ir::walk::StmtVisitor for Impure {
        fn expr(&mut self, f: &PrimFunc, e: ExprId, _site: crate::ir::walk::ExprSite) {
            self.0 = self.0 || crate::analysis::calls_impure(f, e);
        }
    }
    let mut found = Impure(false);
    crate::ir::walk::walk_stmt(f, s, &mut found);
    found.0
}

/// Whether the statements `later` write together, on every run, every element `first` may
/// write.
fn covers(f: &PrimFunc, first: StmtId, later: &[StmtId], dims: &[Dim]) -> bool {
    if let (
        Stmt::Store {
            buffer: b1,
            indices: i1,
            ..
        },
        [only],
    ) = (f.stmt(first), later)
    {
        if let Stmt::Store {
            buffer: b2,
            indices: i2,
            ..
        } = f.stmt(*only)
        {
            // The same element only through one layout, and only where nothing in between
            // can change which element the index names.
            let root = crate::analysis::fixed_element(f, *b1, i1);
            if root.is_some() && i1 == i2 && root == f.element_root(*b2) {
                return true;
            }
        }
    }
    for_all(dims, &Env::new(), |env| {
        let Some(a) = accesses(f, first, env, Mode::May) else {
            return false;
        };
        let mut overwritten: hashbrown::HashSet<Access> = hashbrown::HashSet::new();
        for &s in later {
            let Some(b) = accesses(f, s, env, Mode::Must) else {
                return false;
            };
            overwritten.extend(b);
        }
        a.iter().filter(|x| x.write).all(|x| overwritten.contains(x))
    }) == Some(true)
}

/// What `e` evaluates to when it only picks between equal operands: `T.max(x, x)`,
/// `T.min(x, x)` and `T.if_then_else(c, x, x)` (a condition calling nothing impure) are `x`,
/// for floats too (the result is one of the operands, bit for bit, NaN included).
fn either_operand(f: &PrimFunc, e: ExprId) -> ExprId {
    let (a, b) = match f.expr(e) {
        Expr::Binary(BinOp::Max | BinOp::Min, a, b) => (*a, *b),
        Expr::Select(c, a, b) if !crate::analysis::calls_impure(f, *c) => (*a, *b),
        Expr::Call(name, args)
            if name == "if_then_else" && args.len() == 3 && !crate::analysis::calls_impure(f, args[0]) =>
        {
            (args[1], args[2])
        }
        _ => return e,
    };
    let a = either_operand(f, a);
    if a == either_operand(f, b) {
        a
    } else {
        e
    }
}

/// The same value: the same expression, or equal constants (`==` on floats, which does not
/// tell `-0.0` from `0.0`, as the assumption's own `==` does not).
fn same_value(f: &PrimFunc, a: ExprId, b: ExprId) -> bool {
    a == b
        || match (f.expr(a), f.expr(b)) {
            (Expr::Float(x), Expr::Float(y)) => f64::from_bits(*x) == f64::from_bits(*y) && f.dtype(a) == f.dtype(b),
            _ => false,
        }
}
