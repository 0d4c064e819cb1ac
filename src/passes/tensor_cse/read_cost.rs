//! Whether reading a tensor pays at a backward occurrence, in the weighted-op measure of the
//! specification (arithmetic and math calls, one unit each): `T.tanh(X[n, j])` is one op, and
//! `Y[4 * n + j]` two, so a flat output is not read there.
//!
//! Invariant: an occurrence is kept when the ops it removes exceed the index arithmetic of
//! the load replacing it, or when its match inlines backward intermediates (their blocks may
//! go with it, which a count of the expression alone does not see).

use super::matching::Occurrence;
use super::model::Model;
use super::term::{Affine, Sym};
use crate::ir::{Expr, ExprId, PrimFunc};

/// Whether replacing `o` by a load of its tensor leaves the backward cheaper.
pub fn reading_pays(g: &PrimFunc, bm: &Model, o: &Occurrence) -> bool {
    let mut inlined = Vec::new();
    super::rewrite::inlined_buffers(g, bm, o.expr, &mut inlined);
    !inlined.is_empty() || ops(g, o.expr) > o.index.iter().map(affine_ops).sum::<u64>()
}

/// Arithmetic and math calls in one evaluation of `e` (structural calls are free).
fn ops(g: &PrimFunc, e: ExprId) -> u64 {
    let node = g.expr(e);
    let own = match node {
        Expr::Binary(op, ..) => u64::from(op.is_counted()),
        Expr::Call(name, _) => u64::from(!matches!(
            name.as_str(),
            "if_then_else" | "likely" | "assume" | "undef" | "reinterpret" | "ret"
        )),
        _ => 0,
    };
    let mut total = own;
    crate::ir::visit::expr_children(node, |c| total += ops(g, c));
    total
}

/// The operations of the index expression `rewrite::build_affine` writes for `a`.
fn affine_ops(a: &Affine) -> u64 {
    let mut terms = 0u64;
    let mut negative = 0u64;
    let mut ops = 0u64;
    for (s, c) in &a.terms {
        match s {
            Sym::Var(_) => {}
            Sym::Quot(x, _) | Sym::Rem(x, _) => ops += 1 + affine_ops(x),
            Sym::Red(..) | Sym::Pat(_) => continue,
        }
        terms += 1;
        negative += u64::from(*c < 0);
        ops += u64::from(c.abs() != 1);
    }
    if terms == 0 {
        return 0;
    }
    // A sum of only subtracted terms starts from the constant (`0 - k`).
    let start = if negative == terms {
        1
    } else {
        u64::from(a.constant != 0)
    };
    ops + terms - 1 + start
}
