//! The e-graph step of semantic CSE: every eligible pure expression of a function goes into
//! one e-graph with every statement-level let joined to its value, the rules saturate it, and
//! each occurrence proven equal to others takes the cheapest form available around it: a
//! constant, a let variable holding it, or the cheapest of its forms the program evaluates, so
//! the CSE planner then sees one term, whatever the order of the statements.
//!
//! Invariant (why no overflow or trap is introduced): an occurrence is only replaced by a
//! constant (the class's value, folded with the interpreter's exact semantics; a constant
//! evaluates nothing), by a let variable defined before every occurrence in a scope enclosing
//! them (it holds that value: variables are immutable), or by a form the original program
//! itself evaluates, with the same variable values (expressions with loads or calls never
//! enter), on every path through it: the first occurrence of its class in a scope enclosing the
//! replaced ones (evaluated before them), or an unconditional occurrence in such a scope (not
//! inside an `if_then_else` branch or the right operand of `and`/`or`) over no variable the
//! replaced form does not use, in a function without `return`, `assert` or `while` (evaluated
//! after them on every path). If that form overflowed or trapped, the original program would
//! fail on the same run.

use crate::analysis::ScopeTree;
use crate::analysis::VarFacts;
use crate::egraph::{lower, Term};
use crate::egraph::{saturate, Limits, Report, TirAnalysis, TirEGraph, TirLang};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::{walk_func, ExprSite, ScopeId, ScopeKind, StmtVisitor, VarDef};
use crate::ir::{visit, BinOp, DataType, Expr, ExprId, PrimFunc, StmtId, VarId};
use egg::{Id, Rewrite, Symbol};
use hashbrown::HashMap;

/// E-graph figures of one run.
pub type EqualFormsReport = Report;

struct Occurrence {
    expr: ExprId,
    scope: ScopeId,
    /// Statements entered before it in walk order (program order).
    order: u32,
    /// Not nested inside another eligible expression.
    root: bool,
    /// Inside an `if_then_else` branch or the right operand of `and`/`or`: evaluated only
    /// when the guard allows.
    conditional: bool,
}

/// Collects the occurrences of eligible expressions at CSE sites, with their scopes.
struct Collector<'f> {
    f: &'f PrimFunc,
    tree: &'f ScopeTree,
    current: ScopeId,
    occurrences: Vec<Occurrence>,
    forbidden: Vec<bool>,
    /// Whether the walk is inside an eligible expression.
    nested: bool,
    /// Whether the walk is inside a guarded operand.
    conditional: bool,
    /// Statements entered so far.
    order: u32,
    /// Every `v: T.let = value` statement: variable, value, scope and order of the statement.
    lets: Vec<Let>,
}

/// A statement-level let: `var` holds `value` for every statement after it in `scope`.
struct Let {
    var: VarId,
    value: ExprId,
    scope: ScopeId,
    order: u32,
}

impl StmtVisitor for Collector<'_> {
    fn enter_stmt(&mut self, _f: &PrimFunc, _s: StmtId) {
        self.order += 1;
    }

    fn define_var(&mut self, f: &PrimFunc, var: VarId, def: VarDef) {
        let VarDef::Bind(s) = def else { return };
        if let crate::ir::Stmt::Bind { value, .. } = f.stmt(s) {
            self.lets.push(Let {
                var,
                value: *value,
                scope: self.current,
                order: self.order,
            });
        }
    }

    fn expr(&mut self, _f: &PrimFunc, e: ExprId, site: ExprSite) {
        if site.is_cse_site() {
            self.occurrence(e);
        }
    }

    fn enter_scope(&mut self, _f: &PrimFunc, scope: ScopeId, _kind: ScopeKind, _creator: StmtId) {
        self.current = scope;
    }

    fn leave_scope(&mut self, _f: &PrimFunc, scope: ScopeId) {
        self.current = self.tree.parent(scope);
    }
}

