//! Intervals and per-variable facts: the loop level at which each variable is defined (and
//! stops changing), its value range from loop ranges, thread extents, non-negative shape
//! symbols and parameter dtypes, and the interval of every expression built on them.
//!
//! Invariants: a range is inclusive and sound for every execution of the function (a loop
//! variable's range assumes nothing about a symbolic extent, a block variable's nothing of its
//! declared domain where its binding's range is known); an expression's interval is
//! `None` where unknown or not provably inside its dtype.

use crate::ir::walk::{walk_func, ScopeId, ScopeKind, StmtVisitor, VarDef};
use crate::ir::{semantics, BinOp, Expr, ExprId, PrimFunc, Stmt, StmtId, VarId};

/// Per-variable facts: the loop level at which it is defined and its value range.
pub struct VarFacts {
    /// Nesting depth of the loop or thread launch that defines it (0: function level).
    pub level: Vec<u32>,
    /// Inclusive range, when known.
    pub range: Vec<Option<(i128, i128)>>,
}

/// Collects loop levels and ranges of every variable of `func`.
pub fn var_facts(func: &PrimFunc) -> VarFacts {
    let n = func.vars.len();
    let mut c = FactCollector {
        facts: VarFacts {
            level: vec![0; n],
            range: vec![None; n],
        },
        levels: vec![0],
    };
    walk_func(func, &mut c);
    c.facts
}

fn const_of(func: &PrimFunc, e: ExprId) -> Option<i128> {
    match func.expr(e) {
        Expr::Int(v) => Some(*v),
        _ => None,
    }
}

/// Records each variable's facts where the shared walk defines it.
struct FactCollector {
    facts: VarFacts,
    /// Loop level of each open scope, innermost last.
    levels: Vec<u32>,
}

impl StmtVisitor for FactCollector {
    fn enter_scope(&mut self, _f: &PrimFunc, _scope: ScopeId, kind: ScopeKind, _creator: StmtId) {
        let level = self.levels.last().copied().unwrap_or(0);
        self.levels
            .push(level + u32::from(matches!(kind, ScopeKind::Loop | ScopeKind::ThreadLaunch)));
    }

    fn leave_scope(&mut self, _f: &PrimFunc, _scope: ScopeId) {
        self.levels.pop();
    }

    fn define_var(&mut self, func: &PrimFunc, v: VarId, def: VarDef) {
        let dt = func.var(v).dtype;
        let level = self.levels.last().copied().unwrap_or(0);
        let f = &mut self.facts;
        match def {
            VarDef::ShapeVar => f.range[v.index()] = Some((0, dt.int_range().1)),
            VarDef::Param => f.range[v.index()] = (dt.is_int() || dt.is_bool()).then(|| dt.int_range()),
            VarDef::Loop(s) => {
                let Stmt::For { min, extent, .. } = func.stmt(s) else {
                    return;
                };
                f.level[v.index()] = level;
                let lo = const_of(func, *min);
                let hi = match (lo, const_of(func, *extent)) {
                    (Some(l), Some(e)) => Some(l + e - 1),
                    _ => None,
                };
                f.range[v.index()] = lo.map(|l| (l, hi.unwrap_or(dt.int_range().1)));
            }
            VarDef::ThreadLaunch(s) => {
                let Stmt::ThreadLaunch { extent, .. } = func.stmt(s) else {
                    return;
                };
                f.level[v.index()] = level;
                f.range[v.index()] = Some((0, const_of(func, *extent).map_or(dt.int_range().1, |e| e - 1)));
            }
            VarDef::ScopeId(s) => {
                let Stmt::ScopeIds { vars, extents, .. } = func.stmt(s) else {
                    return;
                };
                // Each thread's own index: fixed where it is defined, below its extent.
                f.level[v.index()] = level;
                let extent = vars.iter().position(|&x| x == v).and_then(|k| extents.get(k));
                let hi = extent.and_then(|&e| const_of(func, e)).filter(|&e| e >= 1);
                f.range[v.index()] = Some((0, hi.map_or(dt.int_range().1, |e| e - 1)));
            }
            VarDef::Bind(s) => {
                let Stmt::Bind { value, .. } = func.stmt(s) else { return };
                let mut vars = Vec::new();
                crate::analysis::free_vars(func, *value, &mut vars);
                f.level[v.index()] = vars.iter().map(|v| f.level[v.index()]).max().unwrap_or(0);
                // The variable is read only after its value was computed without error.
                f.range[v.index()] = value_range(func, &f.range, *value);
            }
            VarDef::BlockIter(s) => {
                let Stmt::Block(b) = func.stmt(s) else { return };
                let Some(it) = b.iters.iter().find(|it| it.var == v) else {
                    return;
                };
                // It changes where its binding does, and takes its binding's values: the domain
                // is a promise TVM does not check (`T.axis.spatial(8, i + 5)` parses, builds and
                // runs with `vi` in 5..=12), so it is the range only where the binding's is
                // unknown.
                let mut vars = Vec::new();
                crate::analysis::free_vars(func, it.binding, &mut vars);
                f.level[v.index()] = vars.iter().map(|v| f.level[v.index()]).max().unwrap_or(0);
                let domain = match (const_of(func, it.min), const_of(func, it.extent)) {
                    (Some(lo), Some(n)) if n >= 1 => Some((lo, lo + n - 1)),
                    _ => None,
                };
                let bound = value_range(func, &f.range, it.binding).filter(|&r| r != dt.int_range());
                f.range[v.index()] = bound.or(domain);
            }
            VarDef::ReducerArg => {}
        }
    }
}

