//! Removal of the statements a deletion leaves empty: loops, branches and sequences that hold
//! nothing but no-ops (TVM's RemoveNoOp for the shapes our padding passes leave behind).
//!
//! Invariants: only statements without effects go: a no-op is `T.evaluate(<constant>)` or an
//! empty sequence; a loop whose body is a no-op is one (its bounds are pure in TIR); an `if`
//! whose branches are both no-ops is one unless its condition can trap (then it stays, so an
//! error the original raised is still raised); an `if` whose then-branch alone is empty keeps
//! its else-branch under the negated condition; a `let` nothing reads goes when its value
//! calls nothing impure and cannot trap (a removed guard leaves `inb = 5 * io + ii < 13`
//! unread), as TVM's RemoveNoOp drops it; the last item of a sequence stays.

use crate::analysis::{calls_impure, can_trap};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::{Expr, PrimFunc, Stmt, StmtId};

/// Whether `s` does nothing.
pub fn is_no_op(f: &PrimFunc, s: StmtId) -> bool {
    match f.stmt(s) {
        Stmt::Evaluate(e) => matches!(f.expr(*e), Expr::Int(_) | Expr::Float(_)),
        Stmt::Seq(items) => items.iter().all(|&i| is_no_op(f, i)),
        _ => false,
    }
}

/// Removes every empty loop, branch and sequence item of `f`; returns how many went.
pub fn prune(f: &mut PrimFunc) -> usize {
    let mut p = Prune(0);
    rewrite_func(f, &mut p);
    p.0
}

struct Prune(usize);

impl StmtRewriter for Prune {
    fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
        match f.stmt(s).clone() {
            Stmt::Seq(items) => {
                let dead = dead_lets(f, &items);
                let kept: Vec<StmtId> = items
                    .iter()
                    .copied()
                    .filter(|&i| !is_no_op(f, i) && !dead.contains(&i))
                    .collect();
                if kept.len() == items.len() {
                    return s;
                }
                self.0 += items.len() - kept.len();
                if kept.is_empty() {
                    f.no_op()
                } else {
                    f.set_seq(s, kept)
                }
            }
            Stmt::For { body, .. } | Stmt::Attr { body, .. } if is_no_op(f, body) => {
                self.0 += 1;
                f.no_op()
            }
            Stmt::If { cond, then, other } => {
                let else_empty = other.is_none_or(|o| is_no_op(f, o));
                if is_no_op(f, then) && else_empty {
                    if can_trap(f, cond) {
                        return s;
                    }
                    self.0 += 1;
                    return f.no_op();
                }
                if else_empty && other.is_some() {
                    f.stmts[s.index()] = Stmt::If {
                        cond,
                        then,
                        other: None,
                    };
                    return s;
                }
                match other {
                    Some(o) if is_no_op(f, then) => {
                        let not = crate::passes::simplify::negate(f, cond);
                        f.stmts[s.index()] = Stmt::If {
                            cond: not,
                            then: o,
                            other: None,
                        };
                        s
                    }
                    _ => s,
                }
            }
            _ => s,
        }
    }
}

/// The `let`s of `items` (but the last item) that nothing in `items` reads, whose values have
/// no effect and cannot trap (`T.undef()` included: any value, read from nowhere).
pub fn dead_lets(f: &PrimFunc, items: &[StmtId]) -> Vec<StmtId> {
    let removable = |s: StmtId| match f.stmt(s) {
        Stmt::Bind { value, .. } => {
            super::lowering::is_call(f, *value, "undef") || (!calls_impure(f, *value) && !can_trap(f, *value))
        }
        _ => false,
    };
    let Some((_, rest)) = items.split_last() else {
        return Vec::new();
    };
    if !rest.iter().any(|&s| removable(s)) {
        return Vec::new();
    }
    let read = crate::analysis::vars_read(f, items);
    rest.iter()
        .copied()
        .filter(|&s| removable(s) && matches!(f.stmt(s), Stmt::Bind { var, .. } if !read.contains(var)))
        .collect()
}