impl Collector<'_> {
    fn eligible(&self, e: ExprId) -> bool {
        let f = self.f;
        matches!(
            f.expr(e),
            Expr::Binary(..) | Expr::Cast(_) | Expr::Select(..) | Expr::Not(_)
        ) && f.dtype(e).lanes == 1
            && !self.forbidden[e.index()]
    }

    fn occurrence(&mut self, e: ExprId) {
        match self.f.expr(e) {
            // Let bodies may use the let variable: nothing inside them is recorded.
            Expr::Let(_, value, _) => self.occurrence(*value),
            node => {
                let eligible = self.eligible(e);
                if eligible {
                    self.occurrences.push(Occurrence {
                        expr: e,
                        scope: self.current,
                        order: self.order,
                        root: !self.nested,
                        conditional: self.conditional,
                    });
                }
                let saved = (self.nested, self.conditional);
                self.nested |= eligible;
                // Operands evaluated only under a guard: if_then_else branches, and/or rights.
                let guarded: Option<usize> = match node {
                    Expr::Call(name, _) if name == "if_then_else" => Some(1),
                    Expr::Binary(BinOp::And | BinOp::Or, ..) => Some(1),
                    _ => None,
                };
                let mut k = 0;
                visit::expr_children(node, |c| {
                    self.conditional = saved.1 || guarded.is_some_and(|g| k >= g);
                    k += 1;
                    self.occurrence(c);
                });
                (self.nested, self.conditional) = saved;
            }
        }
    }
}

