//! The lowering transforms of the padding RFC: `remove-assume` (RemoveCompileTimeAssume: an
//! assumption has no run-time effect, so lowering drops it) and `remove-store-undef` (a store of
//! an undefined value only grants permission for the element to hold anything, so lowering
//! drops it). Each also removes the loops and branches it leaves empty.
//!
//! Invariants: only `T.evaluate(T.assume(...))` statements and stores of values undefined
//! wherever they are evaluated (by the rules of `T.undef()`: `T.undef() + A[i]`) are deleted; a
//! store selecting between an undefined and a defined value becomes a conditional store of the
//! defined one (TVM's RemoveStoreUndef deletes any store whose value mentions `T.undef()`, which
//! drops `B[i] = T.if_then_else(i < 14, A[i], T.undef())` where `i < 14` needs `A[i]`), also
//! through operations that are undefined wherever the selection picks its undefined side
//! (`T.if_then_else(i < 14, A[i], T.undef()) + 1`); any other store stays, with 0 for what is
//! still undefined in it (`A[i] * T.undef()` is 0 where `A[i]` is, so it is not undefined; 0 is
//! one of its values, and TVM builds no `T.undef()`). Everything else the program computes
//! stays.

use super::prune::prune;
use super::undef::{fold_undef, is_undef, propagates_undef, undefined_as_zero};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::{BufferData, Expr, ExprId, PrimFunc, Stmt, StmtId};
use crate::passes::simplify::negate;

/// Deletes every `T.assume`; returns how many statements went (empty loops included).
pub fn remove_assume(f: &mut PrimFunc) -> usize {
    delete(f, |f, s| matches!(s, Stmt::Evaluate(e) if is_call(f, *e, "assume")))
}

/// Lowers every store of a value using `T.undef()` (see the module's invariants); returns how
/// many statements went or changed (empty loops included).
pub fn remove_store_undef(f: &mut PrimFunc) -> usize {
    struct Lower {
        count: usize,
        /// Per storage root: an allocation read where it may hold a stored undef (when that
        /// could not be told, every one loaded anywhere).
        read_undefined: Vec<bool>,
    }
    impl StmtRewriter for Lower {
        fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
            let Stmt::Store { buffer, indices, value } = f.stmt(s).clone() else {
                return s;
            };
            if !uses_undef(f, value) {
                return s;
            }
            let value = fold_undef(f, value);
            let store = |f: &mut PrimFunc, v: ExprId| {
                f.add_stmt(Stmt::Store {
                    buffer,
                    indices: indices.clone(),
                    value: v,
                })
            };
            // Without the store, a later read would see an element nothing wrote: the store
            // stays, with one of the values undefined allows.
            let root = f.storage_root(buffer);
            let allocated = matches!(f.buffer(root).data, BufferData::Allocated);
            if allocated && self.read_undefined[root.index()] {
                self.count += 1;
                let v = undefined_as_zero(f, value);
                return store(f, v);
            }
            match defined_part(f, value) {
                None => {
                    self.count += 1;
                    f.no_op()
                }
                // What stays undefined (a product with an undefined factor, a selection in a
                // selection's side) takes a value undefined allows: TVM builds no `T.undef()`.
                Some((conds, v)) => {
                    let v = undefined_as_zero(f, v);
                    self.count += 1;
                    conds.into_iter().rev().fold(store(f, v), |then, cond| {
                        f.add_stmt(Stmt::If {
                            cond,
                            then,
                            other: None,
                        })
                    })
                }
            }
        }
    }
    let mut lower = Lower {
        count: 0,
        read_undefined: super::undef_reads::read_while_undefined(f).unwrap_or_else(|| loaded_roots(f)),
    };
    rewrite_func(f, &mut lower);
    lower.count + prune(f)
}

