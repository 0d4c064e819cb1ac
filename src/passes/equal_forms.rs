//! The e-graph step of semantic CSE: every eligible pure expression of a function goes into
//! one e-graph, the rules saturate it, and each occurrence proven equal to an earlier one is
//! replaced by that earlier, dominating form, so the CSE planner then sees one term.
//!
//! Invariant (why no overflow or trap is introduced): an occurrence is only replaced by a form
//! the original program itself evaluates earlier on every path to it (first occurrence, in a
//! scope enclosing the replaced one), with the same variable values (variables are immutable,
//! and expressions with loads or calls never enter). If that form overflowed or trapped, the
//! original program would already have failed there.

use super::canonical_order::VarFacts;
use super::lowering::{lower, Term};
use crate::egraph::{saturate, Limits, Report, TirAnalysis, TirEGraph, TirLang};
use crate::ir::{visit, Expr, ExprId, PrimFunc, Stmt, StmtId};
use egg::{Id, Rewrite, Symbol};
use hashbrown::HashMap;

/// E-graph figures of one run.
pub type EqualFormsReport = Report;

struct Occurrence {
    expr: ExprId,
    scope: usize,
    /// Not nested inside another eligible expression.
    root: bool,
}

struct Collector<'f> {
    f: &'f PrimFunc,
    /// Parent of every scope (the root's parent is itself).
    parents: Vec<usize>,
    current: usize,
    occurrences: Vec<Occurrence>,
    forbidden: Vec<bool>,
    /// Whether the walk is inside an eligible expression.
    nested: bool,
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

    fn expr(&mut self, e: ExprId) {
        match self.f.expr(e) {
            // Let bodies may use the let variable: nothing inside them is recorded.
            Expr::Let(_, value, _) => self.expr(*value),
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
                visit::expr_children(node, |c| self.expr(c));
                self.nested = saved;
            }
        }
    }

    fn scoped(&mut self, body: StmtId) {
        let saved = self.current;
        self.parents.push(saved);
        self.current = self.parents.len() - 1;
        self.stmt(body);
        self.current = saved;
    }

    fn stmt(&mut self, s: StmtId) {
        match self.f.stmt(s) {
            Stmt::For {
                var: _,
                min,
                extent,
                kind: _,
                body,
            } => {
                self.expr(*min);
                self.expr(*extent);
                self.scoped(*body);
            }
            Stmt::ThreadLaunch {
                var: _,
                tag: _,
                extent,
                body,
                concise: _,
            } => {
                self.expr(*extent);
                self.scoped(*body);
            }
            Stmt::Attr {
                node: _,
                key: _,
                value,
                body,
            } => {
                self.expr(*value);
                self.scoped(*body);
            }
            Stmt::If { cond, then, other } => {
                self.expr(*cond);
                self.scoped(*then);
                if let Some(o) = other {
                    self.scoped(*o);
                }
            }
            Stmt::While { cond, body } => {
                self.expr(*cond);
                self.scoped(*body);
            }
            other => visit::stmt_children(other, |c| match c {
                visit::Child::Stmt(c) => self.stmt(c),
                visit::Child::Expr(e) => self.expr(e),
            }),
        }
    }

    fn encloses(&self, outer: usize, mut inner: usize) -> bool {
        loop {
            if inner == outer {
                return true;
            }
            if self.parents[inner] == inner {
                return false;
            }
            inner = self.parents[inner];
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
    let mut col = Collector {
        f,
        parents: vec![0],
        current: 0,
        occurrences: Vec::new(),
        forbidden,
        nested: false,
    };
    col.stmt(f.body);

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
        if rep.expr != *e && ks.iter().all(|&k| col.encloses(rep.scope, col.occurrences[k].scope)) {
            replace.insert(*e, rep.expr);
        }
    }
    if !replace.is_empty() {
        apply(func, &replace);
    }
    (report, replace)
}

/// Substitutes expressions top-down in every statement.
fn apply(func: &mut PrimFunc, replace: &HashMap<ExprId, ExprId>) {
    let mut memo: HashMap<ExprId, ExprId> = HashMap::new();
    fn sub(f: &mut PrimFunc, e: ExprId, r: &HashMap<ExprId, ExprId>, memo: &mut HashMap<ExprId, ExprId>) -> ExprId {
        if let Some(&t) = r.get(&e) {
            return t;
        }
        if let Some(&m) = memo.get(&e) {
            return m;
        }
        let node = f.expr(e).clone();
        let new = match node {
            Expr::Let(v, value, body) => {
                let value = sub(f, value, r, memo);
                Expr::Let(v, value, body)
            }
            other => visit::map_expr_children(&other, |c| sub(f, c, r, memo)),
        };
        let dt = f.dtype(e);
        let out = f.exprs.intern(new, dt);
        memo.insert(e, out);
        out
    }
    for i in 0..func.stmts.len() {
        let stmt = func.stmts[i].clone();
        func.stmts[i] = visit::map_stmt_exprs(&stmt, |e| sub(func, e, replace, &mut memo));
    }
}
