//! `hoist`: HoistExpression of the padding RFC. Out of a loop whose body is (optionally some
//! `let`s and) one `if`, the part of the condition that does not change across iterations
//! moves in front of the loop: the whole condition (`if c: for ...` / `else: for ...`), an
//! invariant conjunct (`if a: for v: if b`), an invariant disjunct (`if a: for v: S else:
//! for v: if b: S`), together with the invariant `let`s it needs; an invariant
//! `T.if_then_else` condition anywhere in a loop body, or the invariant operands of its
//! `and`/`or` chain, becomes an `if` around two copies of the loop (after the invariant `let`s
//! opening the body, when it needs them), each copy's select decided or left on the rest.
//!
//! Invariants: a hoisted condition or `let` value mentions no variable the loop defines, reads
//! memory only at constant elements inside a parameter of a `tirx.noalias` function that
//! nothing in the function writes (`C[0] > 0`: one value throughout the call, no
//! out-of-bounds read), cannot trap otherwise, calls nothing impure and cannot overflow
//! (intervals) unless the loop surely runs and evaluated it first, as it does the `let`s
//! opening its body and its `if`'s condition (it is now evaluated once even where the loop runs
//! zero times, and must have the value it had in every iteration); so an invariant
//! operand of `and`/`or` may move ahead of the others wherever it stands (it guards nothing
//! that could fail, and evaluating it first only skips operands, never adds one); a `let`
//! whose value depends on the loop variable is never hoisted (the RFC's HoistIfThenElse bug);
//! a copied loop gets fresh variables ([`crate::ir::subst::copy_stmt`]); thread-bound loops
//! stay as they are.

use crate::analysis::{
    calls_impure, free_vars, may_overflow, noalias, surely_runs, traps_itself, var_facts, written_roots, VarFacts,
};
use crate::ir::rewrite::{rewrite_func, rewrite_stmt, StmtRewriter};
use crate::ir::subst::copy_stmt;
use crate::ir::walk::ExprSite;
use crate::ir::{
    visit, BinOp, BufferData, BufferId, DataType, Expr, ExprId, ForKind, Param, PrimFunc, Stmt, StmtId, VarId,
};
use hashbrown::HashMap;

/// Hoists invariant conditions out of loops; returns how many were hoisted.
pub fn hoist(f: &mut PrimFunc) -> usize {
    let mut h = Hoist {
        hoisted: 0,
        stable: stable_roots(f),
        facts: var_facts(f),
    };
    rewrite_func(f, &mut h);
    h.hoisted
}

struct Hoist {
    hoisted: usize,
    /// Per buffer: a load of it yields one value throughout the call ([`stable_roots`]).
    stable: Vec<bool>,
    /// Variable ranges (of the input: hoisting changes none), for the overflow check.
    facts: VarFacts,
}

/// What decides whether an expression may move in front of a loop.
struct Movable<'a> {
    /// Per buffer: a load of it yields one value throughout the call ([`stable_roots`]).
    stable: &'a [bool],
    /// Variable ranges, for the overflow check.
    facts: &'a VarFacts,
    /// The loop surely runs and the expressions asked about are evaluated on its first
    /// iteration before anything else of it (the body's opening `let`s, its `if`'s
    /// condition): one that overflows in front of the loop would have overflowed there.
    evaluated_first: bool,
}

impl Movable<'_> {
    /// The same, for expressions evaluated anywhere in the body (a select's condition).
    fn anywhere(&self) -> Movable<'_> {
        Movable {
            evaluated_first: false,
            ..*self
        }
    }
}

impl StmtRewriter for Hoist {
    fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
        let Stmt::For { var, kind, body, .. } = f.stmt(s).clone() else {
            return s;
        };
        if matches!(kind, ForKind::ThreadBinding(_)) {
            return s;
        }
        let Stmt::For { extent, .. } = *f.stmt(s) else {
            return s;
        };
        let movable = Movable {
            stable: &self.stable,
            facts: &self.facts,
            evaluated_first: surely_runs(f, &self.facts, extent),
        };
        if let Some(new) =
            hoist_condition(f, s, var, body, &movable).or_else(|| hoist_select(f, s, var, body, &movable))
        {
            self.hoisted += 1;
            return new;
        }
        s
    }
}

