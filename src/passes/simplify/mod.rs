//! Bound-aware simplification (seed 004): the shared rewriter ([`crate::ir::rewrite`]) carries
//! the facts of [`context`] down (one context per open scope, sequence facts added after each
//! item), and each `if` condition is decided by [`decide`]: a check implied by the facts becomes
//! true and its `if` disappears, a contradicted one becomes false and its branch disappears,
//! and otherwise its cheapest equal form replaces it. Conjuncts of `and` are
//! decided one by one under the ones before them; `T.likely` wrappers stay on what remains.
//! Store indices and values and bound values take their cheapest equal form under the same
//! facts (let-bound constants propagate). Finally every expression is put in canonical operand
//! order (`canonical_order`), so equal products of symbolic dims (`d2*(d1*d0)`, `(d0*d1)*d2`)
//! print equal.
//!
//! Invariant: the result computes the same as the input on every execution where the input
//! has no error, and never evaluates an operation the input did not (no new overflow or trap).

mod conditionals;
mod context;
mod decide;
mod enumerate;
mod opaque_loads;
mod scalar_terms;

use crate::egraph::{Limits, Report, TirAnalysis, TirLang};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::{ExprSite, ScopeKind};
use crate::ir::{BinOp, DataType, Expr, ExprId, PrimFunc, Stmt, StmtId, VarId};
use crate::ruleset::Rule;
pub(crate) use context::{conjuncts, negate, negate_all};
use context::{strip_likely, Context};
use decide::{cheapest, decide, Question, Verdict};
use egg::Rewrite;
use hashbrown::HashMap;
use scalar_terms::{scalar_term, Admit};

/// Options of the simplifier.
#[derive(Clone, Debug)]
pub struct SimplifyConfig {
    /// Rewrites saturating each condition's or expression's e-graph ([`simplify_rewrites`]).
    pub rewrites: Vec<Rewrite<TirLang, TirAnalysis>>,
    /// Bounds of each e-graph run.
    pub limits: Limits,
}

impl Default for SimplifyConfig {
    fn default() -> Self {
        SimplifyConfig {
            rewrites: Vec::new(),
            limits: Limits {
                max_nodes: 2_000,
                max_iterations: 10,
                ..Limits::default()
            },
        }
    }
}

/// What one run did.
#[derive(Clone, Debug, Default)]
pub struct SimplifyStats {
    /// Conditions (conjuncts of `if` conditions) examined.
    pub conditions: usize,
    /// Conditions proven true and removed.
    pub removed_true: usize,
    /// `if` statements whose condition was proven false (their then-branch removed).
    pub removed_false: usize,
    /// Conditions replaced by a cheaper equal form.
    pub rewritten: usize,
    /// Other expressions (store indices and values, bound values) replaced by a cheaper equal
    /// form, e.g. with let-bound constants propagated.
    pub exprs_simplified: usize,
    /// E-graph runs, the largest e-graph and the total saturation time.
    pub egraph_runs: usize,
    /// Largest e-graph, in nodes.
    pub max_egraph_nodes: usize,
    /// Total saturation time in milliseconds.
    pub egraph_ms: f64,
    /// `T.assume` statements proven where they stand, and removed.
    pub assumes_removed: usize,
    /// Consecutive `if`s merged into one (identical or complementary conditions).
    pub ifs_merged: usize,
    /// `if`s whose two branches are the same statements, replaced by them.
    pub identical_branches: usize,
    /// `T.assume` statements proven false where they stand: their source offsets (`None` for
    /// statements a pass built). A program with one is wrong; the pipeline reports it.
    pub refuted: Vec<Option<u32>>,
}

