//! Equality of statement subtrees up to the names of their loop variables: what `remove-no-op`
//! needs to see that a statement repeats an earlier one (`for i: A[i] = 0` then `for j: A[j] =
//! 0`), and `simplify` to see that both branches of an `if` run the same statements.
//!
//! Invariants: only sequences, loops, conditionals, stores and evaluations compare; any other
//! statement (a `let`, an allocation, a block: something that defines a variable or a buffer
//! other than a loop variable) is equal only to itself, by id. Two loops are equal when their
//! kinds, annotations (`pragma_debug_skip_region` changes what runs), steps, bounds and bodies
//! are, the second's variable read as the first's; expressions
//! compare by hash-consed id after that renaming, so equal means the same computation, not
//! merely the same value.

use super::subst::substitute;
use super::{ExprId, PrimFunc, Stmt, StmtId, VarId};
use hashbrown::HashMap;

/// Whether `a` and `b` are the same statements once each loop variable of `b` is renamed to the
/// one of `a` at the same place.
pub fn equal_up_to_loop_vars(f: &mut PrimFunc, a: StmtId, b: StmtId) -> bool {
    equal_renamed(f, a, b, &mut HashMap::new())
}

/// [`equal_up_to_loop_vars`] with `renamed`, the renamings of the loops entered so far. A loop
/// variable is defined once in a function, so a renaming never needs undoing.
fn equal_renamed(f: &mut PrimFunc, a: StmtId, b: StmtId, renamed: &mut HashMap<VarId, ExprId>) -> bool {
    if a == b {
        return true;
    }
    let same =
        |f: &mut PrimFunc, x: ExprId, y: ExprId, renamed: &HashMap<VarId, ExprId>| x == substitute(f, y, renamed);
    match (f.stmt(a).clone(), f.stmt(b).clone()) {
        (Stmt::Seq(xs), Stmt::Seq(ys)) => {
            xs.len() == ys.len() && xs.iter().zip(&ys).all(|(&x, &y)| equal_renamed(f, x, y, renamed))
        }
        (
            Stmt::For {
                var: v1,
                min: m1,
                extent: e1,
                step: s1,
                kind: k1,
                body: b1,
            },
            Stmt::For {
                var: v2,
                min: m2,
                extent: e2,
                step: s2,
                kind: k2,
                body: b2,
            },
        ) => {
            let same_step = match (s1, s2) {
                (Some(x), Some(y)) => same(f, x, y, renamed),
                (x, y) => x.is_none() && y.is_none(),
            };
            if k1 != k2
                || f.loop_annotation(v1) != f.loop_annotation(v2)
                || !same_step
                || !same(f, m1, m2, renamed)
                || !same(f, e1, e2, renamed)
            {
                return false;
            }
            let v1 = f.var_ref(v1);
            renamed.insert(v2, v1);
            equal_renamed(f, b1, b2, renamed)
        }
        (
            Stmt::If {
                cond: c1,
                then: t1,
                other: o1,
            },
            Stmt::If {
                cond: c2,
                then: t2,
                other: o2,
            },
        ) => {
            same(f, c1, c2, renamed)
                && equal_renamed(f, t1, t2, renamed)
                && match (o1, o2) {
                    (Some(x), Some(y)) => equal_renamed(f, x, y, renamed),
                    (x, y) => x.is_none() && y.is_none(),
                }
        }
        (
            Stmt::Store {
                buffer: b1,
                indices: i1,
                value: x1,
            },
            Stmt::Store {
                buffer: b2,
                indices: i2,
                value: x2,
            },
        ) => {
            b1 == b2
                && i1.len() == i2.len()
                && same(f, x1, x2, renamed)
                && i1.iter().zip(&i2).all(|(&x, &y)| same(f, x, y, renamed))
        }
        (Stmt::Evaluate(x), Stmt::Evaluate(y)) => same(f, x, y, renamed),
        _ => false,
    }
}
