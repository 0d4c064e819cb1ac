//! Which expressions the simplifier's e-graph language holds: scalar arithmetic, comparisons,
//! casts, selects, constants and variables, and (as the caller asks) `and`/`or`, or loads taken
//! as opaque operands.
//!
//! Invariants: a vector-typed node, a call or a `let` is never admitted; loads are admitted
//! only where the caller collects them, each distinct load once, in first-occurrence order, and
//! the walk stops at the first load past the caller's limit.

use crate::ir::{Expr, ExprId, PrimFunc};

/// What a scalar term may hold besides arithmetic, comparisons, casts and selects.
pub enum Admit<'a> {
    /// `and`/`or` (the e-graph's logic), no load.
    Logic,
    /// Loads, collected into the vector up to the limit, and no `and`/`or`: they short-circuit
    /// in C, so a load under them is not evaluated everywhere the term is.
    Loads(&'a mut Vec<ExprId>, usize),
}

/// Whether `e` is a scalar term `admit` allows (collecting its loads).
pub fn scalar_term(f: &PrimFunc, e: ExprId, admit: &mut Admit) -> bool {
    if f.dtype(e).lanes != 1 {
        return false;
    }
    match f.expr(e) {
        Expr::Int(_) | Expr::Float(_) | Expr::Var(_) => true,
        Expr::Load(..) => match admit {
            Admit::Logic => false,
            Admit::Loads(loads, most) => {
                if !loads.contains(&e) {
                    loads.push(e);
                }
                loads.len() <= *most
            }
        },
        Expr::Binary(op, a, b) => {
            (!op.is_logical() || matches!(admit, Admit::Logic))
                && scalar_term(f, *a, admit)
                && scalar_term(f, *b, admit)
        }
        Expr::Not(a) | Expr::Cast(a) => scalar_term(f, *a, admit),
        Expr::Select(c, a, b) => scalar_term(f, *c, admit) && scalar_term(f, *a, admit) && scalar_term(f, *b, admit),
        _ => false,
    }
}
