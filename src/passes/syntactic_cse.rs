//! Syntactic common-subexpression elimination, faithful to TVM 0.27's `CommonSubexprElim`.
//!
//! Phase 1 (plan, read-only) walks the statement tree once. Every `For`, `If` branch, `While`,
//! attribute and thread launch body opens a scope; every eligible expression occurrence is
//! recorded bottom-up with its count, the lowest common scope of its uses (LCA), the scope and
//! innermost statement of its first use, and its direct eligible children. Phase 2 (rewrite)
//! binds each expression whose *independent* count (occurrences not inside a bound parent) is
//! at least 2, shallower expressions first and in first-use order, as `cse_vN` before the
//! statement that dominates all its uses, and replaces occurrences top-down.
//!
//! Eligible: binary, cast and select nodes that are not bool-typed and contain no call and no
//! buffer load; nothing is recorded inside a `T.Let` body (its variable would leave scope).
//!
//! Invariants: hash-consing makes structural equality an id comparison, so the table is keyed
//! by `ExprId`; every step is linear in the size of the function (plus a sort of the table),
//! where TVM re-substitutes every binding into every deeper candidate.

use crate::ir::{visit, AttrNode, BinOp, Expr, ExprId, PrimFunc, Stmt, StmtId, VarId};

/// What one run of the pass did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CseStats {
    /// Number of `cse_vN` bindings introduced.
    pub bindings: usize,
    /// Distinct eligible expressions seen.
    pub candidates: usize,
    /// Each binding's variable and the expression it binds (as it was before rewriting).
    pub bound: Vec<(VarId, ExprId)>,
}

/// Where a binding goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// At the lowest common scope of its uses, as TVM does.
    Lca,
    /// At the outermost scope where all its operands are defined (loop-invariant work leaves
    /// loops and thread launches), but an expression that can trap (division or modulo by
    /// something not a nonzero constant) never leaves a branch or loop.
    Hoist,
}

/// Options of the CSE planner.
#[derive(Clone, Copy, Debug)]
pub struct CseConfig {
    /// Binding placement.
    pub placement: Placement,
    /// Also bind bool-typed expressions (comparisons, `and`/`or`), which TVM never binds.
    pub bind_predicates: bool,
    /// Hoisting only: also common loads of buffers the function never writes (in a
    /// `tirx.noalias` function) and pure calls, which TVM never commons (`read_only`). Loads
    /// count as trapping (an index may be out of bounds where the load did not run) and never
    /// leave the thread launch they are in (above it is host code).
    pub common_reads: bool,
}

impl Default for CseConfig {
    fn default() -> Self {
        CseConfig {
            placement: Placement::Lca,
            bind_predicates: false,
            common_reads: false,
        }
    }
}

/// Runs syntactic CSE on `func` in place, exactly as TVM 0.27 does.
pub fn syntactic_cse(func: &mut PrimFunc) -> CseStats {
    cse_with(func, &CseConfig::default())
}

/// Runs the CSE planner and rewriter with `cfg`.
pub fn cse_with(func: &mut PrimFunc, cfg: &CseConfig) -> CseStats {
    let plan = Planner::plan(func, cfg);
    let mut stats = CseStats {
        bindings: plan.binds.len(),
        candidates: plan.candidates,
        bound: Vec::new(),
    };
    if !plan.binds.is_empty() {
        let rewriter = Rewriter::new(func, plan);
        stats.bound = rewriter.binds.iter().map(|(e, v, _)| (*v, *e)).collect();
        rewriter.run();
    }
    stats
}

struct Scope {
    parent: usize,
    depth: usize,
    /// The statement that opened the scope (the root has none).
    creator: Option<StmtId>,
    /// Whether leaving this scope could execute something that would not have run: a branch
    /// or a loop body (zero trips).
    conditional: bool,
    /// Whether the scope repeats (a loop body or a thread launch): leaving it saves work.
    repeats: bool,
}