/// Replaces occurrences by their earlier, dominating equal forms. Returns the e-graph report
/// and the replacements made (expression -> the earlier form it took).
pub fn merge_equal_forms(
    func: &mut PrimFunc,
    facts: &VarFacts,
    rewrites: &[Rewrite<TirLang, TirAnalysis>],
    limits: &Limits,
) -> (EqualFormsReport, HashMap<ExprId, ExprId>) {
    let f: &PrimFunc = func;
    let mut forbidden = vec![false; f.exprs.len()];
    for i in 0..f.exprs.len() {
        let node = f.expr(ExprId(i as u32));
        let mut bad = matches!(
            node,
            Expr::Call(..) | Expr::Load(..) | Expr::Ramp(..) | Expr::Broadcast(..)
        );
        visit::expr_children(node, |c| bad |= forbidden[c.index()]);
        forbidden[i] = bad;
    }
    let tree = ScopeTree::new(f);
    let mut col = Collector {
        f,
        tree: &tree,
        current: ScopeId::ROOT,
        occurrences: Vec::new(),
        forbidden,
        nested: false,
        conditional: false,
        order: 0,
        lets: Vec::new(),
    };
    walk_func(f, &mut col);

    let mut analysis = TirAnalysis::default();
    for (i, v) in f.vars.iter().enumerate() {
        let sym = Symbol::from(format!("v{i}"));
        analysis.var_types.insert(sym, v.dtype);
        if let Some(r) = facts.range[i] {
            analysis.var_ranges.insert(sym, r);
        }
    }
    let mut egraph: TirEGraph = egg::EGraph::new(analysis);
    let mut memo = HashMap::new();
    for o in &col.occurrences {
        lower(f, o.expr, &mut egraph, &mut memo);
    }
    // A let-bound variable equals its value wherever it is defined (variables are immutable):
    // later uses of the value may read the variable, and constants flow through it.
    let mut let_nodes = Vec::new();
    for (k, l) in col.lets.iter().enumerate() {
        if let Some(value) = lower(f, l.value, &mut egraph, &mut memo) {
            let var = egraph.add(TirLang::Var(crate::egraph::var_symbol(l.var)));
            egraph.union(var, value);
            let_nodes.push((var, k));
        }
    }
    // Equal modulo commutativity and associativity: each root is joined to its canonical
    // operand order (computed ignoring overflow, which is fine: this only detects equality,
    // and replacements use forms the program already evaluates).
    let mut seen = hashbrown::HashSet::new();
    for o in col.occurrences.iter().filter(|o| o.root) {
        if !seen.insert(o.expr) {
            continue;
        }
        let mut term = Term::default();
        let (Some(&id), Some(_)) = (memo.get(&o.expr), lower(f, o.expr, &mut term, &mut HashMap::new())) else {
            continue;
        };
        let canon = crate::egraph::canonicalize(&term.rec, &|i| term.floats[i]);
        let cid = egraph.add_expr(&canon);
        egraph.union(id, cid);
    }
    egraph.rebuild();
    let (runner, report) = saturate(egraph, rewrites, limits);
    let eg = &runner.egraph;

    // The occurrences of every class in program order, and of every expression.
    let mut members: HashMap<Id, Vec<usize>> = HashMap::new();
    let mut uses: HashMap<ExprId, Vec<usize>> = HashMap::new();
    for (k, o) in col.occurrences.iter().enumerate() {
        let Some(&id) = memo.get(&o.expr) else { continue };
        members.entry(eg.find(id)).or_default().push(k);
        uses.entry(o.expr).or_default().push(k);
    }
    // A later form runs on every path after a use only where nothing can end the run first:
    // no `return`, no `assert` (a failing assert must stay a clean error, not become an
    // overflow), no `while` (it may not terminate).
    let returns = f.stmts.iter().any(|s| {
        matches!(
            s,
            crate::ir::Stmt::Return(_) | crate::ir::Stmt::Assert { .. } | crate::ir::Stmt::While { .. }
        )
    });
    let mut free = crate::analysis::FreeVarsMemo::default();
    let mut free_of = |e: ExprId| free.get(f, e);
    let mut ops = HashMap::new();
    // Each class's members from the cheapest form (tree op count) to the dearest, the
    // earliest first among equals (so nothing changes without a gain).
    let mut ranked: HashMap<Id, Vec<(usize, usize)>> = HashMap::new();
    for (class, ks) in &members {
        let mut r: Vec<(usize, usize)> = ks.iter().copied().enumerate().collect();
        r.sort_by_key(|&(n, k)| (visit::count_ops_memo(f, col.occurrences[k].expr, &mut ops), n));
        ranked.insert(*class, r);
    }
    // The lets of every class, earliest first.
    let mut lets_of: HashMap<Id, Vec<usize>> = HashMap::new();
    for &(node, k) in &let_nodes {
        lets_of.entry(eg.find(node)).or_default().push(k);
    }
    let extractor = egg::Extractor::new(eg, LevelOps { facts });
    let mut costs = HashMap::new();
    let let_of_var: HashMap<VarId, &Let> = col.lets.iter().map(|l| (l.var, l)).collect();
    let mut replace: HashMap<ExprId, ExprId> = HashMap::new();
    // Replacements by forms the program does not write as an expression: (expression, the
    // form, its dtype).
    let mut fresh: Vec<(ExprId, Expr, DataType)> = Vec::new();
    // Cheaper terms only the e-graph has: (expression, the term, the program's form to fall
    // back on if the term is not proven free of overflow and traps).
    let mut extracted: Vec<(ExprId, egg::RecExpr<TirLang>, Option<ExprId>)> = Vec::new();
    for (e, ks) in &uses {
        let class = eg.find(memo[e]);
        // A constant costs nothing and can neither overflow nor trap.
        if let Some(c) = eg[class].data.constant {
            let dt = f.dtype(*e);
            let form = match c {
                crate::egraph::LitValue::Int(v) => Expr::Int(v),
                crate::egraph::LitValue::Float(bits) => Expr::Float(bits),
            };
            fresh.push((*e, form, dt));
            continue;
        }
        // A let variable defined before every use, in a scope enclosing them, holds the value.
        let defined_at_every_use = |l: &Let| {
            ks.iter().all(|&k| {
                let o = &col.occurrences[k];
                l.order < o.order && tree.encloses(l.scope, o.scope)
            })
        };
        let dominating = lets_of
            .get(&class)
            .and_then(|ls| ls.iter().map(|&k| &col.lets[k]).find(|l| defined_at_every_use(l)));
        if let Some(l) = dominating {
            fresh.push((*e, Expr::Var(l.var), f.dtype(*e)));
            continue;
        }
        let e_vars = free_of(*e);
        // The cheapest form that is the first occurrence, or an unconditional one over
        // variables `e` uses, in a scope enclosing every use of `e`.
        let best = ranked[&eg.find(memo[e])].iter().find(|&&(n, c)| {
            let o = &col.occurrences[c];
            ks.iter().all(|&k| tree.encloses(o.scope, col.occurrences[k].scope))
                && (n == 0 || (!o.conditional && !returns && free_of(o.expr).iter().all(|v| e_vars.contains(v))))
        });
        let current = best.map_or(*e, |&(_, c)| col.occurrences[c].expr);
        // The cheapest term of the class, if it is cheaper still and reads only variables
        // defined at every use (those of `e`, or lets defined before them).
        if extractor.find_best_cost(class) < LevelCost::of_expr(f, facts, current, &mut costs) {
            let term = extractor.find_best(class).1;
            let defined = |v: VarId| e_vars.contains(&v) || let_of_var.get(&v).is_some_and(|l| defined_at_every_use(l));
            let reads_defined = term.as_ref().iter().all(|n| match n {
                TirLang::Var(s) => crate::egraph::symbol_var(*s).is_some_and(defined),
                _ => true,
            });
            if reads_defined {
                extracted.push((*e, term, (current != *e).then_some(current)));
                continue;
            }
        }
        if current != *e {
            replace.insert(*e, current);
        }
    }
    // In expression order, so that the new nodes' ids do not depend on hash order.
    fresh.sort_by_key(|(e, ..)| *e);
    extracted.sort_by_key(|(e, ..)| *e);
    let raised: Vec<(ExprId, Option<ExprId>, Option<ExprId>)> = extracted
        .into_iter()
        .map(|(e, term, fallback)| (e, crate::egraph::raise(func, &term), fallback))
        .collect();
    // A term the program does not evaluate is used only where intervals prove that none of its
    // integer operations overflows and it divides by no possibly-zero value.
    let ranges = crate::analysis::expr_ranges(func, facts);
    for (e, term, fallback) in raised {
        match term.filter(|&t| never_fails(func, &ranges, t)) {
            Some(t) => {
                replace.insert(e, t);
            }
            None => {
                if let Some(form) = fallback {
                    replace.insert(e, form);
                }
            }
        }
    }
    for (e, form, dt) in fresh {
        let to = func.exprs.intern(form, dt);
        replace.insert(e, to);
    }
    if !replace.is_empty() {
        apply(func, &replace);
    }
    (report, replace)
}

