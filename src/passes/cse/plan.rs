//! The CSE planner (read-only): one walk over the function records every eligible expression
//! occurrence bottom-up with its count, the lowest common scope of its uses, the scope and
//! innermost statement of its first use and the entries below it; then each expression whose
//! *independent* count (occurrences not inside a bound parent) is at least 2 — or, hoisting,
//! 1 when binding it takes it out of a loop — gets a binding, shallower expressions first and
//! in first-use order, before the statement that dominates its uses; then a binding whose only
//! use is in the value of another placed at the same scope is dropped (it would be evaluated
//! once there anyway).
//!
//! Eligible: binary, cast and select nodes and the bitwise intrinsics (plus, with
//! `common_reads`, pure calls and terms over loads: `effects::commonable_reads`) that are not
//! bool-typed unless predicates are bound, and contain no other call or load. A load alone is
//! never bound: the weighted op measure counts it 0, so a binding would save only its index
//! (bound itself instead) and LLVM reuses the load anyway; measured, a bound `A[...]` in TOPI's
//! argmax made the compiled kernel 12 to 13% slower, with no fewer weighted ops. A term
//! loading storage the function writes is bound only in a scope that writes none of it at or
//! after the binding (`MemoryScopes`; a term over more than `WrittenLoads::MAX` such storages
//! not at all); nothing is recorded inside a `T.Let` body (its variable would leave scope). With
//! `count_block_metadata`, a block's domains and regions count as occurrences before the
//! block. The entries below an entry are found through non-eligible nodes too (a bool
//! condition inside a `Select`), so a binding is always planned after the bindings its value
//! uses.
//!
//! Hoisting, a trapping expression whose every occurrence sits in the then-branch of an `if`
//! on one pure condition `c`, those `if`s being statements of one scope, is bound there as
//! `T.if_then_else(c, e, 0)` just before the first of them when its first occurrence stands
//! directly in that branch (a tail guard such as `threadIdx_x < 232` around the last element
//! of a GPU reduction and again around its normalization): the binding evaluates `e` exactly
//! when the original does next, and each later branch runs only where `c`, which reads no
//! memory, holds the same value.
//!
//! A trapping expression whose first occurrence is lazy, or whose uses lie in several
//! branches, is still bound (no deeper than needed) where each of its divisions already ran
//! on every path, itself or one by the same divisor when the divisor or the dividend is
//! non-negative: the binding can then trap only where the program already did.
//!
//! Invariants: hash-consing makes structural equality an id comparison, so the table is keyed
//! by `ExprId` in dense arrays; every step is linear in the size of the function (plus a sort);
//! scopes and variable definitions come from the shared [`ScopeTree`].

use super::written_loads::WrittenLoads;
use super::{CseConfig, Placement};
use crate::analysis::{traps_itself, MemoryScopes, ScopeTree};
use crate::ir::walk::{walk_func, ExprSite, ScopeId, ScopeKind, StmtVisitor};
use crate::ir::{visit, BinOp, BufferId, Expr, ExprId, ForKind, PrimFunc, Stmt, StmtId};

/// The planner's output: bindings in creation order, each with its insertion point.
pub struct Plan {
    /// (expression, statement to insert the binding before, the condition guarding every use
    /// when the value bound is `T.if_then_else(cond, expression, 0)`), in `cse_vN` order.
    pub binds: Vec<(ExprId, StmtId, Option<ExprId>)>,
    /// Distinct eligible expressions seen.
    pub candidates: usize,
}