struct Entry {
    count: usize,
    depth: usize,
    lca: usize,
    first_scope: usize,
    first_stmt: StmtId,
    /// Whether the first occurrence sits in a branch of `if_then_else` (may not be evaluated).
    first_lazy: bool,
    /// Direct eligible children with multiplicity.
    children: Vec<(ExprId, usize)>,
    consumed: usize,
    /// Deepest scope defining one of its variables (the outermost legal placement).
    def_scope: usize,
    /// Whether evaluating it can trap (division or modulo by a non-constant or zero).
    traps: bool,
    /// Whether its value is not proven to fit its dtype (it might overflow).
    may_overflow: bool,
    /// Whether it loads from memory (it then stays inside its thread launches).
    reads_memory: bool,
}

/// The planner's output: bindings in creation order, each with its insertion point.
struct Plan {
    /// (expression, statement to insert the binding before), in `cse_vN` order.
    binds: Vec<(ExprId, StmtId)>,
    candidates: usize,
}

struct Planner<'f> {
    f: &'f PrimFunc,
    /// `forbidden[e]`: `e` is or contains a call or a buffer load.
    forbidden: Vec<bool>,
    scopes: Vec<Scope>,
    current_scope: usize,
    current_stmt: StmtId,
    let_depth: usize,
    /// Nesting depth inside `if_then_else` branches.
    lazy_depth: usize,
    /// `slot[e]`: index of `e`'s entry in `entries`, or `NONE`. Dense arrays instead of hash maps
    /// keep the pass linear and cache-friendly on million-node functions.
    slot: Vec<u32>,
    /// Table entries in order of first occurrence, with their expressions.
    entries: Vec<(ExprId, Entry)>,
    /// Scope that defines each variable (0 for parameters and shape symbols).
    var_scope: Vec<usize>,
    placement: Placement,
    bind_predicates: bool,
    /// Loads and pure calls may be entries (`CseConfig::common_reads` with hoisting).
    common_reads: bool,
    /// Hoisting only: expressions whose value provably fits their dtype (may be speculated).
    safe: Vec<bool>,
}

/// Marks an expression without a table entry.
const NONE: u32 = u32::MAX;

impl<'f> Planner<'f> {
    fn plan(f: &'f PrimFunc, cfg: &CseConfig) -> Plan {
        let mut forbidden = vec![false; f.exprs.len()];
        let reads = if cfg.common_reads && cfg.placement == Placement::Hoist {
            super::read_only::commonable_reads(f)
        } else {
            vec![false; f.exprs.len()]
        };
        // Children are interned before parents, so one forward pass sees children first.
        for i in 0..f.exprs.len() {
            let node = f.expr(ExprId(i as u32));
            let mut bad = matches!(node, Expr::Call(..) | Expr::Load(..)) && !reads[i];
            visit::expr_children(node, |c| bad |= forbidden[c.index()]);
            forbidden[i] = bad;
        }
        let mut p = Planner {
            f,
            forbidden,
            scopes: vec![Scope {
                parent: usize::MAX,
                depth: 0,
                creator: None,
                conditional: false,
                repeats: false,
            }],
            current_scope: 0,
            current_stmt: f.body,
            let_depth: 0,
            lazy_depth: 0,
            slot: vec![NONE; f.exprs.len()],
            entries: Vec::new(),
            var_scope: vec![0; f.vars.len()],
            placement: cfg.placement,
            bind_predicates: cfg.bind_predicates,
            common_reads: cfg.common_reads && cfg.placement == Placement::Hoist,
            safe: match cfg.placement {
                Placement::Lca => Vec::new(),
                Placement::Hoist => {
                    let facts = super::canonical_order::var_facts(f);
                    super::canonical_order::expr_ranges(f, &facts)
                        .iter()
                        .map(|r| r.is_some())
                        .collect()
                }
            },
        };
        p.stmt(f.body);
        p.compute_plan()
    }

    fn eligible(&self, e: ExprId) -> bool {
        let f = self.f;
        matches!(
            f.expr(e),
            Expr::Binary(..) | Expr::Cast(_) | Expr::Select(..) | Expr::Load(..) | Expr::Call(..)
        ) && (self.bind_predicates || !f.dtype(e).is_bool())
            && !self.forbidden[e.index()]
    }