/// Loop levels told apart by the extraction cost; deeper ones count as the deepest.
const LEVELS: usize = 8;

/// What extraction minimizes: the ops of a term as the weighted op measure counts them
/// (variables, constants and casts are free) per loop level at which each op would be placed
/// (the deepest level of its variables), compared from the innermost level out, so no op moves
/// into a deeper loop to save one outside it; then the term's size, so that among equally
/// cheap terms a variable holding a value wins over the casts computing it.
#[derive(Clone, Debug)]
struct LevelCost {
    ops: [u64; LEVELS],
    level: usize,
    size: u64,
}

impl PartialEq for LevelCost {
    fn eq(&self, other: &Self) -> bool {
        self.partial_cmp(other) == Some(std::cmp::Ordering::Equal)
    }
}

impl PartialOrd for LevelCost {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        let inner_first = (0..LEVELS).rev().map(|l| self.ops[l].cmp(&other.ops[l]));
        Some(
            inner_first
                .chain([self.size.cmp(&other.size)])
                .find(|o| o.is_ne())
                .unwrap_or(std::cmp::Ordering::Equal),
        )
    }
}

impl LevelCost {
    /// The cost of a node: `own` counted op (or none) at the deepest of its operands' levels
    /// and `base` (a variable's level), plus its operands' costs.
    fn node(own: bool, base: usize, kids: impl Iterator<Item = LevelCost>) -> LevelCost {
        let mut c = LevelCost {
            ops: [0; LEVELS],
            level: base.min(LEVELS - 1),
            size: 1,
        };
        for k in kids {
            c.level = c.level.max(k.level);
            c.size = c.size.saturating_add(k.size);
            for (mine, theirs) in c.ops.iter_mut().zip(k.ops) {
                *mine = mine.saturating_add(theirs);
            }
        }
        c.ops[c.level] += own as u64;
        c
    }

