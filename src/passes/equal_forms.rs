//! The e-graph step of semantic CSE: every eligible pure expression of a function goes into
//! one e-graph, the rules saturate it, and each occurrence proven equal to an earlier one is
//! replaced by that earlier, dominating form, so the CSE planner then sees one term.
//!
//! Invariant (why no overflow or trap is introduced): an occurrence is only replaced by a form
//! the original program itself evaluates earlier on every path to it (first occurrence, in a
//! scope enclosing the replaced one), with the same variable values (variables are immutable,
//! and expressions with loads or calls never enter). If that form overflowed or trapped, the
//! original program would already have failed there.

use crate::analysis::ScopeTree;
use crate::analysis::VarFacts;
use crate::egraph::{lower, Term};
use crate::egraph::{saturate, Limits, Report, TirAnalysis, TirEGraph, TirLang};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::{walk_func, ExprSite, ScopeId, ScopeKind, StmtVisitor};
use crate::ir::{visit, Expr, ExprId, PrimFunc, StmtId};
use egg::{Id, Rewrite, Symbol};
use hashbrown::HashMap;

/// E-graph figures of one run.
pub type EqualFormsReport = Report;

struct Occurrence {
    expr: ExprId,
    scope: ScopeId,
    /// Not nested inside another eligible expression.
    root: bool,
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
                    });
                }
                let saved = self.nested;
                self.nested |= eligible;
                visit::expr_children(node, |c| self.occurrence(c));
                self.nested = saved;
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

    // First occurrence of every class, and every occurrence of every expression.
    let mut first: HashMap<Id, usize> = HashMap::new();
    let mut uses: HashMap<ExprId, Vec<usize>> = HashMap::new();
    for (k, o) in col.occurrences.iter().enumerate() {
        let Some(&id) = memo.get(&o.expr) else { continue };
        first.entry(eg.find(id)).or_insert(k);
        uses.entry(o.expr).or_default().push(k);
    }
    let mut replace: HashMap<ExprId, ExprId> = HashMap::new();
    for (e, ks) in &uses {
        let class = eg.find(memo[e]);
        let rep = &col.occurrences[first[&class]];
        if rep.expr != *e && ks.iter().all(|&k| tree.encloses(rep.scope, col.occurrences[k].scope)) {
            replace.insert(*e, rep.expr);
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