    fn lca(&self, mut a: usize, mut b: usize) -> usize {
        while self.scopes[a].depth > self.scopes[b].depth {
            a = self.scopes[a].parent;
        }
        while self.scopes[b].depth > self.scopes[a].depth {
            b = self.scopes[b].parent;
        }
        while a != b {
            a = self.scopes[a].parent;
            b = self.scopes[b].parent;
        }
        a
    }

    /// Visits an occurrence bottom-up: children first, then the node itself.
    fn expr(&mut self, e: ExprId) {
        let f = self.f;
        let node = f.expr(e);
        if let Expr::Let(_, value, body) = node {
            self.expr(*value);
            self.let_depth += 1;
            self.expr(*body);
            self.let_depth -= 1;
            return;
        }
        if let Expr::Call(name, args) = node {
            if name == "if_then_else" {
                // Only one branch runs: what is first met inside a branch is not evaluated
                // unconditionally there.
                self.expr(args[0]);
                self.lazy_depth += 1;
                args[1..].iter().for_each(|&a| self.expr(a));
                self.lazy_depth -= 1;
                return self.record(e);
            }
        }
        visit::expr_children(node, |c| self.expr(c));
        self.record(e);
    }

    fn record(&mut self, e: ExprId) {
        let f = self.f;
        let node = f.expr(e);
        if self.let_depth > 0 || !self.eligible(e) {
            return;
        }
        let scope = self.current_scope;
        let slot = self.slot[e.index()];
        if slot != NONE {
            let lca = self.lca(self.entries[slot as usize].1.lca, scope);
            let entry = &mut self.entries[slot as usize].1;
            entry.lca = lca;
            entry.count += 1;
            return;
        }
        let mut children: Vec<(ExprId, usize)> = Vec::new();
        self.entry_children(node, &mut children);
        let depth = children
            .iter()
            .map(|(c, _)| self.entries[self.slot[c.index()] as usize].1.depth)
            .max()
            .unwrap_or(0);
        let (def_scope, traps, may_overflow) = self.def_scope_and_traps(e);
        let reads_memory = self.common_reads && reads_memory(f, e);
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
                children,
                consumed: 0,
                def_scope,
                traps,
                may_overflow,
                reads_memory,
            },
        ));
    }

    /// The entries directly below `node`, with multiplicity. TVM looks at direct children only;
    /// with loads commoned, a vector load `A[T.Ramp(i, 1, 8)]` must also see the entry `i`
    /// under the (never eligible) `Ramp`, or it would be bound before `i` is.
    fn entry_children(&self, node: &Expr, out: &mut Vec<(ExprId, usize)>) {
        visit::expr_children(node, |c| {
            if self.slot[c.index()] != NONE {
                match out.iter_mut().find(|(x, _)| *x == c) {
                    Some((_, m)) => *m += 1,
                    None => out.push((c, 1)),
                }
            } else if self.common_reads && !matches!(self.f.expr(c), Expr::Let(..)) {
                self.entry_children(self.f.expr(c), out);
            }
        });
    }

    /// Only computed for hoisting: the deepest scope defining a variable of `e`, and whether
    /// `e` can trap.
    fn def_scope_and_traps(&self, e: ExprId) -> (usize, bool, bool) {
        if self.placement == Placement::Lca {
            return (0, false, false);
        }
        let f = self.f;
        let mut vars = Vec::new();
        crate::analysis::free_vars(f, e, &mut vars);
        let def = vars
            .iter()
            .map(|v| self.var_scope[v.index()])
            .max_by_key(|&s| self.scopes[s].depth)
            .unwrap_or(0);
        // Speculating it (evaluating it where the original might not) is safe only if it can
        // neither trap nor overflow.
        let traps = can_trap(f, e);
        let may_overflow = !(f.dtype(e).is_float() || self.safe.get(e.index()).copied().unwrap_or(false));
        (def, traps, may_overflow)
    }

    fn open_scope(&mut self, creator: StmtId, conditional: bool) -> usize {
        let depth = self.scopes[self.current_scope].depth + 1;
        let repeats = matches!(
            self.f.stmt(creator),
            Stmt::For { .. } | Stmt::While { .. } | Stmt::ThreadLaunch { .. }
        );
        self.scopes.push(Scope {
            parent: self.current_scope,
            depth,
            creator: Some(creator),
            conditional,
            repeats,
        });
        self.scopes.len() - 1
    }

    fn scoped(&mut self, creator: StmtId, body: StmtId, defines: Option<VarId>, conditional: bool) {
        let saved = self.current_scope;
        self.current_scope = self.open_scope(creator, conditional);
        if let Some(v) = defines {
            self.var_scope[v.index()] = self.current_scope;
        }
        self.stmt(body);
        self.current_scope = saved;
    }

    fn stmt(&mut self, s: StmtId) {
        self.current_stmt = s;
        let f = self.f;
        match f.stmt(s) {
            Stmt::Seq(items) => items.iter().for_each(|&it| self.stmt(it)),
            Stmt::Bind { var, value } => {
                self.expr(*value);
                self.var_scope[var.index()] = self.current_scope;
            }
            Stmt::For {
                var,
                min,
                extent,
                kind: _,
                body,
            } => {
                self.expr(*min);
                self.expr(*extent);
                // A loop that may run zero times makes its body conditional.
                let runs = matches!(f.expr(*extent), Expr::Int(n) if *n >= 1);
                self.scoped(s, *body, Some(*var), !runs);
            }
            Stmt::ThreadLaunch {
                var,
                tag: _,
                extent,
                body,
                concise: _,
            } => {
                self.expr(*extent);
                self.scoped(s, *body, Some(*var), false);
            }
            Stmt::Attr {
                node: _,
                key: _,
                value,
                body,
            } => {
                // As in TVM, the attribute node (e.g. a reducer's lambda) is not visited.
                self.expr(*value);
                self.scoped(s, *body, None, false);
            }
            Stmt::If { cond, then, other } => {
                self.expr(*cond);
                self.scoped(s, *then, None, true);
                if let Some(o) = other {
                    self.scoped(s, *o, None, true);
                }
            }
            Stmt::While { cond, body } => {
                self.expr(*cond);
                self.scoped(s, *body, None, true);
            }
            Stmt::Store {
                buffer: _,
                indices,
                value,
            } => {
                self.expr(*value);
                indices.iter().for_each(|&i| self.expr(i));
            }
            Stmt::Evaluate(e) => self.expr(*e),
            Stmt::Alloc { buffer, form: _ } | Stmt::DeclBuffer { buffer, form: _ } => {
                let decl = f.buffer(*buffer);
                decl.shape.iter().for_each(|&d| self.expr(d));
                if let Some(o) = decl.elem_offset {
                    self.expr(o);
                }
            }
            Stmt::Assert { cond, message: _ } => self.expr(*cond),
        }
    }

    /// The scope a binding goes to, and whether getting there leaves a repeating scope.
    fn target(&self, entry: &Entry) -> (usize, bool) {
        let mut target = entry.lca;
        let mut leaves_loop = false;
        if self.placement == Placement::Hoist {
            // Climb out of scopes that do not define an operand; an expression that could trap
            // or overflow never leaves a branch or a loop that may not run.
            while target != entry.def_scope
                && !((entry.traps || entry.may_overflow) && self.scopes[target].conditional)
                && !(entry.reads_memory && self.opens_launch(target))
            {
                leaves_loop |= self.scopes[target].repeats;
                target = self.scopes[target].parent;
            }
        }
        (target, leaves_loop)
    }

    /// Whether scope `s` is the body of a thread launch.
    fn opens_launch(&self, s: usize) -> bool {
        self.scopes[s]
            .creator
            .is_some_and(|c| matches!(self.f.stmt(c), Stmt::ThreadLaunch { .. }))
    }

    /// The statement before which a binding of `entry` placed in scope `target` goes.
    fn insertion_point(&self, entry: &Entry, target: usize) -> StmtId {
        if entry.first_scope == target {
            return entry.first_stmt;
        }
        let mut s = entry.first_scope;
        while self.scopes[s].parent != target {
            s = self.scopes[s].parent;
        }
        self.scopes[s]
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
        let hoisted: Vec<bool> = self.entries.iter().map(|(_, en)| self.target(en).1).collect();
        for &i in &order {
            let count = self.entries[i].1.count;
            if count < 2 && !hoisted[i] {
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
        let mut placed = vec![0usize; self.entries.len()];
        let mut binds = Vec::new();
        for &i in &order {
            let entry = &self.entries[i].1;
            let mut constraint = 0;
            for (c, _) in &entry.children {
                let ct = placed[self.slot[c.index()] as usize];
                if self.scopes[ct].depth > self.scopes[constraint].depth {
                    constraint = ct;
                }
            }
            let own = self.target(entry).0;
            let target = if self.scopes[constraint].depth > self.scopes[own].depth {
                constraint
            } else {
                own
            };
            let mut leaves_loop = false;
            let mut s = entry.lca;
            while s != target {
                leaves_loop |= self.scopes[s].repeats;
                s = self.scopes[s].parent;
            }
            let independent = entry.count.saturating_sub(entry.consumed);
            // Hoisting mode: something that can trap is only bound where its first occurrence is
            // evaluated anyway, so it is never speculated into a path that did not compute it.
            let speculates = self.placement == Placement::Hoist
                && entry.traps
                && (entry.first_scope != entry.lca || entry.first_lazy);
            if !speculates && (independent >= 2 || (independent >= 1 && leaves_loop)) {
                placed[i] = target;
                binds.push((self.entries[i].0, self.insertion_point(entry, target)));
            } else {
                placed[i] = constraint;
            }
        }
        Plan {
            binds,
            candidates: order.len(),
        }
    }
}

struct Rewriter<'f> {
    f: &'f mut PrimFunc,
    /// Bound expression -> its variable (indexed by the original expression ids).
    remap: Vec<Option<VarId>>,
    /// Statement -> bindings to insert before it, in order (indexed by statement id).
    before: Vec<Vec<StmtId>>,
    /// Original expression -> its rewritten form.
    memo: Vec<Option<ExprId>>,
    /// Bound expressions in plan order, with their variables.
    binds: Vec<(ExprId, VarId, StmtId)>,
}