/// Plans CSE of `f` under `cfg`.
pub fn plan(f: &PrimFunc, cfg: &CseConfig) -> Plan {
    let common_reads = cfg.common_reads && cfg.placement == Placement::Hoist;
    let written = common_reads.then(|| crate::analysis::written_roots(f)).flatten();
    let reads = if common_reads {
        crate::analysis::commonable_reads(f, written.as_deref())
    } else {
        vec![false; f.exprs.len()]
    };
    let tree = ScopeTree::new(f);
    // Loads of storage the function writes are commoned only below the scopes that write it.
    let memory = common_reads.then(|| Memory {
        scopes: MemoryScopes::new(f, &tree),
        written: written.unwrap_or_default(),
    });
    let mut forbidden = vec![false; f.exprs.len()];
    // Children are interned before parents, so one forward pass sees children first.
    for i in 0..f.exprs.len() {
        let node = f.expr(ExprId(i as u32));
        let computation = matches!(node, Expr::Call(name, _) if crate::ir::is_bitwise(name));
        let mut bad = matches!(node, Expr::Call(..) | Expr::Load(..)) && !reads[i] && !computation;
        visit::expr_children(node, |c| bad |= forbidden[c.index()]);
        forbidden[i] = bad;
    }
    // Hoisting: which expressions are proven non-negative, and which cannot overflow.
    let (non_negative, safe): (Vec<bool>, Vec<bool>) = match cfg.placement {
        Placement::Lca => (Vec::new(), Vec::new()),
        Placement::Hoist => {
            let ranges = crate::analysis::expr_ranges(f, &crate::analysis::var_facts(f));
            // Also safe: a product bounded by one every run evaluates (`m * i0` under `n * m`).
            let products = crate::analysis::unconditional_products(f);
            let extents = crate::analysis::loop_extents(f);
            (0..f.exprs.len())
                .map(|i| {
                    let safe = ranges[i].is_some()
                        || crate::analysis::bounded_by_product(f, ExprId(i as u32), &ranges, &products, &extents);
                    (ranges[i].is_some_and(|(lo, _)| lo >= 0), safe)
                })
                .unzip()
        }
    };
    let subtrees = subtree_facts(f, &tree, &safe, memory.as_ref());
    let written_loads = memory
        .as_ref()
        .map_or_else(Vec::new, |m| WrittenLoads::per_expression(f, &m.written));
    let mut p = Planner {
        f,
        tree,
        subtrees,
        written_loads,
        forbidden,
        current_scope: ScopeId::ROOT,
        current_stmt: f.body,
        occurrences: 0,
        let_depth: 0,
        lazy_depth: 0,
        slot: vec![NONE; f.exprs.len()],
        entries: Vec::new(),
        placement: cfg.placement,
        bind_predicates: cfg.bind_predicates,
        declarable_only: cfg.declarable_only,
        common_reads,
        speculate_traps: cfg.speculate_traps,
        count_block_metadata: cfg.count_block_metadata,
        block_bindings: cfg.block_bindings,
        region_of: None,
        memory,
        non_negative,
        may_end_early: crate::analysis::may_end_early(f),
        vectorized: Vec::new(),
    };
    p.vectorized = vectorized_scopes(f, &p.tree);
    walk_func(f, &mut p);
    p.compute_plan()
}

struct Entry {
    count: usize,
    depth: usize,
    lca: ScopeId,
    first_scope: ScopeId,
    first_stmt: StmtId,
    /// Whether the first occurrence sits in a branch of `if_then_else` (may not be evaluated).
    first_lazy: bool,
    /// How many occurrences of any entry were recorded before its first (program order).
    first_order: u32,
    /// Entries below it (through non-eligible nodes), with multiplicity.
    children: Vec<(ExprId, usize)>,
    consumed: usize,
    /// Deepest scope defining one of its variables (the outermost legal placement).
    def_scope: ScopeId,
    /// Whether evaluating it can trap (division or modulo by a non-constant or zero, a load).
    traps: bool,
    /// Whether its value is not proven to fit its dtype (it might overflow).
    may_overflow: bool,
    /// Whether it loads from memory (it then stays inside its thread launches).
    reads_memory: bool,
    /// The storages the function writes that it loads from: it is bound only where nothing at
    /// or after the binding in its scope writes any of them.
    written_roots: WrittenLoads,
    /// Hoisting a trapping expression: the `if` guarding every occurrence.
    guard: Guard,
    /// Whether the first occurrence stands directly in the then-branch of its guarding `if`.
    first_guarded: bool,
}

/// The `if` guarding every occurrence of an entry (looking out through loop bodies only).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Guard {
    /// In then-branches of `if`s on this condition, all of them statements of `parent`.
    If { cond: ExprId, parent: ScopeId },
    /// Some occurrence has no such guard, or another one.
    Mixed,
}

/// Divisions and remainders the program runs unconditionally where the walk first meets them
/// ([`Planner::divisions_run`]): scope and program order of the first occurrence.
#[derive(Default)]
struct DivisionsRun {
    /// Per division node.
    same: hashbrown::HashMap<ExprId, (ScopeId, u32)>,
    /// Per divisor, of every node dividing by it.
    by: hashbrown::HashMap<ExprId, Vec<(ScopeId, u32)>>,
}

/// What the planner knows of memory when it commons loads.
struct Memory {
    scopes: MemoryScopes,
    /// Per storage root: whether the function writes it (`effects::written_roots`).
    written: Vec<bool>,
}

/// What the planner needs of an expression's whole subtree.
#[derive(Clone, Copy)]
struct Subtree {
    /// The deepest scope defining one of its variables.
    def: ScopeId,
    /// Whether evaluating it can trap (`effects::can_trap`).
    traps: bool,
    /// Whether it loads from memory (`effects::reads_memory`).
    reads: bool,
    /// Hoisting only: whether some integer operation in it is not proven to fit its dtype (a
    /// float node, such as a cast, is as safe as the integers below it).
    may_overflow: bool,
}