    /// The same cost of an IR expression (each subexpression computed once into `memo`).
    fn of_expr(f: &PrimFunc, facts: &VarFacts, e: ExprId, memo: &mut HashMap<ExprId, LevelCost>) -> LevelCost {
        if let Some(c) = memo.get(&e) {
            return c.clone();
        }
        let node = f.expr(e);
        let (own, base) = match node {
            Expr::Binary(op, ..) => (op.is_counted(), 0),
            Expr::Var(v) => (false, facts.level[v.index()] as usize),
            _ => (false, 0),
        };
        let mut kids = Vec::new();
        visit::expr_children(node, |c| kids.push(LevelCost::of_expr(f, facts, c, memo)));
        let cost = LevelCost::node(own, base, kids.into_iter());
        memo.insert(e, cost.clone());
        cost
    }
}

/// Extraction's cost function: [`LevelCost`] over e-nodes.
struct LevelOps<'a> {
    facts: &'a VarFacts,
}

impl egg::CostFunction<TirLang> for LevelOps<'_> {
    type Cost = LevelCost;

    fn cost<C: FnMut(Id) -> LevelCost>(&mut self, enode: &TirLang, mut costs: C) -> LevelCost {
        let own = enode.binop().is_some_and(|(op, _)| op.is_counted());
        let base = match enode {
            TirLang::Var(s) => crate::egraph::symbol_var(*s).map_or(0, |v| self.facts.level[v.index()] as usize),
            _ => 0,
        };
        let kids: Vec<LevelCost> = egg::Language::children(enode).iter().map(|&c| costs(c)).collect();
        LevelCost::node(own, base, kids.into_iter())
    }
}

/// Whether evaluating `e` can neither overflow nor trap: every integer node has an interval
/// inside its dtype, and no division or modulo has a divisor that may be zero.
fn never_fails(f: &PrimFunc, ranges: &[Option<(i128, i128)>], e: ExprId) -> bool {
    let dt = f.dtype(e);
    let fits = !dt.is_int() || ranges.get(e.index()).copied().flatten().is_some();
    let mut kids = fits && !crate::analysis::traps_itself(f, f.expr(e));
    visit::expr_children(f.expr(e), |c| kids = kids && never_fails(f, ranges, c));
    kids
}

/// Substitutes expressions top-down at every CSE site reachable from the body.
fn apply(func: &mut PrimFunc, replace: &HashMap<ExprId, ExprId>) {
    rewrite_func(
        func,
        &mut Substitution {
            replace,
            memo: HashMap::new(),
        },
    );
}

struct Substitution<'r> {
    replace: &'r HashMap<ExprId, ExprId>,
    memo: HashMap<ExprId, ExprId>,
}

impl StmtRewriter for Substitution<'_> {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, site: ExprSite) -> ExprId {
        if site.is_cse_site() {
            self.sub(f, e)
        } else {
            e
        }
    }
}

impl Substitution<'_> {
    fn sub(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        if let Some(&t) = self.replace.get(&e) {
            return t;
        }
        if let Some(&m) = self.memo.get(&e) {
            return m;
        }
        let new = match f.expr(e).clone() {
            Expr::Let(v, value, body) => {
                let value = self.sub(f, value);
                Expr::Let(v, value, body)
            }
            other => visit::map_expr_children(&other, |c| self.sub(f, c)),
        };
        let dt = f.dtype(e);
        let out = f.exprs.intern(new, dt);
        self.memo.insert(e, out);
        out
    }
}