/// The loop `s` with the invariant part of its body's `if` hoisted, or `None`.
fn hoist_condition(f: &mut PrimFunc, s: StmtId, var: VarId, body: StmtId, movable: &Movable) -> Option<StmtId> {
    let items = match f.stmt(body) {
        Stmt::Seq(items) => items.clone(),
        _ => vec![body],
    };
    let (&last, lets) = items.split_last()?;
    let Stmt::If { cond, then, other } = f.stmt(last).clone() else {
        return None;
    };
    if !lets.iter().all(|&l| matches!(f.stmt(l), Stmt::Bind { .. })) {
        return None;
    }
    let (hoistable, kept_lets, defined) = split_lets(f, lets, var, movable);
    let inner = |f: &mut PrimFunc, if_stmt: StmtId| -> StmtId {
        let mut items = kept_lets.clone();
        items.push(if_stmt);
        f.seq(items)
    };
    let with_body = |f: &mut PrimFunc, loop_stmt: StmtId, body: StmtId| -> StmtId {
        let Stmt::For {
            var,
            min,
            extent,
            step,
            kind,
            ..
        } = f.stmt(loop_stmt).clone()
        else {
            unreachable!("a loop")
        };
        f.add_stmt(Stmt::For {
            var,
            min,
            extent,
            step,
            kind,
            body,
        })
    };
    let hoisted = if invariant(f, cond, &defined, movable) {
        // The whole condition: each branch gets its own loop.
        let then_loop = {
            let b = inner(f, then);
            with_body(f, s, b)
        };
        let other_loop = match other {
            Some(o) => {
                let b = inner(f, o);
                let copy = with_body(f, s, b);
                Some(copy_stmt(f, copy, &HashMap::new())?)
            }
            None => None,
        };
        f.add_stmt(Stmt::If {
            cond,
            then: then_loop,
            other: other_loop,
        })
    } else if other.is_none() {
        if let Some((a, b)) = split(f, cond, BinOp::And, &defined, movable) {
            let guarded = f.add_stmt(Stmt::If {
                cond: b,
                then,
                other: None,
            });
            let body = inner(f, guarded);
            let then_loop = with_body(f, s, body);
            f.add_stmt(Stmt::If {
                cond: a,
                then: then_loop,
                other: None,
            })
        } else if let Some((a, b)) = split(f, cond, BinOp::Or, &defined, movable) {
            let plain = inner(f, then);
            let then_loop = with_body(f, s, plain);
            let then_copy = copy_stmt(f, then, &HashMap::new())?;
            let guarded = f.add_stmt(Stmt::If {
                cond: b,
                then: then_copy,
                other: None,
            });
            let body = inner(f, guarded);
            let else_loop = with_body(f, s, body);
            let else_loop = copy_stmt(f, else_loop, &HashMap::new())?;
            f.add_stmt(Stmt::If {
                cond: a,
                then: then_loop,
                other: Some(else_loop),
            })
        } else {
            return None;
        }
    } else {
        return None;
    };
    let mut out = hoistable;
    out.push(hoisted);
    Some(f.seq(out))
}

/// `(a, b)` with `cond` = `a op b`, `a` the invariant operands (in order) and `b` the rest.
/// Under `T.likely`, each part keeps the hint (`likely(a and b)` splits into `likely(a)` and
/// `likely(b)`: if both together are likely, so is each).
fn split(f: &mut PrimFunc, cond: ExprId, op: BinOp, defined: &[VarId], movable: &Movable) -> Option<(ExprId, ExprId)> {
    if let Expr::Call(name, args) = f.expr(cond) {
        if name == "likely" && args.len() == 1 && op == BinOp::And {
            let (a, b) = split(f, args[0], op, defined, movable)?;
            let likely = |f: &mut PrimFunc, e| f.exprs.intern(Expr::Call("likely".into(), vec![e]), DataType::BOOL);
            return Some((likely(f, a), likely(f, b)));
        }
    }
    let parts = visit::operands(f, cond, op);
    let (inv, rest): (Vec<ExprId>, Vec<ExprId>) = parts.iter().partition(|&&p| invariant(f, p, defined, movable));
    if inv.is_empty() || rest.is_empty() {
        return None;
    }
    let join = |f: &mut PrimFunc, v: &[ExprId]| v[1..].iter().fold(v[0], |acc, &p| f.binary(op, acc, p));
    Some((join(f, &inv), join(f, &rest)))
}

/// Whether `e` can be evaluated once before the loop: no variable of `defined`, no trap, no
/// impure call, no load but of a constant element inside a buffer whose loads are stable
/// (`C[0] > 0` with `C` a `noalias` parameter nothing writes), and no overflow the loop did
/// not evaluate (see [`Movable`]).
fn invariant(f: &PrimFunc, e: ExprId, defined: &[VarId], movable: &Movable) -> bool {
    let mut vars = Vec::new();
    free_vars(f, e, &mut vars);
    !vars.iter().any(|v| defined.contains(v))
        && evaluable_anywhere(f, e, movable.stable)
        && !calls_impure(f, e)
        && (movable.evaluated_first || !may_overflow(f, movable.facts, e))
}