impl<'f> Rewriter<'f> {
    fn new(f: &'f mut PrimFunc, plan: Plan) -> Self {
        let originals = f.exprs.len();
        let mut remap = vec![None; originals];
        let mut binds = Vec::new();
        for (n, (e, at)) in plan.binds.into_iter().enumerate() {
            let var = f.add_var(&format!("cse_v{}", n + 1), f.dtype(e));
            remap[e.index()] = Some(var);
            binds.push((e, var, at));
        }
        let before = vec![Vec::new(); f.stmts.len()];
        Rewriter {
            f,
            remap,
            before,
            memo: vec![None; originals],
            binds,
        }
    }

    fn run(mut self) {
        // A binding's value is its expression with every bound proper sub-expression replaced
        // (outermost first): exactly what TVM's shallow-first propagation leaves in its repr.
        for (e, var, at) in std::mem::take(&mut self.binds) {
            let value = self.children_rewritten(e);
            let bind = self.f.add_stmt(Stmt::Bind { var, value });
            self.before[at.index()].push(bind);
        }
        let body = self.f.body;
        let new_body = self.stmt(body);
        self.f.body = new_body;
    }

    /// Rewrites an expression top-down: a bound expression becomes its variable.
    fn expr(&mut self, e: ExprId) -> ExprId {
        if let Some(v) = self.remap[e.index()] {
            return self.f.var_ref(v);
        }
        self.children_rewritten(e)
    }