/// The rewrites the simplifier uses: every rule except associativity, the commutativity of
/// `and`/`or` and the moves of a term across a comparison. Associativity with commutativity
/// makes even one condition's e-graph hit the node limit (1,000 nodes, 72 ms on
/// softmax_dynamic_llvm; 50 nodes, 7 ms without, same decisions); operands of a short-circuit
/// operator keep their order (the left may guard the right); a moved term only pays where it
/// is hoisted out of a loop (semantic CSE), and at equal cost it would turn a literal bound
/// check `t < n` into `i < n - j`, which TVM's passes no longer recognise.
pub fn simplify_rewrites(rules: &[Rule]) -> Result<Vec<Rewrite<TirLang, TirAnalysis>>, Vec<crate::ruleset::RuleError>> {
    crate::ruleset::rewrites_without(
        rules,
        &[
            "and-comm",
            "or-comm",
            "add-assoc",
            "add-assoc-rev",
            "mul-assoc",
            "mul-assoc-rev",
            "lt-move-term",
            "le-move-term",
        ],
    )
}

/// Simplifies the conditions and expressions of `func` in place.
pub fn simplify(func: &mut PrimFunc, cfg: &SimplifyConfig) -> SimplifyStats {
    let mut s = Simplifier {
        cfg,
        stats: SimplifyStats::default(),
        cheapest: HashMap::new(),
        contexts: vec![Context::new(func)],
        ifs: Vec::new(),
        assumption: None,
        if_contexts: HashMap::new(),
        placeholders: opaque_loads::Placeholders::default(),
    };
    rewrite_func(func, &mut s);
    super::canonicalize_func(func);
    s.stats
}

/// The verdict on an `if` being rewritten: its original condition and the one it keeps.
struct IfVerdict {
    verdict: Verdict,
    cond: ExprId,
    new_cond: ExprId,
}

struct Simplifier<'c> {
    cfg: &'c SimplifyConfig,
    stats: SimplifyStats,
    /// Cheapest forms already found, by expression and exact context: unrolled kernels repeat
    /// the same index expressions under the same facts many times.
    cheapest: HashMap<(ExprId, Question), Option<ExprId>>,
    /// The facts of each open scope, innermost last (the function's at the bottom).
    contexts: Vec<Context>,
    /// The `if` statements being rewritten, innermost last.
    ifs: Vec<IfVerdict>,
    /// The verdict on the `T.assume` statement being rewritten.
    assumption: Option<Verdict>,
    /// The context before each `if` statement, for merging it with the next one.
    if_contexts: HashMap<StmtId, Context>,
    /// Placeholder variables standing for loads.
    placeholders: opaque_loads::Placeholders,
}

