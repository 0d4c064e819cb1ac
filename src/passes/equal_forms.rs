//! The e-graph step of semantic CSE: every eligible pure expression of a function goes into
//! one e-graph, the rules saturate it, and each occurrence proven equal to others takes the
//! cheapest of their forms the program evaluates around it, so the CSE planner then sees one
//! term, whatever the order of the statements.
//!
//! Invariant (why no overflow or trap is introduced): an occurrence is only replaced by a form
//! the original program itself evaluates, with the same variable values (variables are
//! immutable, and expressions with loads or calls never enter), on every path through it: the
//! first occurrence of its class in a scope enclosing the replaced ones (evaluated before
//! them), or an unconditional occurrence in such a scope (not inside an `if_then_else` branch
//! or the right operand of `and`/`or`) over no variable the replaced form does not use, in a
//! function without `return`, `assert` or `while` (evaluated after them on every path). If that
//! form overflowed or trapped, the original program would fail on the same run.

use crate::analysis::ScopeTree;
use crate::analysis::VarFacts;
use crate::egraph::{lower, Term};
use crate::egraph::{saturate, Limits, Report, TirAnalysis, TirEGraph, TirLang};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::{walk_func, ExprSite, ScopeId, ScopeKind, StmtVisitor};
use crate::ir::{visit, BinOp, Expr, ExprId, PrimFunc, StmtId};
use egg::{Id, Rewrite, Symbol};
use hashbrown::HashMap;

/// E-graph figures of one run.
pub type EqualFormsReport = Report;

struct Occurrence {
    expr: ExprId,
    scope: ScopeId,
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
}

impl StmtVisitor for Collector<'_> {
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
    let mut replace: HashMap<ExprId, ExprId> = HashMap::new();
    for (e, ks) in &uses {
        let e_vars = free_of(*e);
        // The cheapest form that is the first occurrence, or an unconditional one over
        // variables `e` uses, in a scope enclosing every use of `e`.
        let best = ranked[&eg.find(memo[e])].iter().find(|&&(n, c)| {
            let o = &col.occurrences[c];
            ks.iter().all(|&k| tree.encloses(o.scope, col.occurrences[k].scope))
                && (n == 0 || (!o.conditional && !returns && free_of(o.expr).iter().all(|v| e_vars.contains(v))))
        });
        if let Some(&(_, c)) = best {
            if col.occurrences[c].expr != *e {
                replace.insert(*e, col.occurrences[c].expr);
            }
        }
    }
    if !replace.is_empty() {
        apply(func, &replace);
    }
    (report, replace)
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