/// The interval of `e`'s value in every run that computes it without error: there each
/// operation's result lies inside its dtype, so an unknown part has its dtype's range (and a
/// narrowing cast's result the target's). `None` for floats and vectors.
fn value_range(func: &PrimFunc, vars: &[Option<(i128, i128)>], e: ExprId) -> Option<(i128, i128)> {
    let dt = func.dtype(e);
    if !(dt.is_int() || dt.is_bool()) || dt.lanes != 1 || dt.scalable {
        return None;
    }
    let full = dt.int_range();
    let r = match func.expr(e) {
        Expr::Int(v) => Some((*v, *v)),
        Expr::Var(v) => vars[v.index()],
        Expr::Binary(op, a, b) if dt.is_int() => match (value_range(func, vars, *a), value_range(func, vars, *b)) {
            (Some(x), Some(y)) => interval(*op, x, y),
            _ => None,
        },
        Expr::Cast(a) => value_range(func, vars, *a),
        _ => None,
    };
    // Below 32 bits `+ - *` wrap, and a narrowing cast keeps the low bits: a range leaving the
    // dtype's covers all of it there (at 32 and 64 bits an overflow is no value at all).
    let wraps = crate::ir::semantics::wraps(dt) || matches!(func.expr(e), Expr::Cast(_));
    Some(match r {
        Some((lo, hi)) if wraps && (lo < full.0 || hi > full.1) => full,
        Some((lo, hi)) if lo.max(full.0) <= hi.min(full.1) => (lo.max(full.0), hi.min(full.1)),
        _ => full,
    })
}

/// Interval of every expression of `func` (index-aligned with its arena), from loop ranges,
/// thread extents and non-negative shape symbols; `None` where unknown or not provably inside
/// the dtype.
pub fn expr_ranges(func: &PrimFunc, facts: &VarFacts) -> Vec<Option<(i128, i128)>> {
    let mut out: Vec<Option<(i128, i128)>> = Vec::with_capacity(func.exprs.len());
    for i in 0..func.exprs.len() {
        let r = node_range(func, |v| facts.range[v.index()], ExprId(i as u32), |a| out[a.index()]);
        out.push(r);
    }
    out
}

/// The interval [`expr_ranges`] gives `e`, computed for `e` alone, looking at most `depth`
/// operators deep (a variable made after `facts` were collected has an unknown range).
pub fn interval_of(func: &PrimFunc, facts: &VarFacts, e: ExprId, depth: u32) -> Option<(i128, i128)> {
    interval_under(func, &|v| facts.range.get(v.index()).copied().flatten(), e, depth)
}

/// The interval of `e` by the rule of [`expr_ranges`], the variables' ranges being those `var`
/// gives (`None`: unknown), looking at most `depth` operators deep.
pub fn interval_under(
    func: &PrimFunc,
    var: &dyn Fn(VarId) -> Option<(i128, i128)>,
    e: ExprId,
    depth: u32,
) -> Option<(i128, i128)> {
    node_range(func, var, e, |a| {
        depth.checked_sub(1).and_then(|d| interval_under(func, var, a, d))
    })
}

/// Whether a loop of extent `extent` surely runs at least once (intervals under `facts`).
pub fn surely_runs(func: &PrimFunc, facts: &VarFacts, extent: ExprId) -> bool {
    interval_of(func, facts, extent, 8).is_some_and(|(lo, _)| lo >= 1)
}