impl StmtRewriter for Simplifier<'_> {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, site: ExprSite) -> ExprId {
        let ctx = self.contexts.pop().expect("the function's context is never popped");
        let out = match site {
            ExprSite::StoreValue | ExprSite::BindValue => {
                let known = crate::passes::padding::fold_undef(f, e);
                let known = ctx.with_values(f, known);
                let known = self.nest_values(f, &ctx, known);
                let out = self.simplified(f, &ctx, known);
                let out = same_branches(f, out);
                if out == known && known != e {
                    self.stats.exprs_simplified += 1;
                }
                out
            }
            // A loop's bounds are evaluated where the loop stands, under the same facts
            // (`range(T.min(n, 16))` after `T.assume(n <= 16)` is `range(n)`).
            ExprSite::StoreIndex | ExprSite::LoopMin | ExprSite::LoopExtent => {
                let known = ctx.with_values(f, e);
                let known = self.nest_values(f, &ctx, known);
                self.simplified(f, &ctx, known)
            }
            ExprSite::Evaluate => {
                if let Expr::Call(name, args) = f.expr(e).clone() {
                    if name == "assume" && args.len() == 1 {
                        // Buffer facts decide it too: `A[0] == 2` after `T.assume(A[0] == 1)`,
                        // with no write between, is false (a compile-time error).
                        let known = ctx.with_values(f, args[0]);
                        let (verdict, _) = self.condition(f, &ctx, known);
                        self.assumption = Some(verdict);
                    }
                }
                e
            }
            ExprSite::IfCond => {
                let known = ctx.with_values(f, e);
                let (verdict, new_cond) = match self.condition(f, &ctx, known) {
                    (Verdict::Unknown, _) if known != e => (Verdict::Cheaper(known), known),
                    decided => decided,
                };
                self.ifs.push(IfVerdict {
                    verdict,
                    cond: e,
                    new_cond,
                });
                new_cond
            }
            _ => e,
        };
        self.contexts.push(ctx);
        out
    }

    fn before(&mut self, f: &mut PrimFunc, s: StmtId) -> Vec<StmtId> {
        if matches!(f.stmt(s), Stmt::If { .. }) {
            let ctx = self.contexts.last().expect("the function's context").clone();
            self.if_contexts.insert(s, ctx);
        }
        Vec::new()
    }

    fn enter_scope(&mut self, f: &mut PrimFunc, kind: ScopeKind, creator: StmtId) -> bool {
        let mut inner = self.contexts.last().expect("the function's context").clone();
        match (kind, f.stmt(creator).clone()) {
            (
                ScopeKind::Loop,
                Stmt::For {
                    var, min, extent, body, ..
                },
            ) => {
                // A later iteration sees what the body writes.
                forget_writes(f, &mut inner, f.stmt(body).clone());
                loop_facts(f, &mut inner, var, Some(min), extent)
            }
            (ScopeKind::ThreadLaunch, Stmt::ThreadLaunch { var, extent, body, .. }) => {
                forget_writes(f, &mut inner, f.stmt(body).clone());
                loop_facts(f, &mut inner, var, None, extent)
            }
            (ScopeKind::Attr, Stmt::Attr { value, .. }) => inner.evaluated(f, value),
            (ScopeKind::While, Stmt::While { cond, body }) => {
                forget_writes(f, &mut inner, f.stmt(body).clone());
                inner.assume(f, cond)
            }
            (ScopeKind::Then, _) => {
                let v = self.ifs.last().expect("an if's verdict precedes its branches");
                if v.verdict == Verdict::False {
                    return false;
                }
                let (cond, new_cond) = (v.cond, v.new_cond);
                inner.assume(f, cond);
                if new_cond != cond {
                    inner.assume(f, new_cond);
                }
            }
            (ScopeKind::Else, _) => {
                let v = self.ifs.last().expect("an if's verdict precedes its branches");
                if v.verdict == Verdict::True {
                    return false;
                }
                let cond = v.cond;
                inner.assume_not(f, cond);
            }
            // A block sees none of the enclosing loops' variables or bindings: only the
            // function's facts hold inside it, and of buffer values only those still known
            // here (a write in an enclosing branch or loop forgot some since the top).
            (ScopeKind::Block, _) => {
                let mut block = self.contexts[0].clone();
                block.values = std::mem::take(&mut inner.values);
                block.nest_facts = std::mem::take(&mut inner.nest_facts);
                inner = block;
            }
            (ScopeKind::BlockInit, _) => {}
            // Nothing of a reducer's combiner is simplified.
            _ => return false,
        }
        self.contexts.push(inner);
        true
    }

    fn leave_scope(&mut self, _f: &mut PrimFunc, _kind: ScopeKind) {
        self.contexts.pop();
    }

    fn after_item(&mut self, f: &mut PrimFunc, original: &Stmt) {
        // What the original statement evaluated holds after it, even where the simplified one
        // no longer evaluates it (a removed check).
        let ctx = self.contexts.last_mut().expect("the function's context");
        forget_writes(f, ctx, original.clone());
        after(f, original, ctx);
    }

    fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
        match f.stmt(s).clone() {
            Stmt::Evaluate(_) => match self.assumption.take() {
                Some(Verdict::True) => {
                    self.stats.assumes_removed += 1;
                    f.no_op()
                }
                Some(Verdict::False) => {
                    self.stats.refuted.push(f.origin(s));
                    s
                }
                _ => s,
            },
            Stmt::If { cond, then, other } => {
                let v = self.ifs.pop().expect("every if pushed its verdict");
                match v.verdict {
                    Verdict::True => then,
                    Verdict::False => {
                        self.stats.removed_false += 1;
                        other.unwrap_or_else(|| f.no_op())
                    }
                    Verdict::Cheaper(_) | Verdict::Unknown => match other {
                        Some(other) if conditionals::identical_branches(f, cond, then, other) => {
                            self.stats.identical_branches += 1;
                            then
                        }
                        _ => s,
                    },
                }
            }
            Stmt::Seq(items) => {
                let mut items = self.merge_ifs(f, items);
                // An `if` that disappeared leaves a no-op only when it was alone.
                if items.len() > 1 {
                    items.retain(|&x| !is_no_op(f, x));
                }
                let items = without_unused_lets(f, items);
                f.set_seq(s, items)
            }
            _ => s,
        }
    }
}