/// Where the value `v` is defined and what it is there: the conditions (outermost first) under
/// which a chain of selections with one undefined side picks its other side, and that side;
/// `None` when `v` is undefined wherever it is evaluated.
fn defined_part(f: &mut PrimFunc, v: ExprId) -> Option<(Vec<ExprId>, ExprId)> {
    if is_undef(f, v) {
        return None;
    }
    let (cond, then, other) = match f.expr(v) {
        Expr::Select(c, t, o) => (*c, *t, *o),
        Expr::Call(name, args) if name == "if_then_else" && args.len() == 3 => (args[0], args[1], args[2]),
        // An operation over such a selection, undefined where it picks its undefined side
        // (`T.if_then_else(i < 14, A[i], T.undef()) + 1` is `A[i] + 1` where `i < 14`).
        _ => match lifted(f, v) {
            Some((cond, defined)) => {
                let (mut conds, value) = defined_part(f, defined)?;
                conds.insert(0, cond);
                return Some((conds, value));
            }
            None => return Some((Vec::new(), v)),
        },
    };
    // A condition per lane cannot guard a statement.
    if f.dtype(cond).lanes != 1 {
        return Some((Vec::new(), v));
    }
    let (cond, side) = match (is_undef(f, then), is_undef(f, other)) {
        (false, true) => (cond, then),
        (true, false) => (negate(f, cond), other),
        _ => return Some((Vec::new(), v)),
    };
    let (mut conds, value) = defined_part(f, side)?;
    conds.insert(0, cond);
    Some((conds, value))
}

/// For `v`, an operation whose operands (followed through operations, which evaluate them all)
/// hold a scalar selection with one undefined side: the condition under which it picks its
/// other side, and `v` with the selection replaced by that side; `None` when there is no such
/// selection or `v` is not undefined wherever it picks the undefined side (`x * undef` is 0
/// where `x` is).
fn lifted(f: &mut PrimFunc, v: ExprId) -> Option<(ExprId, ExprId)> {
    /// The first such selection below `e`: its condition (true where defined), `e` with it
    /// replaced by its defined side, and `e` with it replaced by its undefined side.
    fn split(f: &mut PrimFunc, e: ExprId) -> Option<(ExprId, ExprId, ExprId)> {
        let node = f.expr(e).clone();
        let dtype = f.dtype(e);
        match &node {
            Expr::Select(c, t, o) => return selection(f, *c, *t, *o),
            Expr::Call(name, args) if name == "if_then_else" && args.len() == 3 => {
                return selection(f, args[0], args[1], args[2]);
            }
            n if propagates_undef(n) => {}
            _ => return None,
        }
        let mut found = None;
        let mut kids = Vec::new();
        crate::ir::visit::expr_children(&node, |c| kids.push(c));
        for c in kids {
            if let Some((cond, def, und)) = split(f, c) {
                found = Some((c, cond, def, und));
                break;
            }
        }
        let (c, cond, def, und) = found?;
        let with = |f: &mut PrimFunc, x: ExprId| {
            let rebuilt = crate::ir::visit::map_expr_children(&node, |k| if k == c { x } else { k });
            f.exprs.intern(rebuilt, dtype)
        };
        let (def, und) = (with(f, def), with(f, und));
        Some((cond, def, und))
    }
    fn selection(f: &mut PrimFunc, c: ExprId, t: ExprId, o: ExprId) -> Option<(ExprId, ExprId, ExprId)> {
        if f.dtype(c).lanes != 1 {
            return None;
        }
        match (is_undef(f, t), is_undef(f, o)) {
            (false, true) => Some((c, t, o)),
            (true, false) => Some((negate(f, c), o, t)),
            _ => None,
        }
    }
    if !propagates_undef(f.expr(v)) {
        return None;
    }
    let (cond, defined, undefined) = split(f, v)?;
    let folded = fold_undef(f, undefined);
    is_undef(f, folded).then_some((cond, defined))
}

/// Per storage root: whether any expression of `f`'s arena loads it (a superset of what the
/// body reads).
fn loaded_roots(f: &PrimFunc) -> Vec<bool> {
    let mut loaded = vec![false; f.buffers.len()];
    for i in 0..f.exprs.len() {
        if let Expr::Load(b, _) = f.expr(crate::ir::ExprId(i as u32)) {
            loaded[f.storage_root(*b).index()] = true;
        }
    }
    loaded
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