    fn children_rewritten(&mut self, e: ExprId) -> ExprId {
        if let Some(r) = self.memo[e.index()] {
            return r;
        }
        let node = match self.f.expr(e) {
            Expr::Int(_) | Expr::Float(_) | Expr::Str(_) | Expr::Var(_) => return e,
            // Nothing was recorded inside a let body; leave it untouched so no binding is used
            // where its variable might not be in scope.
            Expr::Let(v, value, body) => Expr::Let(*v, *value, *body),
            other => other.clone(),
        };
        let mut changed = false;
        let new_node = match node {
            Expr::Let(v, value, body) => {
                let new_value = self.expr(value);
                changed = new_value != value;
                Expr::Let(v, new_value, body)
            }
            other => visit::map_expr_children(&other, |c| {
                let r = self.expr(c);
                changed |= r != c;
                r
            }),
        };
        // Unchanged nodes keep their id: no hashing for the bulk of untouched expressions.
        let new = if changed {
            self.f.exprs.intern(new_node, self.f.dtype(e))
        } else {
            e
        };
        self.memo[e.index()] = Some(new);
        new
    }

    /// Rewrites `s` in place; returns the statement to use in its place (with insertions).
    fn stmt(&mut self, s: StmtId) -> StmtId {
        let node = self.f.stmt(s).clone();
        let new = match node {
            Stmt::Seq(items) => {
                let mut flat = Vec::with_capacity(items.len());
                for it in items {
                    let r = self.stmt(it);
                    self.push_flat(&mut flat, r);
                }
                Stmt::Seq(flat)
            }
            Stmt::Bind { var, value } => Stmt::Bind {
                var,
                value: self.expr(value),
            },
            Stmt::For {
                var,
                min,
                extent,
                kind,
                body,
            } => {
                let (min, extent) = (self.expr(min), self.expr(extent));
                Stmt::For {
                    var,
                    min,
                    extent,
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
                let value = self.expr(value);
                let node = match node {
                    AttrNode::Expr(e) => AttrNode::Expr(self.expr(e)),
                    other => other,
                };
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
                let other = other.map(|o| self.stmt(o));
                Stmt::If { cond, then, other }
            }
            Stmt::While { cond, body } => {
                let cond = self.expr(cond);
                Stmt::While {
                    cond,
                    body: self.stmt(body),
                }
            }
            Stmt::Store { buffer, indices, value } => {
                let value = self.expr(value);
                let indices = indices.into_iter().map(|i| self.expr(i)).collect();
                Stmt::Store { buffer, indices, value }
            }
            Stmt::Evaluate(e) => Stmt::Evaluate(self.expr(e)),
            Stmt::Alloc { buffer, form } => {
                self.buffer_exprs(buffer);
                Stmt::Alloc { buffer, form }
            }
            Stmt::DeclBuffer { buffer, form } => {
                self.buffer_exprs(buffer);
                Stmt::DeclBuffer { buffer, form }
            }
            Stmt::Assert { cond, message } => Stmt::Assert {
                cond: self.expr(cond),
                message,
            },
        };
        self.f.stmts[s.index()] = new;
        match std::mem::take(&mut self.before[s.index()]) {
            binds if binds.is_empty() => s,
            mut binds => {
                binds.push(s);
                let mut flat = Vec::with_capacity(binds.len());
                for b in binds {
                    self.push_flat(&mut flat, b);
                }
                self.f.add_stmt(Stmt::Seq(flat))
            }
        }
    }

    fn buffer_exprs(&mut self, b: crate::ir::BufferId) {
        let shape = self.f.buffer(b).shape.clone();
        let shape = shape.into_iter().map(|d| self.expr(d)).collect();
        let offset = self.f.buffer(b).elem_offset.map(|o| self.expr(o));
        let decl = &mut self.f.buffers[b.index()];
        decl.shape = shape;
        decl.elem_offset = offset;
    }

    /// Appends `s` to a sequence, splicing nested sequences as TVM's `SeqStmt` does.
    fn push_flat(&self, out: &mut Vec<StmtId>, s: StmtId) {
        match self.f.stmt(s) {
            Stmt::Seq(inner) => out.extend(inner.iter().copied()),
            _ => out.push(s),
        }
    }
}

/// Whether `e` contains a buffer load.
fn reads_memory(f: &PrimFunc, e: ExprId) -> bool {
    let node = f.expr(e);
    let mut reads = matches!(node, Expr::Load(..));
    visit::expr_children(node, |c| reads |= reads_memory(f, c));
    reads
}

/// Whether evaluating `e` can trap: a division or modulo whose divisor is not a nonzero
/// constant, or a load (its index may be out of bounds where it did not run).
fn can_trap(f: &PrimFunc, e: ExprId) -> bool {
    let node = f.expr(e);
    if matches!(node, Expr::Load(..)) {
        return true;
    }
    if let Expr::Binary(BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod, _, d) = node {
        if !matches!(f.expr(*d), Expr::Int(v) if *v != 0) {
            return true;
        }
    }
    let mut trap = false;
    visit::expr_children(node, |c| trap |= can_trap(f, c));
    trap
}