impl Simplifier<'_> {
    /// `e` with every load a padding fact of the context decides replaced by the fact's value:
    /// each index inside its variable's range and the fact's guard false there.
    fn nest_values(&mut self, f: &mut PrimFunc, ctx: &Context, e: ExprId) -> ExprId {
        if ctx.nest_facts.is_empty() {
            return e;
        }
        let e = crate::ir::subst::with_operands(f, e, |f, c| self.nest_values(f, ctx, c));
        let Expr::Load(buffer, idx) = f.expr(e).clone() else {
            return e;
        };
        let Some(root) = f.element_root(buffer) else {
            return e;
        };
        for fact in ctx.nest_facts.clone() {
            if fact.buffer != root || fact.index.len() != idx.len() || f.dtype(fact.value) != f.dtype(e) {
                continue;
            }
            let Some(map) = self.fact_binding(f, ctx, &fact, &idx) else {
                continue;
            };
            let guard = crate::ir::subst::substitute(f, fact.guard, &map);
            if self.decide(f, ctx, guard) == Verdict::False {
                self.stats.exprs_simplified += 1;
                return fact.value;
            }
        }
        e
    }

    /// The fact's variables bound to the load's indices `idx`, when each variable gets one
    /// index and every index lies in its variable's range under `ctx`.
    fn fact_binding(
        &mut self,
        f: &mut PrimFunc,
        ctx: &Context,
        fact: &context::NestFact,
        idx: &[ExprId],
    ) -> Option<hashbrown::HashMap<VarId, ExprId>> {
        let mut map = hashbrown::HashMap::new();
        for (&v, &i) in fact.index.iter().zip(idx) {
            let &(_, lo, hi) = fact.vars.iter().find(|(x, ..)| *x == v)?;
            if map.insert(v, i).is_some_and(|other| other != i) {
                return None;
            }
            let dt = f.dtype(i);
            let (lo, hi) = (f.int(lo, dt), f.int(hi, dt));
            let (above, below) = (f.binary(BinOp::Le, lo, i), f.binary(BinOp::Le, i, hi));
            let within = f.binary(BinOp::And, above, below);
            if self.decide(f, ctx, within) != Verdict::True {
                return None;
            }
        }
        (map.len() == fact.vars.len()).then_some(map)
    }

    /// `e` (holding loads) simplified with its loads as opaque operands
    /// ([`opaque_loads`]), or `e` when that finds nothing cheaper.
    fn over_opaque_loads(&mut self, f: &mut PrimFunc, ctx: &Context, e: ExprId) -> ExprId {
        let Some((pure, loads)) = self.placeholders.abstracted(f, e) else {
            return e;
        };
        if !has_counted_op(f, f.expr(pure)) {
            return e;
        }
        let better = self.simplified(f, ctx, pure);
        if better == pure {
            return e;
        }
        opaque_loads::replaced(f, better, &loads)
    }

    fn decide(&mut self, f: &mut PrimFunc, ctx: &Context, cond: ExprId) -> Verdict {
        let (v, report) = decide(f, ctx, cond, &self.cfg.rewrites, &self.cfg.limits);
        if let Some(Report { nodes, time_ms, .. }) = report {
            self.stats.egraph_runs += 1;
            self.stats.max_egraph_nodes = self.stats.max_egraph_nodes.max(nodes);
            self.stats.egraph_ms += time_ms;
        }
        v
    }

    /// The verdict on a whole `if` condition and the condition to keep: conjuncts implied by
    /// the context and the conjuncts before them are dropped, the rest take their cheapest
    /// forms.
    fn condition(&mut self, f: &mut PrimFunc, ctx: &Context, cond: ExprId) -> (Verdict, ExprId) {
        // Each conjunct remembers the `likely` wrapper it was under, if any.
        let mut parts: Vec<(ExprId, Option<usize>)> = Vec::new();
        split(f, cond, None, &mut 0, &mut parts);
        let mut i = 0;
        let mut changed = false;
        while i < parts.len() {
            self.stats.conditions += 1;
            // Only the conjuncts before this one: C and CUDA evaluate `a && b` left to right
            // and skip `b` when `a` is false, so a later conjunct may be guarded by this one
            // (`0 < d and x // d < n`) and must not justify dropping it.
            let mut local = ctx.clone();
            for &(p, _) in &parts[..i] {
                local.assume(f, p);
            }
            for c in conjuncts(f, parts[i].0) {
                local.evaluated(f, c);
            }
            match self.decide(f, &local, parts[i].0) {
                Verdict::True => {
                    self.stats.removed_true += 1;
                    parts.remove(i);
                    changed = true;
                    continue;
                }
                Verdict::False => return (Verdict::False, cond),
                // Under the earlier conjuncts' facts, a form that may trap where the conjunct
                // did not is kept out: LLVM evaluates both operands of `and` (no short
                // circuit), so `(i - (n - j)) // n` must not become `(i - k) // k` with
                // `k = n + j` under `j <= 0` (`k` is zero on other iterations).
                Verdict::Cheaper(e) if i > 0 && !traps_within(f, e, parts[i].0) => {}
                Verdict::Cheaper(e) => {
                    self.stats.rewritten += 1;
                    parts[i].0 = e;
                    changed = true;
                }
                Verdict::Unknown => {}
            }
            i += 1;
        }
        if parts.is_empty() {
            return (Verdict::True, cond);
        }
        if !changed {
            return (Verdict::Unknown, cond);
        }
        // The surviving conjuncts of one `likely(a and b)` stay under one `likely`: TVM's
        // LoopPartition splits a loop at each separate `likely` bound, and on a symbolic
        // extent smaller than the split point its first part runs out of bounds (TVM 0.27), so
        // the output must not offer it splits the input did not.
        let mut groups: Vec<(ExprId, Option<usize>)> = Vec::new();
        for (p, group) in parts {
            match groups.last_mut() {
                Some((acc, g)) if group.is_some() && *g == group => {
                    *acc = f.exprs.intern(Expr::Binary(BinOp::And, *acc, p), DataType::BOOL);
                }
                _ => groups.push((p, group)),
            }
        }
        let mut out: Option<ExprId> = None;
        for (p, group) in groups {
            let p = match group {
                Some(_) => f.exprs.intern(Expr::Call("likely".into(), vec![p]), DataType::BOOL),
                None => p,
            };
            out = Some(match out {
                None => p,
                Some(acc) => f.exprs.intern(Expr::Binary(BinOp::And, acc, p), DataType::BOOL),
            });
        }
        let out = out.expect("at least one part");
        (Verdict::Cheaper(out), out)
    }

    /// `e` with each maximal pure scalar sub-expression replaced by its cheapest equal form
    /// under `ctx`. Loads, calls and vectors are kept and their operands simplified; `let`
    /// bodies and `T.likely` conditions are left as written.
    fn simplified(&mut self, f: &mut PrimFunc, ctx: &Context, e: ExprId) -> ExprId {
        match f.expr(e).clone() {
            Expr::Var(v) => ctx.constant(v).unwrap_or(e),
            Expr::Int(_) | Expr::Float(_) | Expr::Str(_) | Expr::PointerType(..) | Expr::Let(..) => e,
            Expr::Call(name, _) if name == "likely" => e,
            node if scalar_term(f, e, &mut Admit::Logic) => {
                if !has_counted_op(f, &node) {
                    return e;
                }
                let key = (e, Question::new(f, ctx, &[e]));
                let better = match self.cheapest.get(&key) {
                    Some(b) => *b,
                    None => {
                        let (b, report) = cheapest(f, &key.1, e, &self.cfg.rewrites, &self.cfg.limits);
                        self.stats.egraph_runs += 1;
                        self.stats.max_egraph_nodes = self.stats.max_egraph_nodes.max(report.nodes);
                        self.stats.egraph_ms += report.time_ms;
                        self.cheapest.insert(key, b);
                        b
                    }
                };
                match better {
                    Some(b) => {
                        self.stats.exprs_simplified += 1;
                        b
                    }
                    None => e,
                }
            }
            node => {
                let dtype = f.dtype(e);
                let new = crate::ir::visit::map_expr_children(&node, |c| self.simplified(f, ctx, c));
                let rebuilt = if new == node {
                    e
                } else {
                    // An operand that became `0` or `1` folds as TVM's parser folds it
                    // (`A[i] + 0` is `A[i]`), not kept as a node TVM never builds.
                    let rebuilt = f.exprs.intern(new, dtype);
                    read_back(f, rebuilt)
                };
                self.over_opaque_loads(f, ctx, rebuilt)
            }
        }
    }
}