/// Whether evaluating `e` anywhere in the function gives one value without a trap, as far as
/// its loads go: each reads a constant element inside a `stable` buffer.
fn evaluable_anywhere(f: &PrimFunc, e: ExprId, stable: &[bool]) -> bool {
    let node = f.expr(e);
    if let Expr::Load(b, idx) = node {
        let root = f.storage_root(*b);
        let shape = &f.buffer(root).shape;
        return stable.get(root.index()).is_some_and(|&s| s)
            && idx.len() == shape.len()
            && idx
                .iter()
                .zip(shape)
                .all(|(&i, &n)| matches!((f.expr(i), f.expr(n)), (Expr::Int(i), Expr::Int(n)) if (0..*n).contains(i)));
    }
    let mut ok = !traps_itself(f, node);
    visit::expr_children(node, |c| ok = ok && evaluable_anywhere(f, c, stable));
    ok
}

/// Per buffer: whether every load of it yields one value throughout the call: a parameter of
/// a `tirx.noalias` function (no other parameter shares its memory) whose storage nothing in
/// the function writes (no store, no handle escaping into an impure call).
fn stable_roots(f: &PrimFunc) -> Vec<bool> {
    let Some(written) = written_roots(f).filter(|_| noalias(f)) else {
        return vec![false; f.buffers.len()];
    };
    (0..f.buffers.len())
        .map(|b| {
            let id = BufferId(b as u32);
            !written[b] && f.buffer(id).data == BufferData::Param && f.params.contains(&Param::Buffer(id))
        })
        .collect()
}

/// `lets` (a loop body's `let`s, in order) split into those that can go before the loop of
/// variable `var` (their values invariant, given the others that stay) and those that stay,
/// with the variables defined inside the loop then (`var` and the staying `let`s').
fn split_lets(f: &PrimFunc, lets: &[StmtId], var: VarId, movable: &Movable) -> (Vec<StmtId>, Vec<StmtId>, Vec<VarId>) {
    let mut defined = vec![var];
    let (mut hoistable, mut kept) = (Vec::new(), Vec::new());
    for &l in lets {
        if let Stmt::Bind { var: x, value } = f.stmt(l) {
            if invariant(f, *value, &defined, movable) {
                hoistable.push(l);
            } else {
                defined.push(*x);
                kept.push(l);
            }
        }
    }
    (hoistable, kept, defined)
}

/// The loop `s` split on the first invariant `T.if_then_else` condition in its body; the
/// invariant `let`s that open the body go before the split when the condition needs them.
fn hoist_select(f: &mut PrimFunc, s: StmtId, var: VarId, body: StmtId, movable: &Movable) -> Option<StmtId> {
    let items = match f.stmt(body) {
        Stmt::Seq(items) => items.clone(),
        _ => vec![body],
    };
    // The `let`s opening the body, and those of them whose values do not change across
    // iterations.
    let opening = items
        .iter()
        .take_while(|&&it| matches!(f.stmt(it), Stmt::Bind { .. }))
        .count();
    let (lets, kept_lets, _) = split_lets(f, &items[..opening], var, movable);
    // A select's condition may stand anywhere in the body, where the loop may not evaluate it.
    let anywhere = movable.anywhere();
    let let_vars: Vec<VarId> = lets
        .iter()
        .filter_map(|&l| match f.stmt(l) {
            Stmt::Bind { var, .. } => Some(*var),
            _ => None,
        })
        .collect();
    // The first select whose condition, or an invariant part of its `and`/`or` chain, can go
    // before the loop.
    let mut found = None;
    find_select(f, body, &mut |f, e| {
        if found.is_some() {
            return;
        }
        let Expr::Call(name, args) = f.expr(e) else { return };
        if name != "if_then_else" || args.len() != 3 {
            return;
        }
        let c = args[0];
        if invariant(f, c, &[var], &anywhere) {
            found = Some((c, None));
            return;
        }
        for op in [BinOp::And, BinOp::Or] {
            let parts = visit::operands(f, c, op);
            if parts.len() > 1 && parts.iter().any(|&p| invariant(f, p, &[var], &anywhere)) {
                found = Some((c, Some(op)));
                return;
            }
        }
    });
    let (whole, op) = found?;
    // The invariant operands of the chain, joined (the rest stays with each select).
    let cond = match op {
        None => whole,
        Some(op) => split(f, whole, op, &[var], &anywhere)?.0,
    };
    if defines_vars_used(f, cond, body, &let_vars) {
        return None;
    }
    let mut used = Vec::new();
    free_vars(f, cond, &mut used);
    let (s, hoisted) = if used.iter().any(|v| let_vars.contains(v)) {
        // A new loop without its invariant `let`s, which now stand before it (the original is
        // left as it was should the copy below fail).
        let rest = f.seq(kept_lets.into_iter().chain(items[opening..].iter().copied()).collect());
        let mut without = f.stmt(s).clone();
        if let Stmt::For { body, .. } = &mut without {
            *body = rest;
        }
        (f.add_stmt(without), lets)
    } else {
        (s, Vec::new())
    };
    let copy = copy_stmt(f, s, &HashMap::new())?;
    // The copy's selects have fresh loop variables, but the same invariant condition (or
    // invariant operands).
    decide_selects(f, s, cond, op, true);
    decide_selects(f, copy, cond, op, false);
    let split = f.add_stmt(Stmt::If {
        cond,
        then: s,
        other: Some(copy),
    });
    Some(if hoisted.is_empty() {
        split
    } else {
        f.seq(hoisted.into_iter().chain([split]).collect())
    })
}