/// Whether evaluating `e` may overflow: an integer `+`, `-`, `*` or a division by -1 at 32 or
/// 64 bits (where overflow is an error, not a wrap), a `shift_left` or a cast of a float to an
/// integer at any width (the interpreter fits both to the dtype; a float cast also fails on a
/// non-finite value), whose interval the variables' ranges in `facts` do not prove inside its
/// dtype. A pass that makes an expression run where it did not
/// (before a loop that may run zero times) must not introduce such a failure, as it must not
/// introduce a trap ([`crate::analysis::can_trap`]). A variable made after `facts` were
/// collected has an unknown range.
pub fn may_overflow(func: &PrimFunc, facts: &VarFacts, e: ExprId) -> bool {
    /// Operators deep an operand's interval is followed (as the padding passes' bounds).
    const DEPTH: u32 = 8;
    let node = func.expr(e);
    let dt = func.dtype(e);
    let can_leave = match node {
        Expr::Binary(BinOp::Add | BinOp::Sub | BinOp::Mul, ..) => !semantics::wraps(dt),
        Expr::Binary(BinOp::Div | BinOp::FloorDiv, _, d) => {
            !semantics::wraps(dt) && !matches!(func.expr(*d), Expr::Int(v) if *v != -1)
        }
        Expr::Call(name, _) => name == "shift_left",
        Expr::Cast(a) => func.dtype(*a).is_float(),
        _ => false,
    };
    if can_leave && !dt.is_float() && interval_of(func, facts, e, DEPTH).is_none() {
        return true;
    }
    let mut may = false;
    crate::ir::visit::expr_children(node, |c| may = may || may_overflow(func, facts, c));
    may
}

/// The interval of node `e` given its variables' ranges (`var`) and its operands' (`operand`):
/// the rule of [`expr_ranges`].
fn node_range(
    func: &PrimFunc,
    var: impl Fn(VarId) -> Option<(i128, i128)>,
    e: ExprId,
    operand: impl Fn(ExprId) -> Option<(i128, i128)>,
) -> Option<(i128, i128)> {
    let dt = func.dtype(e);
    let r = match func.expr(e) {
        Expr::Int(v) => Some((*v, *v)),
        Expr::Var(v) => var(*v),
        Expr::Binary(op, a, b) if dt.is_int() || op.is_comparison() || op.is_logical() => {
            match (operand(*a), operand(*b)) {
                (Some(x), Some(y)) => interval(*op, x, y),
                _ => None,
            }
        }
        Expr::Not(_) => Some((0, 1)),
        // An integer cast is exact where its operand's interval fits the target.
        Expr::Cast(a) if dt.is_int() && func.dtype(*a).is_int() => operand(*a),
        _ => None,
    };
    let (lo, hi) = if dt.is_int() || dt.is_bool() {
        dt.int_range()
    } else {
        (i128::MIN, i128::MAX)
    };
    r.filter(|r| r.0 >= lo && r.1 <= hi)
}

/// Interval of `op` over operand intervals, for integers.
pub fn interval(op: BinOp, a: (i128, i128), b: (i128, i128)) -> Option<(i128, i128)> {
    let corners = |f: fn(i128, i128) -> i128| {
        let v = [f(a.0, b.0), f(a.0, b.1), f(a.1, b.0), f(a.1, b.1)];
        (*v.iter().min().expect("four"), *v.iter().max().expect("four"))
    };
    Some(match op {
        BinOp::Add => (a.0.saturating_add(b.0), a.1.saturating_add(b.1)),
        BinOp::Sub => (a.0.saturating_sub(b.1), a.1.saturating_sub(b.0)),
        BinOp::Mul => corners(i128::saturating_mul),
        BinOp::Min => (a.0.min(b.0), a.1.min(b.1)),
        BinOp::Max => (a.0.max(b.0), a.1.max(b.1)),
        BinOp::FloorDiv if b.0 > 0 => corners(semantics::floordiv),
        BinOp::FloorMod if b.0 > 0 => {
            if a.0 >= 0 && a.1 < b.0 {
                a
            } else {
                (0, b.1 - 1)
            }
        }
        BinOp::Div if b.0 > 0 => corners(|x, y| x / y),
        BinOp::Mod if b.0 > 0 && a.0 >= 0 => (0, (b.1 - 1).min(a.1)),
        BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge => {
            // `a < b` as `lo < hi`, the others by swapping or flipping.
            let (lo, hi, strict) = match op {
                BinOp::Lt => (a, b, true),
                BinOp::Gt => (b, a, true),
                BinOp::Le => (a, b, false),
                _ => (b, a, false),
            };
            let (always, never) = if strict {
                (lo.1 < hi.0, lo.0 >= hi.1)
            } else {
                (lo.1 <= hi.0, lo.0 > hi.1)
            };
            truth(always, never)
        }
        BinOp::Eq | BinOp::Ne => {
            let equal = a.0 == a.1 && b.0 == b.1 && a.0 == b.0;
            let disjoint = a.1 < b.0 || b.1 < a.0;
            if op == BinOp::Eq {
                truth(equal, disjoint)
            } else {
                truth(disjoint, equal)
            }
        }
        _ if op.is_logical() => (0, 1),
        _ => return None,
    })
}

/// The interval of a predicate that is always true, never true, or either.
fn truth(always: bool, never: bool) -> (i128, i128) {
    match (always, never) {
        (true, _) => (1, 1),
        (_, true) => (0, 0),
        _ => (0, 1),
    }
}