/// `e` with every `T.if_then_else(c, x, x)` replaced by `x` (at most a trap of `c` goes, never
/// an effect: a condition calling something impure stays). Branches are compared as TVM reads
/// them back (`0 + x`, which a rewrite may leave, is `x`).
fn same_branches(f: &mut PrimFunc, e: ExprId) -> ExprId {
    let e = crate::ir::subst::with_operands(f, e, same_branches);
    match f.expr(e) {
        Expr::Call(name, args) if name == "if_then_else" && args.len() == 3 => {
            let (then, other) = (read_back(f, args[1]), read_back(f, args[2]));
            if then == other && !crate::analysis::calls_impure(f, args[0]) {
                then
            } else {
                e
            }
        }
        _ => e,
    }
}

/// The operand TVM's parser folds `e` to when it reads it (`x + 0` is `x`), else `e`. Only
/// for integers, where those folds are exact: TVM also folds `x * 0.0` to `0.0` and
/// `x + 0.0` to `x`, which a float `x` may contradict (`-1.0 * 0.0` is `-0.0`); such a node
/// stays and prints as its constructor (`T.Mul(x, T.float32(0.0))`).
fn read_back(f: &PrimFunc, e: ExprId) -> ExprId {
    use crate::tvmscript::const_fold::{try_const_fold, Folded};
    match *f.expr(e) {
        Expr::Binary(op, a, b) if !f.dtype(e).is_float() => match try_const_fold(f, op, a, b) {
            Some(Folded::Left) => read_back(f, a),
            Some(Folded::Right) => read_back(f, b),
            _ => e,
        },
        _ => e,
    }
}

