//! Exhaustive child walkers for expressions (statements: [`super::walk`], [`super::rewrite`]).
//!
//! Every variant is destructured field by field without `..`, so adding a field to the IR breaks
//! the build here instead of silently skipping children.

use super::{BinOp, Expr, ExprId, PrimFunc};

/// One figure per expression of `f`, in one forward scan of the arena (operands are interned
/// before the nodes that hold them): `own(node)` where it gives one, else the largest of the
/// operands' figures (0 for none) plus `step`, saturating.
pub fn max_over_operands(f: &PrimFunc, own: impl Fn(&Expr) -> Option<u32>, step: u32) -> Vec<u32> {
    let mut out: Vec<u32> = Vec::with_capacity(f.exprs.len());
    for i in 0..f.exprs.len() {
        let node = f.expr(ExprId(i as u32));
        let figure = own(node).unwrap_or_else(|| {
            let mut largest = 0;
            expr_children(node, |c| largest = largest.max(out[c.index()]));
            largest.saturating_add(step)
        });
        out.push(figure);
    }
    out
}

/// Calls `f` on each child expression of `expr`, in evaluation order.
pub fn expr_children(expr: &Expr, mut f: impl FnMut(ExprId)) {
    match expr {
        Expr::Int(_)
        | Expr::Float(_)
        | Expr::Str(_)
        | Expr::PointerType(..)
        | Expr::Var(_)
        | Expr::Data(_)
        | Expr::ElemOffset(_) => {}
        Expr::Binary(_op, a, b) => {
            f(*a);
            f(*b);
        }
        Expr::Not(a) | Expr::Cast(a) => f(*a),
        Expr::Select(c, t, e) => {
            f(*c);
            f(*t);
            f(*e);
        }
        Expr::Let(_var, value, body) => {
            f(*value);
            f(*body);
        }
        Expr::Load(_buffer, indices) => indices.iter().for_each(|&i| f(i)),
        Expr::Ramp(base, stride, _lanes) => {
            f(*base);
            f(*stride);
        }
        Expr::Broadcast(value, _lanes) => f(*value),
        Expr::Shuffle(s) => s.0.iter().chain(&s.1).for_each(|&i| f(i)),
        Expr::Call(_name, args) => args.iter().for_each(|&a| f(a)),
    }
}

/// Rebuilds `expr` with every child replaced by `f(child)`, in evaluation order.
pub fn map_expr_children(expr: &Expr, mut f: impl FnMut(ExprId) -> ExprId) -> Expr {
    match expr {
        Expr::Int(_)
        | Expr::Float(_)
        | Expr::Str(_)
        | Expr::PointerType(..)
        | Expr::Var(_)
        | Expr::Data(_)
        | Expr::ElemOffset(_) => expr.clone(),
        Expr::Binary(op, a, b) => {
            let a = f(*a);
            Expr::Binary(*op, a, f(*b))
        }
        Expr::Not(a) => Expr::Not(f(*a)),
        Expr::Cast(a) => Expr::Cast(f(*a)),
        Expr::Select(c, t, e) => {
            let (c, t) = (f(*c), f(*t));
            Expr::Select(c, t, f(*e))
        }
        Expr::Let(var, value, body) => {
            let value = f(*value);
            Expr::Let(*var, value, f(*body))
        }
        Expr::Load(buffer, indices) => Expr::Load(*buffer, indices.iter().map(|&i| f(i)).collect()),
        Expr::Ramp(base, stride, lanes) => {
            let base = f(*base);
            Expr::Ramp(base, f(*stride), *lanes)
        }
        Expr::Broadcast(value, lanes) => Expr::Broadcast(f(*value), *lanes),
        Expr::Shuffle(s) => {
            let vectors = s.0.iter().map(|&i| f(i)).collect();
            Expr::Shuffle(Box::new((vectors, s.1.iter().map(|&i| f(i)).collect())))
        }
        Expr::Call(name, args) => Expr::Call(*name, args.iter().map(|&a| f(a)).collect()),
    }
}

/// The operands of a chain of one binary operator (`a and b and c`: `[a, b, c]`), in order.
pub fn operands(f: &PrimFunc, e: ExprId, op: BinOp) -> Vec<ExprId> {
    fn go(f: &PrimFunc, e: ExprId, op: BinOp, out: &mut Vec<ExprId>) {
        match f.expr(e) {
            Expr::Binary(o, a, b) if *o == op => {
                go(f, *a, op, out);
                go(f, *b, op, out);
            }
            _ => out.push(e),
        }
    }
    let mut out = Vec::new();
    go(f, e, op, &mut out);
    out
}

/// Whether a call of the intrinsic `name` occurs in `e`.
pub fn mentions_call(f: &PrimFunc, e: ExprId, name: &str) -> bool {
    any_node(f, e, &mut |node| matches!(node, Expr::Call(n, _) if n == name))
}

/// Whether `sub` is `e` or one of its subterms (each shared subterm visited once).
pub fn contains(f: &PrimFunc, e: ExprId, sub: ExprId) -> bool {
    let (mut stack, mut seen) = (vec![e], hashbrown::HashSet::new());
    while let Some(x) = stack.pop() {
        if x == sub {
            return true;
        }
        if seen.insert(x) {
            expr_children(f.expr(x), |c| stack.push(c));
        }
    }
    false
}

/// Whether `pred` holds for the node of `e` or of one of its subterms (each shared subterm
/// visited once).
pub fn any_node(f: &PrimFunc, e: ExprId, pred: &mut impl FnMut(&Expr) -> bool) -> bool {
    let (mut stack, mut seen) = (vec![e], hashbrown::HashSet::new());
    while let Some(x) = stack.pop() {
        let node = f.expr(x);
        if pred(node) {
            return true;
        }
        if seen.insert(x) {
            expr_children(node, |c| stack.push(c));
        }
    }
    false
}

/// The operators of the weighted op measure in `e`, counted as a tree (a subterm used twice
/// counts twice), saturating.
pub fn count_ops(f: &PrimFunc, e: ExprId) -> u64 {
    count_ops_memo(f, e, &mut hashbrown::HashMap::new())
}

/// [`count_ops`] with a memo shared across calls: each shared subterm is walked once.
pub fn count_ops_memo(f: &PrimFunc, e: ExprId, memo: &mut hashbrown::HashMap<ExprId, u64>) -> u64 {
    if let Some(&n) = memo.get(&e) {
        return n;
    }
    let mut n = matches!(f.expr(e), Expr::Binary(op, ..) if op.is_counted()) as u64;
    expr_children(f.expr(e), |c| n = n.saturating_add(count_ops_memo(f, c, memo)));
    memo.insert(e, n);
    n
}