/// `Subtree` of every expression, in one forward pass over the arena (children are interned
/// before parents): linear, where asking each entry about its subtree was quadratic on deep
/// chains. A `T.Let`-bound variable is defined by no statement, so its scope is the root and
/// counting it changes no `deeper`. With `memory`, a buffer's declaring scope counts as a
/// definition too.
fn subtree_facts(f: &PrimFunc, tree: &ScopeTree, safe: &[bool], memory: Option<&Memory>) -> Vec<Subtree> {
    let mut out: Vec<Subtree> = Vec::with_capacity(f.exprs.len());
    for i in 0..f.exprs.len() {
        let e = ExprId(i as u32);
        let node = f.expr(e);
        let buffer = match node {
            Expr::Load(b, _) | Expr::Data(b) | Expr::ElemOffset(b) => Some(*b),
            _ => None,
        };
        let mut me = Subtree {
            def: match (node, buffer, memory) {
                (Expr::Var(v), ..) => tree.var_scope(*v),
                (_, Some(b), Some(m)) => m.scopes.buffer_scope(b),
                _ => ScopeId::ROOT,
            },
            traps: traps_itself(f, node),
            reads: matches!(node, Expr::Load(..)),
            may_overflow: !(f.dtype(e).is_float() || safe.get(i).copied().unwrap_or(false)),
        };
        visit::expr_children(node, |c| {
            let kid = out[c.index()];
            me.def = tree.deeper(me.def, kid.def);
            me.traps |= kid.traps;
            me.reads |= kid.reads;
            me.may_overflow |= kid.may_overflow && f.dtype(e).is_float();
        });
        out.push(me);
    }
    out
}

struct Planner<'f> {
    f: &'f PrimFunc,
    tree: ScopeTree,
    /// Per expression: facts about its subtree.
    subtrees: Vec<Subtree>,
    /// With `memory`: per expression, the written storages it loads from (empty otherwise:
    /// syntactic CSE never reads them, and a table per node cost its pass time).
    written_loads: Vec<WrittenLoads>,
    /// `forbidden[e]`: `e` is or contains a call or a buffer load that may not be commoned.
    forbidden: Vec<bool>,
    current_scope: ScopeId,
    current_stmt: StmtId,
    /// Occurrences recorded so far (program order of the walk).
    occurrences: u32,
    let_depth: usize,
    /// Nesting depth inside `if_then_else` branches.
    lazy_depth: usize,
    /// `slot[e]`: index of `e`'s entry in `entries`, or `NONE`.
    slot: Vec<u32>,
    /// Table entries in order of first occurrence, with their expressions.
    entries: Vec<(ExprId, Entry)>,
    placement: Placement,
    bind_predicates: bool,
    /// `CseConfig::declarable_only`.
    declarable_only: bool,
    /// Loads and pure calls may be entries (`CseConfig::common_reads` with hoisting).
    common_reads: bool,
    /// `CseConfig::speculate_traps`: bind trapping expressions where TVM does.
    speculate_traps: bool,
    /// `CseConfig::count_block_metadata`: a block's domains and regions count as uses outside
    /// the block.
    count_block_metadata: bool,
    /// `CseConfig::block_bindings`.
    block_bindings: bool,
    /// While a region is visited: the scope of its block, whose iteration variables keep an
    /// expression out of the table.
    region_of: Option<ScopeId>,
    /// With `common_reads`: which scopes write which storage.
    memory: Option<Memory>,
    /// Hoisting: whether each expression is proven non-negative (empty otherwise).
    non_negative: Vec<bool>,
    /// Whether a run may end cleanly before the last statement (`evaluated::may_end_early`).
    may_end_early: bool,
    /// Per scope: whether it is, or lies inside, the body of a `T.vectorized` loop.
    vectorized: Vec<bool>,
}

/// Marks an expression without a table entry.
const NONE: u32 = u32::MAX;

impl StmtVisitor for Planner<'_> {
    fn enter_stmt(&mut self, _f: &PrimFunc, s: StmtId) {
        self.current_stmt = s;
    }

    fn expr(&mut self, _f: &PrimFunc, e: ExprId, site: ExprSite) {
        if matches!(site, ExprSite::BlockBinding | ExprSite::BlockPredicate) && !self.block_bindings {
            return;
        }
        if site.is_cse_site() || (site == ExprSite::BlockIterDom && self.count_block_metadata) {
            // A domain is visited before the block's scope opens: it counts there.
            self.occurrence(e);
        } else if site == ExprSite::BlockRegion && self.count_block_metadata {
            // Regions are visited inside the block's scope; they count where its bindings and
            // predicate are evaluated, before the block (the current statement).
            let block = self.current_scope;
            self.region_of = Some(block);
            self.current_scope = self.tree.parent(block);
            self.occurrence(e);
            self.current_scope = block;
            self.region_of = None;
        }
    }

    fn enter_scope(&mut self, _f: &PrimFunc, scope: ScopeId, _kind: ScopeKind, _creator: StmtId) {
        self.current_scope = scope;
    }

    fn leave_scope(&mut self, _f: &PrimFunc, scope: ScopeId) {
        self.current_scope = self.tree.parent(scope);
    }
}

