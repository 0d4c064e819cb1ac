//! The lowering transforms of the padding RFC: `remove-assume` (RemoveCompileTimeAssume: an
//! assumption has no run-time effect, so lowering drops it) and `remove-store-undef` (a store of
//! a value that uses `T.undef()` only grants permission for the element to hold anything, so
//! lowering drops it). Each also removes the loops and branches it leaves empty.
//!
//! Invariants: only `T.evaluate(T.assume(...))` statements and stores whose value mentions
//! `T.undef()` are deleted; everything else the program computes stays.

use super::prune::prune;
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::{Expr, ExprId, PrimFunc, Stmt, StmtId};

/// Deletes every `T.assume`; returns how many statements went (empty loops included).
pub fn remove_assume(f: &mut PrimFunc) -> usize {
    delete(f, |f, s| matches!(s, Stmt::Evaluate(e) if is_call(f, *e, "assume")))
}

/// Deletes every store of a value using `T.undef()`; returns how many statements went.
pub fn remove_store_undef(f: &mut PrimFunc) -> usize {
    delete(
        f,
        |f, s| matches!(s, Stmt::Store { value, .. } if uses_undef(f, *value)),
    )
}

/// Whether `e` is a call of the intrinsic `name`.
pub fn is_call(f: &PrimFunc, e: ExprId, name: &str) -> bool {
    matches!(f.expr(e), Expr::Call(n, _) if n == name)
}

/// Whether `T.undef()` occurs in `e`.
pub fn uses_undef(f: &PrimFunc, e: ExprId) -> bool {
    crate::ir::visit::mentions_call(f, e, "undef")
}

fn delete(f: &mut PrimFunc, doomed: fn(&PrimFunc, &Stmt) -> bool) -> usize {
    struct Delete {
        doomed: fn(&PrimFunc, &Stmt) -> bool,
        count: usize,
    }
    impl StmtRewriter for Delete {
        fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
            if (self.doomed)(f, f.stmt(s)) {
                self.count += 1;
                return f.no_op();
            }
            s
        }
    }
    let mut d = Delete { doomed, count: 0 };
    rewrite_func(f, &mut d);
    d.count + prune(f)
}
