//! The rules of `T.undef()` ("a valid but arbitrary value", padding RFC): `0 * undef` is 0
//! (for integers its one value; for floats one of its values, `-0.0` and NaN being others, as
//! the RFC allows), and any other pure operation with an undefined operand is itself
//! undefined, so it may become `T.undef()`; a product only when its other factor is a nonzero
//! constant (`undef * n` is 0 where `n` is: the simplifier folds it once `n` is known).
//!
//! Invariants: two `T.undef()` calls are never related (`undef - undef` becomes `undef`, never
//! 0); a `let`-bound undef is a variable like any other and is left alone (it is one fixed
//! value); `and`/`or` are left alone (they short-circuit: `false and undef` is false); an
//! undefined value keeps its dtype (`T.Cast("float32", T.undef())`, as TVM prints it). Where a
//! value must be chosen, 0 of the dtype is the one taken ([`undefined_as_zero`]).

use crate::ir::{visit, BinOp, DataType, Expr, ExprId, PrimFunc};

/// Whether `e` is an operation that evaluates every operand and is undefined where one is (up
/// to `0 * undef`): an arithmetic operator or comparison, a cast, a negation; not `and`/`or`,
/// which short-circuit, nor a selection, which evaluates one side.
pub(super) fn propagates_undef(e: &Expr) -> bool {
    match e {
        Expr::Binary(op, ..) => !op.is_logical(),
        Expr::Cast(_) | Expr::Not(_) => true,
        _ => false,
    }
}

/// `e` with the undef rules applied bottom-up.
pub fn fold_undef(f: &mut PrimFunc, e: ExprId) -> ExprId {
    if !crate::passes::padding::uses_undef(f, e) {
        return e;
    }
    fold(f, e)
}

/// [`fold_undef`]'s walk, once `e` is known to hold an undef somewhere (a subterm without one
/// comes back as it was, so it is not searched for one again at every level).
fn fold(f: &mut PrimFunc, e: ExprId) -> ExprId {
    let node = f.expr(e).clone();
    let dtype = f.dtype(e);
    let new = visit::map_expr_children(&node, |c| fold(f, c));
    let folded = new != node;
    match new {
        Expr::Binary(op, a, b) if propagates_undef(&node) => {
            if op == BinOp::Mul && ((is_zero(f, a) && is_undef(f, b)) || (is_zero(f, b) && is_undef(f, a))) {
                return if is_zero(f, a) { a } else { b };
            }
            // A product is undefined only when its defined factor cannot be 0 (`undef * n` is
            // 0 where `n` is): a nonzero constant.
            let absorbs = |f: &PrimFunc, x: ExprId| op != BinOp::Mul || is_undef(f, x) || is_nonzero(f, x);
            if (is_undef(f, a) && absorbs(f, b)) || (is_undef(f, b) && absorbs(f, a)) {
                return undef(f, dtype);
            }
            // What a folded `0 * undef` leaves behind: `x + 0` is `x` for integers.
            let zero = |x: ExprId| folded && matches!(f.expr(x), Expr::Int(0));
            if dtype.is_int() && matches!(op, BinOp::Add | BinOp::Sub) && zero(b) {
                return a;
            }
            if dtype.is_int() && op == BinOp::Add && zero(a) {
                return b;
            }
            f.exprs.intern(Expr::Binary(op, a, b), dtype)
        }
        Expr::Not(a) | Expr::Cast(a) if propagates_undef(&node) && is_undef(f, a) => undef(f, dtype),
        Expr::Select(c, t, o) if is_undef(f, c) || (is_undef(f, t) && is_undef(f, o)) => undef(f, dtype),
        // `T.if_then_else` evaluates one branch: undefined when both are.
        Expr::Call(name, args)
            if name == "if_then_else" && args.len() == 3 && is_undef(f, args[1]) && is_undef(f, args[2]) =>
        {
            undef(f, dtype)
        }
        other if other == node => e,
        other => f.exprs.intern(other, dtype),
    }
}

/// `e` with every undefined value in it replaced by zero of its dtype, folded.
pub(super) fn undefined_as_zero(f: &mut PrimFunc, e: ExprId) -> ExprId {
    fn replace(f: &mut PrimFunc, e: ExprId) -> ExprId {
        if is_undef(f, e) {
            let dtype = f.dtype(e);
            let zero = if dtype.is_float() {
                Expr::Float(0f64.to_bits())
            } else {
                Expr::Int(0)
            };
            return f.exprs.intern(zero, dtype);
        }
        let node = f.expr(e).clone();
        let rebuilt = visit::map_expr_children(&node, |c| replace(f, c));
        if rebuilt == node {
            e
        } else {
            let dtype = f.dtype(e);
            f.exprs.intern(rebuilt, dtype)
        }
    }
    let replaced = replace(f, e);
    super::folding::folded(f, replaced)
}

/// `T.undef()`, or a cast of it.
pub(super) fn is_undef(f: &PrimFunc, e: ExprId) -> bool {
    match f.expr(e) {
        Expr::Call(n, args) => n == "undef" && args.is_empty(),
        Expr::Cast(a) => is_undef(f, *a),
        _ => false,
    }
}

/// Whether `e` is a literal other than zero.
fn is_nonzero(f: &PrimFunc, e: ExprId) -> bool {
    literal_is_zero(f, e) == Some(false)
}

/// Whether `e` is a zero literal (`-0.0` included).
fn is_zero(f: &PrimFunc, e: ExprId) -> bool {
    literal_is_zero(f, e) == Some(true)
}

/// Whether the literal `e` is zero; `None` when `e` is no literal.
fn literal_is_zero(f: &PrimFunc, e: ExprId) -> Option<bool> {
    match f.expr(e) {
        Expr::Int(v) => Some(*v == 0),
        Expr::Float(bits) => Some(f64::from_bits(*bits) == 0.0),
        _ => None,
    }
}

/// An undefined value of `dtype`: `T.undef()` is int32, other dtypes cast it.
fn undef(f: &mut PrimFunc, dtype: DataType) -> ExprId {
    let u = f.exprs.intern(Expr::Call("undef".into(), Vec::new()), DataType::INT32);
    if dtype == DataType::INT32 {
        u
    } else {
        f.exprs.intern(Expr::Cast(u), dtype)
    }
}