/// Forgets the buffer values a statement may change.
fn forget_writes(f: &PrimFunc, ctx: &mut Context, s: Stmt) {
    if ctx.values.is_empty() && ctx.nest_facts.is_empty() {
        return;
    }
    match crate::passes::padding::buffers_of(f, &s) {
        Some((_, writes)) => ctx.forget_values(f, Some(&writes)),
        None => ctx.forget_values(f, None),
    }
}

/// The facts inside a loop (`min` given) or thread launch (from 0): its bounds were evaluated,
/// and `var < extent` (a constant extent is already in the range).
fn loop_facts(f: &mut PrimFunc, ctx: &mut Context, var: VarId, min: Option<ExprId>, extent: ExprId) {
    if let Some(m) = min {
        ctx.evaluated(f, m);
    }
    ctx.evaluated(f, extent);
    let from_zero = min.is_none_or(|m| matches!(f.expr(m), Expr::Int(0)));
    if from_zero && !matches!(f.expr(extent), Expr::Int(_)) {
        let v = f.var_ref(var);
        let fact = f.binary(BinOp::Lt, v, extent);
        ctx.assume(f, fact);
    }
}

/// Whether a node of the weighted-op measure is in `node` or below it.
fn has_counted_op(f: &PrimFunc, node: &Expr) -> bool {
    if matches!(node, Expr::Binary(op, ..) if op.is_counted()) {
        return true;
    }
    let mut found = false;
    crate::ir::visit::expr_children(node, |c| found |= has_counted_op(f, f.expr(c)));
    found
}