impl Planner<'_> {
    /// The written storages `e` loads from.
    fn written_load(&self, e: ExprId) -> WrittenLoads {
        self.written_loads.get(e.index()).copied().unwrap_or(WrittenLoads::NONE)
    }

    fn eligible(&self, e: ExprId) -> bool {
        let f = self.f;
        matches!(
            f.expr(e),
            Expr::Binary(..) | Expr::Cast(_) | Expr::Select(..) | Expr::Load(..) | Expr::Call(..)
        ) && (self.bind_predicates || !f.dtype(e).is_bool())
            && (!self.declarable_only || (f.dtype(e).tvm_declarable() && !f.dtype(e).is_float_format()))
            && !self.forbidden[e.index()]
            && !self.written_load(e).too_many()
            && !matches!(f.expr(e), Expr::Load(..))
    }

    /// Visits an occurrence bottom-up: children first, then the node itself.
    fn occurrence(&mut self, e: ExprId) {
        let f = self.f;
        let node = f.expr(e);
        if let Expr::Let(_, value, body) = node {
            self.occurrence(*value);
            self.let_depth += 1;
            self.occurrence(*body);
            self.let_depth -= 1;
            return;
        }
        if let Expr::Call(name, args) = node {
            if name == "if_then_else" {
                // Only one branch runs: what is first met inside a branch is not evaluated
                // unconditionally there.
                self.occurrence(args[0]);
                self.lazy_depth += 1;
                args[1..].iter().for_each(|&a| self.occurrence(a));
                self.lazy_depth -= 1;
                return self.record(e);
            }
        }
        if let Expr::Binary(BinOp::And | BinOp::Or, a, b) = node {
            // C, CUDA and LLVM's lowering short-circuit: the right operand may not run.
            self.occurrence(*a);
            self.lazy_depth += 1;
            self.occurrence(*b);
            self.lazy_depth -= 1;
            return self.record(e);
        }
        visit::expr_children(node, |c| self.occurrence(c));
        self.record(e);
    }

    fn record(&mut self, e: ExprId) {
        let f = self.f;
        if self.let_depth > 0 || !self.eligible(e) {
            return;
        }
        if self.region_of == Some(self.subtrees[e.index()].def) {
            // Over the block's own iteration variables: no binding outside the block reaches it.
            return;
        }
        if self.vectorized[self.current_scope.index()] && (f.dtype(e).is_bool() || self.subtrees[e.index()].reads) {
            // TVM 0.27's vectorizer cannot widen a boolean `let` ("IntImm can only take
            // scalar, but boolx4 was supplied"), and loses a `let` of loaded values where it
            // scalarizes a `T.if_then_else` on a lane's condition ("variables (cse_v3,) are
            // used, but are not passed in as API arguments"): such terms there stay as written.
            return;
        }
        self.occurrences += 1;
        let scope = self.current_scope;
        let slot = self.slot[e.index()];
        if slot != NONE {
            let lca = self.tree.lca(self.entries[slot as usize].1.lca, scope);
            let guard = match self.entries[slot as usize].1.guard {
                Guard::Mixed => Guard::Mixed,
                known if self.guard_of(scope) == known => known,
                _ => Guard::Mixed,
            };
            let entry = &mut self.entries[slot as usize].1;
            entry.lca = lca;
            entry.count += 1;
            entry.guard = guard;
            return;
        }
        let mut children: Vec<(ExprId, usize)> = Vec::new();
        self.entry_children(f.expr(e), &mut children);
        let depth = children
            .iter()
            .map(|(c, _)| self.entries[self.slot[c.index()] as usize].1.depth)
            .max()
            .unwrap_or(0);
        let (def_scope, traps, may_overflow) = self.def_scope_and_traps(e);
        let reads_memory = self.common_reads && self.subtrees[e.index()].reads;
        let written_roots = self.written_load(e);
        let guarded = self.placement == Placement::Hoist && traps;
        let guard = if guarded { self.guard_of(scope) } else { Guard::Mixed };
        let first_guarded = guarded && self.guarding_then(scope).is_some_and(|(then, _)| then == scope);
        self.slot[e.index()] = self.entries.len() as u32;
        self.entries.push((
            e,
            Entry {
                count: 1,
                depth: depth + 1,
                lca: scope,
                first_scope: scope,
                first_stmt: self.current_stmt,
                first_lazy: self.lazy_depth > 0,
                first_order: self.occurrences,
                children,
                consumed: 0,
                def_scope,
                traps,
                may_overflow,
                reads_memory,
                written_roots,
                guard,
                first_guarded,
            },
        ));
    }

    /// The then-branch of the `if` enclosing `scope` through loop bodies only, and its
    /// condition.
    fn guarding_then(&self, mut s: ScopeId) -> Option<(ScopeId, ExprId)> {
        loop {
            let scope = self.tree.scope(s);
            match scope.kind {
                ScopeKind::Then => {
                    let Stmt::If { cond, .. } = self.f.stmt(scope.creator?) else {
                        return None;
                    };
                    return Some((s, *cond));
                }
                ScopeKind::Loop => s = scope.parent,
                _ => return None,
            }
        }
    }

    fn guard_of(&self, scope: ScopeId) -> Guard {
        match self.guarding_then(scope) {
            Some((then, cond)) => Guard::If {
                cond,
                parent: self.tree.parent(then),
            },
            None => Guard::Mixed,
        }
    }

    /// The condition under which `entry` (of expression `e`), which may not be speculated, is
    /// bound as `T.if_then_else(cond, e, 0)` at `target`: its guard's (see the module docs),
    /// when the `if`s are statements of `target`, the scope of the uses, and `e` reads nothing
    /// written at or after the binding there, defines no variable below it, and has a zero
    /// of its type; and not in a function where a statement between the binding and the first
    /// use could end the run cleanly (an `assert` must stay a clean error, not become a trap).
    fn guard_cond(&self, e: ExprId, entry: &Entry, target: ScopeId) -> Option<ExprId> {
        let Guard::If { cond, parent } = entry.guard else {
            return None;
        };
        let pure = |x: ExprId| {
            let facts = self.subtrees[x.index()];
            !facts.reads && !facts.traps
        };
        let dt = self.f.dtype(e);
        let ok = !self.may_end_early
            && parent == entry.lca
            && target == entry.lca
            && entry.first_guarded
            && !entry.first_lazy
            && self.tree.deeper(entry.def_scope, entry.lca) == entry.lca
            && pure(cond)
            && (dt.is_int() || dt.is_float())
            && dt.lanes == 1
            && !dt.scalable
            && entry.written_roots.iter().all(|root| {
                self.memory.as_ref().is_some_and(|m| {
                    !m.scopes
                        .writes_from(entry.lca, root, self.insertion_point(entry, entry.lca))
                })
            });
        ok.then_some(cond)
    }

    /// The entries below `node` (looking through nodes without an entry, such as the bool
    /// condition of a `Select` or the `Ramp` index of a vector load), with multiplicity.
    fn entry_children(&self, node: &Expr, out: &mut Vec<(ExprId, usize)>) {
        visit::expr_children(node, |c| {
            if self.slot[c.index()] != NONE {
                match out.iter_mut().find(|(x, _)| *x == c) {
                    Some((_, m)) => *m += 1,
                    None => out.push((c, 1)),
                }
            } else if !matches!(self.f.expr(c), Expr::Let(..)) {
                self.entry_children(self.f.expr(c), out);
            }
        });
    }

    /// The deepest scope defining a variable of `e` (hoisting only), whether `e` can trap
    /// (unless TVM's exact, unsafe behaviour is asked for), and whether it might overflow
    /// (hoisting only).
    fn def_scope_and_traps(&self, e: ExprId) -> (ScopeId, bool, bool) {
        let Subtree {
            def,
            traps,
            may_overflow,
            ..
        } = self.subtrees[e.index()];
        if self.placement == Placement::Lca {
            return (ScopeId::ROOT, !self.speculate_traps && traps, false);
        }
        // Speculating it (evaluating it where the original might not) is safe only if it can
        // neither trap nor overflow.
        (def, traps, may_overflow)
    }

    /// The outermost scope around the uses of `entry` (of `e`) where every node of `e` that
    /// could trap is a division or remainder that cannot trap any more, because the program
    /// has already run it, or one by the same divisor, on every path there (`divisions`:
    /// [`Planner::divisions_run`]); `None` when some trapping node has no such run. Where that
    /// run trapped, the run ended before the binding; a divisor that did not trap is nonzero,
    /// which traps only with the dtype's minimum over -1: never when the divisor or the
    /// dividend is non-negative. So binding `e` there adds no trap (`t // n * n * 4` in the
    /// branches of `T.if_then_else` after `if t // n < 4:`; `by % m * 64` in guarded
    /// statements after `by // m` ran).
    fn traps_already_run(&self, e: ExprId, entry: &Entry, divisions: &DivisionsRun) -> Option<ScopeId> {
        // A run counts when it is met first (program order) and its scope holds the uses.
        let around = |&(scope, order): &(ScopeId, u32)| {
            (order <= entry.first_order && self.tree.lca(scope, entry.lca) == scope).then_some(scope)
        };
        let outermost = |a: ScopeId, b: ScopeId| if self.tree.deeper(a, b) == a { b } else { a };
        let non_negative = |y: ExprId| self.non_negative.get(y.index()).copied().unwrap_or(false);
        let mut needed = ScopeId::ROOT;
        let mut seen = hashbrown::HashSet::new();
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            if !self.subtrees[x.index()].traps || !seen.insert(x) {
                continue;
            }
            let node = self.f.expr(x);
            if traps_itself(self.f, node) {
                let Expr::Binary(_, a, d) = *node else { return None };
                let same = divisions.same.get(&x).and_then(around);
                let by = (non_negative(d) || non_negative(a))
                    .then(|| divisions.by.get(&d))
                    .flatten()
                    .and_then(|runs| runs.iter().filter_map(around).reduce(outermost));
                let ran = match (same, by) {
                    (Some(p), Some(q)) => outermost(p, q),
                    (p, q) => p.or(q)?,
                };
                needed = self.tree.deeper(needed, ran);
            }
            visit::expr_children(node, |c| stack.push(c));
        }
        Some(needed)
    }

    /// The divisions and remainders the walk met outside lazy operands, reading no memory:
    /// each node's first such occurrence, and per divisor every first occurrence of a node
    /// dividing by it (scope and program order).
    fn divisions_run(&self) -> DivisionsRun {
        let mut out = DivisionsRun::default();
        for (e, entry) in &self.entries {
            let Expr::Binary(op, _, d) = *self.f.expr(*e) else {
                continue;
            };
            let division = matches!(op, BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod);
            if !division || entry.first_lazy || self.subtrees[e.index()].reads {
                continue;
            }
            let run = (entry.first_scope, entry.first_order);
            out.same.insert(*e, run);
            out.by.entry(d).or_default().push(run);
        }
        out
    }

    /// The scope a binding goes to, and whether getting there leaves a repeating scope; `None`
    /// when it loads storage that the scope of its uses may write after the binding.
    fn target(&self, e: ExprId, entry: &Entry) -> Option<(ScopeId, bool)> {
        if self.placement != Placement::Hoist {
            return Some((entry.lca, false));
        }
        // Climb out of scopes that do not define an operand; an expression that could trap or
        // overflow never leaves a branch or a loop that may not run, and a load never leaves
        // its launch.
        let stop_at_zero_times = entry.traps || entry.may_overflow;
        // Where a run may end early (a failing `assert` before the use in a loop body), such a
        // term does not leave the scope of its uses at all: bound above the loop it would run
        // before that assert (`x // n` after `assert n != 0`), a trap or overflow the run
        // never reached.
        let (mut reached, _) = if stop_at_zero_times && self.may_end_early {
            (entry.lca, false)
        } else {
            self.tree
                .climb(entry.lca, entry.def_scope, stop_at_zero_times, entry.reads_memory)
        };
        // Unless it is 0 whenever that loop runs zero times (`ax0 * m` and `for ax1 in
        // range(m)`): where the loop runs, the original evaluates it first thing (its first
        // occurrence stands in the scope of its uses, which runs whenever the loop body does:
        // the climb passed no other scope that may not run), and where it does not, no
        // operation of it overflows.
        let evaluated_first = entry.first_scope == entry.lca && !entry.first_lazy && !self.may_end_early;
        while !entry.traps
            && entry.may_overflow
            && evaluated_first
            && reached != entry.def_scope
            && self.zero_when_loop_empty(e, reached)
        {
            let above = self.tree.parent(reached);
            reached = self.tree.climb(above, entry.def_scope, true, entry.reads_memory).0;
        }
        for root in entry.written_roots.iter() {
            reached = self.tree.deeper(reached, self.highest_unwritten(entry, root)?);
        }
        Some((reached, self.tree.leaves_repeating(entry.lca, reached)))
    }

    /// Whether `e` is 0 whenever the loop whose body is `scope` runs zero times, with no
    /// operation of it overflowing then: a product `x * f` (or `f * x`) whose factor `x` cannot
    /// overflow and whose factor `f` is non-negative and 0 whenever the loop's extent is not
    /// positive: the extent itself (`m` for `range(m)`), or what a ceiling division by a
    /// constant divides (`m` for `range((m + 3) // 4)`, the outer loop of a split).
    fn zero_when_loop_empty(&self, e: ExprId, scope: ScopeId) -> bool {
        let f = self.f;
        let loop_scope = self.tree.scope(scope);
        let Some(Stmt::For { extent, step: None, .. }) = loop_scope
            .creator
            .map(|s| f.stmt(s))
            .filter(|_| loop_scope.kind == ScopeKind::Loop)
        else {
            return false;
        };
        let Expr::Binary(BinOp::Mul, a, b) = *f.expr(e) else {
            return false;
        };
        let non_negative = |x: ExprId| self.non_negative.get(x.index()).copied().unwrap_or(false);
        let zero_with_extent = |factor: ExprId| {
            non_negative(factor) && (factor == *extent || ceiling_quotient_of(f, *extent) == Some(factor))
        };
        [(a, b), (b, a)]
            .into_iter()
            .any(|(factor, other)| zero_with_extent(factor) && !self.subtrees[other.index()].may_overflow)
    }

    /// The outermost of the scope of `entry`'s uses and its ancestors where a binding of it
    /// still holds the loaded value at every use: nothing in the scope's subtree at or after
    /// the binding's insertion point may write the storage `root` (the `MemoryScopes` docs say
    /// why). `None` when the scope of the uses itself fails. Each
    /// step up inserts before a statement that encloses the one below, so once a scope
    /// fails, every ancestor fails too.
    fn highest_unwritten(&self, entry: &Entry, root: BufferId) -> Option<ScopeId> {
        let memory = self.memory.as_ref()?;
        let holds = |s: ScopeId| !memory.scopes.writes_from(s, root, self.insertion_point(entry, s));
        let mut highest = None;
        let mut s = entry.lca;
        while holds(s) {
            highest = Some(s);
            if s == ScopeId::ROOT {
                break;
            }
            s = self.tree.parent(s);
        }
        highest
    }

    /// The statement before which a binding of `entry` placed in scope `target` goes.
    /// Whether a binding in `target` can precede the first occurrence: not when `target` is a
    /// block's own scope and that occurrence is in the block's `T.init()`, which runs before
    /// the block's body, the only place a binding of that scope can stand (TVM 0.27 binds there
    /// anyway and reads the variable in the body, where it is undefined).
    fn placeable(&self, entry: &Entry, target: ScopeId) -> bool {
        if entry.first_scope == target || self.tree.scope(target).kind != ScopeKind::Block {
            return true;
        }
        let child = self.tree.child_towards(target, entry.first_scope);
        self.tree.scope(child).kind != ScopeKind::BlockInit
    }

    fn insertion_point(&self, entry: &Entry, target: ScopeId) -> StmtId {
        if entry.first_scope == target {
            return entry.first_stmt;
        }
        let child = self.tree.child_towards(target, entry.first_scope);
        self.tree
            .scope(child)
            .creator
            .expect("only the root scope has no creator, and it is nobody's child")
    }

    fn compute_plan(mut self) -> Plan {
        // Shallower first; ties in order of first occurrence (what TVM 0.27 produces). The sort
        // is stable and `entries` is in first-occurrence order.
        let mut order: Vec<usize> = (0..self.entries.len()).collect();
        order.sort_by_key(|&i| self.entries[i].1.depth);
        // Hoisting binds an expression used once too, when that takes it out of a loop: it is
        // then computed once per iteration of the outer scope instead of the inner one.
        let targets: Vec<Option<(ScopeId, bool)>> = self.entries.iter().map(|(e, en)| self.target(*e, en)).collect();
        for &i in &order {
            let count = self.entries[i].1.count;
            // An entry that can have no binding (a load its scope writes later) consumes no
            // occurrence of its children: they stay candidates on their own.
            let Some((_, hoisted)) = targets[i] else {
                continue;
            };
            if count < 2 && !hoisted {
                continue;
            }
            for k in 0..self.entries[i].1.children.len() {
                let (c, m) = self.entries[i].1.children[k];
                let cs = self.slot[c.index()] as usize;
                self.entries[cs].1.consumed += (count - 1) * m;
            }
        }
        // Decide in order, shallower first: a binding never goes above a binding its value
        // uses (`placed` is the deepest scope a term's value depends on), so every variable is
        // defined before it is read.
        let mut placed = vec![ScopeId::ROOT; self.entries.len()];
        let mut binds = Vec::new();
        // Built at the first entry that would speculate a trap (most functions have none).
        let mut divisions: Option<DivisionsRun> = None;
        // Guarded bindings (`guard_cond`), kept only where their condition is a variable or
        // bound itself (else each would compute it once more), and inserted after the others
        // at the same statement (the condition's binding among them).
        let mut guarded = Vec::new();
        for &i in &order {
            let entry = &self.entries[i].1;
            let constraint = entry
                .children
                .iter()
                .map(|(c, _)| placed[self.slot[c.index()] as usize])
                .fold(ScopeId::ROOT, |a, b| self.tree.deeper(a, b));
            let Some((reached, _)) = targets[i] else {
                placed[i] = constraint;
                continue;
            };
            let mut target = self.tree.deeper(reached, constraint);
            // Something that can trap is only bound where its first occurrence is evaluated
            // anyway, so it is never speculated into a path that did not compute it (TVM 0.27
            // does, and crashes: `T.if_then_else(n != 0, i // n, 0)` at `n = 0`), unless its
            // traps already ran on every path there (then no deeper than where they ran).
            let mut speculates = entry.traps && (entry.first_scope != entry.lca || entry.first_lazy);
            if speculates {
                let divisions = divisions.get_or_insert_with(|| self.divisions_run());
                if let Some(ran) = self.traps_already_run(self.entries[i].0, entry, divisions) {
                    speculates = false;
                    target = self.tree.deeper(target, ran);
                }
            }
            let leaves_loop = self.tree.leaves_repeating(entry.lca, target);
            let independent = entry.count.saturating_sub(entry.consumed);
            if !speculates && self.placeable(entry, target) && (independent >= 2 || (independent >= 1 && leaves_loop)) {
                placed[i] = target;
                binds.push((i, self.insertion_point(entry, target)));
            } else if let Some(cond) = (speculates && independent >= 2)
                .then(|| self.guard_cond(self.entries[i].0, entry, target))
                .flatten()
            {
                placed[i] = target;
                guarded.push((i, self.insertion_point(entry, target), cond));
            } else {
                placed[i] = constraint;
            }
        }
        // A term used once, inside the value of one binding placed where its own binding
        // would be, is evaluated once there anyway: `n + 255` inside a hoisted
        // `(n + 255) // 256` keeps no binding of its own.
        let mut inside: Vec<(usize, Option<ScopeId>)> = vec![(0, None); self.entries.len()];
        for &(p, _) in &binds {
            for &(c, m) in &self.entries[p].1.children {
                let slot = &mut inside[self.slot[c.index()] as usize];
                slot.0 += m;
                slot.1 = Some(slot.1.map_or(placed[p], |at| self.tree.lca(at, placed[p])));
            }
        }
        let pointless = |i: usize| {
            let entry = &self.entries[i].1;
            entry.count.saturating_sub(entry.consumed) == 1 && inside[i] == (1, Some(placed[i]))
        };
        let mut binds: Vec<(ExprId, StmtId, Option<ExprId>)> = binds
            .into_iter()
            .filter(|&(i, _)| !pointless(i))
            .map(|(i, at)| (self.entries[i].0, at, None))
            .collect();
        if !guarded.is_empty() {
            // Few bindings, usually none guarded: a set of the bound, not a table per node.
            let bound: hashbrown::HashSet<ExprId> = binds.iter().map(|&(b, ..)| b).collect();
            // `T.likely(c)` costs what `c` costs.
            let unwrapped = |c: ExprId| match self.f.expr(c) {
                Expr::Call(name, args) if name == "likely" && args.len() == 1 => args[0],
                _ => c,
            };
            binds.extend(
                guarded
                    .into_iter()
                    .filter(|&(.., cond)| {
                        let c = unwrapped(cond);
                        matches!(self.f.expr(c), Expr::Var(_)) || bound.contains(&c)
                    })
                    .map(|(i, at, cond)| (self.entries[i].0, at, Some(cond))),
            );
        }
        Plan {
            binds,
            candidates: order.len(),
        }
    }
}