/// Whether `cond` mentions a variable defined inside `body` (a `let` of the loop body) other
/// than those of `hoistable`.
fn defines_vars_used(f: &PrimFunc, cond: ExprId, body: StmtId, hoistable: &[VarId]) -> bool {
    let mut vars = Vec::new();
    free_vars(f, cond, &mut vars);
    struct Defs(Vec<VarId>);
    impl crate::ir::walk::StmtVisitor for Defs {
        fn define_var(&mut self, _f: &PrimFunc, v: VarId, _def: crate::ir::walk::VarDef) {
            self.0.push(v);
        }
    }
    let mut defs = Defs(Vec::new());
    crate::ir::walk::walk_stmt(f, body, &mut defs);
    vars.iter().any(|v| defs.0.contains(v) && !hoistable.contains(v))
}

/// Calls `visit` on every expression node under statement `s`.
fn find_select(f: &PrimFunc, s: StmtId, visit: &mut dyn FnMut(&PrimFunc, ExprId)) {
    struct Finder<'v>(&'v mut dyn FnMut(&PrimFunc, ExprId));
    impl crate::ir::walk::StmtVisitor for Finder<'_> {
        fn expr(&mut self, f: &PrimFunc, e: ExprId, _site: ExprSite) {
            fn go(f: &PrimFunc, e: ExprId, v: &mut dyn FnMut(&PrimFunc, ExprId)) {
                v(f, e);
                visit::expr_children(f.expr(e), |c| go(f, c, v));
            }
            go(f, e, self.0);
        }
    }
    crate::ir::walk::walk_stmt(f, s, &mut Finder(visit));
}

/// Replaces every `T.if_then_else(c, a, b)` under `s` whose condition `c` is `cond`, or (with
/// `op`) an `op` chain holding every operand of `cond`, now that `cond` is known to be `value`:
/// by `a` or `b`, or by the select on the chain's other operands where they still decide
/// (`a and b` with `a` true, `a or b` with `a` false). In place.
fn decide_selects(f: &mut PrimFunc, s: StmtId, cond: ExprId, op: Option<BinOp>, value: bool) {
    struct Decide(ExprId, Option<BinOp>, bool);
    impl StmtRewriter for Decide {
        fn expr(&mut self, f: &mut PrimFunc, e: ExprId, _site: ExprSite) -> ExprId {
            decide_in(f, e, self)
        }
    }
    rewrite_stmt(f, &mut Decide(cond, op, value), s);

    fn decide_in(f: &mut PrimFunc, e: ExprId, d: &Decide) -> ExprId {
        let Decide(cond, op, value) = *d;
        if let Expr::Call(name, args) = f.expr(e).clone() {
            if name == "if_then_else" && args.len() == 3 {
                let (a, b) = (decide_in(f, args[1], d), decide_in(f, args[2], d));
                if args[0] == cond {
                    return if value { a } else { b };
                }
                if let Some(op) = op {
                    let known = visit::operands(f, cond, op);
                    let parts = visit::operands(f, args[0], op);
                    if known.iter().all(|k| parts.contains(k)) {
                        let others: Vec<ExprId> = parts.into_iter().filter(|p| !known.contains(p)).collect();
                        // `a and b`: `a` false decides; `a or b`: `a` true decides.
                        let decides = (op == BinOp::And) != value;
                        if decides || others.is_empty() {
                            return if value { a } else { b };
                        }
                        let rest = others[1..].iter().fold(others[0], |acc, &p| f.binary(op, acc, p));
                        return f.exprs.intern(Expr::Call(name, vec![rest, a, b]), f.dtype(e));
                    }
                }
                let new = vec![decide_in(f, args[0], d), a, b];
                return if new == args {
                    e
                } else {
                    f.exprs.intern(Expr::Call(name, new), f.dtype(e))
                };
            }
        }
        let node = f.expr(e).clone();
        let dtype = f.dtype(e);
        let new = visit::map_expr_children(&node, |c| decide_in(f, c, d));
        if new == node {
            e
        } else {
            f.exprs.intern(new, dtype)
        }
    }
}