/// Whether everything that may trap in `e` (a load, or the divisor of a division or modulo by a
/// non-literal) may trap in `original` too: the same load, the same divisor.
fn traps_within(f: &PrimFunc, e: ExprId, original: ExprId) -> bool {
    let (mut new, mut old) = (hashbrown::HashSet::new(), hashbrown::HashSet::new());
    trap_sites(f, e, &mut new);
    trap_sites(f, original, &mut old);
    new.is_subset(&old)
}

/// The loads of `e` and the divisors of its divisions and modulos by a non-literal.
fn trap_sites(f: &PrimFunc, e: ExprId, out: &mut hashbrown::HashSet<ExprId>) {
    let node = f.expr(e);
    if crate::analysis::traps_itself(f, node) {
        out.insert(match node {
            Expr::Binary(_, _, divisor) => *divisor,
            _ => e,
        });
    }
    crate::ir::visit::expr_children(node, |c| trap_sites(f, c, out));
}

/// Splits `and` chains into parts, each with the number of the outermost `likely` wrapping
/// it (`groups` counts the wrappers met so far).
fn split(f: &PrimFunc, e: ExprId, likely: Option<usize>, groups: &mut usize, out: &mut Vec<(ExprId, Option<usize>)>) {
    match f.expr(e) {
        Expr::Call(name, args) if name == "likely" && args.len() == 1 => {
            let group = likely.unwrap_or_else(|| {
                *groups += 1;
                *groups
            });
            split(f, args[0], Some(group), groups, out)
        }
        Expr::Binary(BinOp::And, a, b) => {
            split(f, *a, likely, groups, out);
            split(f, *b, likely, groups, out);
        }
        _ => out.push((strip_likely(f, e), likely)),
    }
}

/// What a statement establishes for the statements after it in its sequence.
fn after(f: &mut PrimFunc, s: &Stmt, ctx: &mut Context) {
    match s.clone() {
        // A load whose value a fact gives is that value in the binding for good: the variable
        // keeps what the load read here whatever later writes do.
        Stmt::Bind { var, value } => {
            let known = ctx.with_values(f, value);
            ctx.bind(f, var, known)
        }
        Stmt::Evaluate(e) => match f.expr(e).clone() {
            Expr::Call(name, args) if name == "assume" && args.len() == 1 => ctx.assume(f, args[0]),
            _ => ctx.executed(f, e),
        },
        Stmt::Assert { cond, .. } => ctx.assume(f, cond),
        Stmt::Return(value) => ctx.executed(f, value),
        Stmt::Store { indices, value, .. } => {
            for i in indices {
                ctx.executed(f, i);
            }
            ctx.executed(f, value);
        }
        Stmt::If { cond, .. } | Stmt::While { cond, .. } => ctx.executed(f, cond),
        Stmt::For { min, extent, .. } => {
            if let Some(fact) = context::nest_fact(f, s) {
                ctx.nest_facts.push(fact);
            }
            ctx.evaluated(f, min);
            ctx.evaluated(f, extent);
        }
        Stmt::ThreadLaunch { extent, .. } => ctx.evaluated(f, extent),
        Stmt::Attr { value, .. } => ctx.evaluated(f, value),
        // Scope identifiers' extents are launch metadata: nothing evaluates them here.
        Stmt::Seq(_) | Stmt::ScopeIds { .. } | Stmt::Alloc { .. } | Stmt::DeclBuffer { .. } | Stmt::Block(_) => {}
    }
}

/// `items` without the `let`s nothing reads any more whose values have no effect and cannot
/// trap (a literal whose every use became the literal, `T.undef()`, a term the simplifier
/// cancelled), as TVM's simplifier drops unused pure `let`s; the last item stays (it ends the
/// sequence).
fn without_unused_lets(f: &PrimFunc, mut items: Vec<StmtId>) -> Vec<StmtId> {
    // A dropped `let` may have been the only reader of an earlier one.
    loop {
        let dead = crate::passes::padding::dead_lets(f, &items);
        if dead.is_empty() {
            return items;
        }
        items.retain(|s| !dead.contains(s));
    }
}

fn is_no_op(f: &PrimFunc, s: StmtId) -> bool {
    matches!(f.stmt(s), Stmt::Evaluate(e) if matches!(f.expr(*e), Expr::Int(0)))
}