/// Per scope of `tree`: whether it is, or lies inside, the body of a `T.vectorized` loop. A
/// scope is numbered after its parent (the tree is built in walk order).
fn vectorized_scopes(f: &PrimFunc, tree: &ScopeTree) -> Vec<bool> {
    let mut out: Vec<bool> = Vec::with_capacity(tree.len());
    for i in 0..tree.len() {
        let scope = tree.scope(ScopeId(i as u32));
        let own = matches!(
            scope.creator.map(|c| f.stmt(c)),
            Some(Stmt::For {
                kind: ForKind::Vectorized,
                ..
            })
        );
        out.push(own || (i > 0 && out[scope.parent.index()]));
    }
    out
}

/// `t` where `e` is `(t + c) // d` with constants `d >= 1` and `c >= d - 1` (the outer extent of
/// a split loop, `(m + 3) // 4`): positive whenever `t` is, so for `t >= 0` a loop of that
/// extent runs zero times only where `t` is 0.
fn ceiling_quotient_of(f: &PrimFunc, e: ExprId) -> Option<ExprId> {
    let constant = |x: ExprId| match f.expr(x) {
        Expr::Int(v) => Some(*v),
        _ => None,
    };
    let Expr::Binary(BinOp::FloorDiv, num, d) = *f.expr(e) else {
        return None;
    };
    let Expr::Binary(BinOp::Add, t, c) = *f.expr(num) else {
        return None;
    };
    let d = constant(d).filter(|&d| d >= 1)?;
    (constant(c)? >= d - 1).then_some(t)
}
