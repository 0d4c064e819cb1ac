//! `overcompute`: RemoveBranchingThroughOvercompute of the padding RFC. A guard `if c: S`
//! (without `else`) goes when running `S` also where `c` is false changes nothing observable,
//! and a `T.if_then_else(c, x, y)` in a stored or `let`-bound value becomes `y` when `y` equals
//! `x` wherever `c` holds (the form TVM's transform_layout writes), or `x` when `x` equals `y`
//! wherever `c` fails (`T.if_then_else(in_bounds, A[i], 0)` over padding assumed 0). Both are
//! decided by abstract execution
//! ([`super::abstract_run`]) over the function's constant loop domains, once for each case of
//! its scalar parameters ([`super::scalar_cases`]: a symbolic padding boundary `i < n`).
//!
//! A guard `if p and d: S` whose conjuncts `d` read data keeps only those when running
//! `if d: S` also where the pure conjuncts `p` fail changes nothing observable (the same
//! checks, `d`'s loads included).
//!
//! Invariants (checked at every point the guard skips):
//! - nothing `S` evaluates can fail there: no division by a value that may be 0, no integer
//!   operation, cast or call that may overflow or fail (`A[i] * 100000000` over padding
//!   holding any input keeps its guard);
//! - every access of `S` is in bounds and reads initialised memory (a parameter's element, or
//!   one the function stored); a load that is out of bounds only there gets its coordinate
//!   clamped on the sides it leaves (`T.max(x, 0)`, `T.min(x, n - 1)`: the identity where the
//!   program already read it), when that costs no more than the guard it removes;
//! - every element `S` would change is dead: the next access to it is a store (a later
//!   padding store, a `T.undef()` store), or it belongs to an allocation nothing reads
//!   afterwards; an output parameter's element is never changed otherwise (points of
//!   communication);
//! - a store that adds a known zero changes nothing (`B[0] + A[pad]` with `A`'s padding
//!   assumed 0; for floats only where the sum cannot be `-0.0`), nor one that combines with
//!   an integer reducer's identity (`T.max(B[0], A[pad])` with the padding assumed `-128` for
//!   int8, a product with 1, `1.0` for floats: exact in IEEE arithmetic).

use super::abstract_run::{dead_after, pure_and_data_conjuncts, run_cases_counted, Findings, Watch};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::{walk_func, ExprSite, StmtVisitor};
use crate::ir::{visit, BinOp, Expr, ExprId, PrimFunc, Stmt, StmtId};

/// The most abstract-execution steps one function's pass spends: each removal retries the
/// guards tried before it, so a function with many guards that stay and many that go would
/// otherwise run for minutes. Past it the pass stops trying (what it removed stays removed).
const PASS_STEPS: u64 = 1 << 24;

/// Removes every guard and select that overcomputing makes unnecessary; returns how many.
pub fn overcompute(f: &mut PrimFunc) -> usize {
    let mut spent = Spent(0);
    if spent.run(f, Watch::Nothing).is_err() {
        return 0;
    }
    let mut removed = 0;
    let mut tried: Vec<StmtId> = Vec::new();
    'again: loop {
        let (guards, selects) = candidates(f);
        for s in guards {
            if tried.contains(&s) {
                continue;
            }
            tried.push(s);
            if spent.0 > PASS_STEPS {
                break 'again;
            }
            if guard_removable(f, s, &mut spent) {
                let Stmt::If { then, .. } = f.stmt(s).clone() else {
                    continue;
                };
                f.stmts[s.index()] = f.stmt(then).clone();
                removed += 1;
                // What the removal changed may make a guard tried before removable now.
                tried.clear();
                continue 'again;
            }
            if let Some(data) = pure_conjuncts_removable(f, s, &mut spent) {
                let Stmt::If { cond, .. } = &mut f.stmts[s.index()] else {
                    continue;
                };
                *cond = data;
                removed += 1;
                tried.clear();
                continue 'again;
            }
        }
        for e in selects {
            let Expr::Call(_, args) = f.expr(e).clone() else {
                continue;
            };
            // The else-value where it equals the then-value wherever the condition holds (the
            // form transform_layout writes), or the then-value where it equals the else-value
            // wherever the condition fails (`T.if_then_else(in_bounds, A[i], 0)` over padding
            // assumed 0).
            for (watch, kept) in [(Watch::Select(e), args[2]), (Watch::SelectThen(e), args[1])] {
                if spent.0 > PASS_STEPS {
                    break 'again;
                }
                let Ok(found) = spent.run(f, watch) else { continue };
                if exercised(&found) && !found.iter().any(|c| c.phantom_failed) {
                    replace_expr(f, e, kept);
                    removed += 1;
                    continue 'again;
                }
            }
        }
        break;
    }
    // A removed guard may leave the `let` that held its condition unread.
    if removed > 0 {
        removed + super::prune::prune(f)
    } else {
        0
    }
}

/// Abstract-execution steps spent so far by the pass.
struct Spent(u64);

impl Spent {
    /// [`run_cases`], counting its steps.
    fn run(&mut self, f: &PrimFunc, watch: Watch) -> Result<Vec<Findings>, super::abstract_run::Abort> {
        run_cases_counted(f, watch, &mut self.0)
    }
}

/// Whether the guard `s` can go (possibly after clamping out-of-bounds loads of its body).
fn guard_removable(f: &mut PrimFunc, s: StmtId, spent: &mut Spent) -> bool {
    let Ok(found) = spent.run(f, Watch::Guard(s)) else {
        return false;
    };
    if !exercised(&found) {
        return false;
    }
    if found.iter().any(|c| c.phantom_failed) {
        let mut oob: Vec<(ExprId, usize, bool)> = found.iter().flat_map(|c| c.out_of_bounds.iter().copied()).collect();
        oob.sort();
        oob.dedup();
        // One clamp per side a coordinate leaves its extent on.
        if oob.is_empty() || !wrap_pays(f, s, oob.len()) {
            return false;
        }
        // Wrapping rewrites the guard's body in place: try it on a copy.
        let mut g = f.clone();
        if !wrap_loads(&mut g, s, &oob) || !guard_removable_now(&g, s, spent) {
            return false;
        }
        *f = g;
        return true;
    }
    phantoms_dead(f, &found)
}

/// The condition left of the guard `s` (`if p and d: S`, `p` pure, `d` reading data) without
/// its pure conjuncts, when running `if d: S` also where `p` fails changes nothing observable.
fn pure_conjuncts_removable(f: &mut PrimFunc, s: StmtId, spent: &mut Spent) -> Option<ExprId> {
    let Stmt::If { cond, other: None, .. } = f.stmt(s) else {
        return None;
    };
    let (pure, data) = pure_and_data_conjuncts(f, *cond);
    if pure.is_empty() || data.is_empty() {
        return None;
    }
    let found = spent.run(f, Watch::Conjuncts(s)).ok()?;
    if !exercised(&found) || found.iter().any(|c| c.phantom_failed) || !phantoms_dead(f, &found) {
        return None;
    }
    data.into_iter().reduce(|a, b| f.binary(BinOp::And, a, b))
}

fn guard_removable_now(f: &PrimFunc, s: StmtId, spent: &mut Spent) -> bool {
    let Ok(found) = spent.run(f, Watch::Guard(s)) else {
        return false;
    };
    exercised(&found) && !found.iter().any(|c| c.phantom_failed) && phantoms_dead(f, &found)
}

/// Whether the watched guard or select ran in some case.
fn exercised(cases: &[Findings]) -> bool {
    cases.iter().any(|c| c.exercised > 0)
}

/// Whether, in every case, each element a phantom run changed is dead afterwards.
fn phantoms_dead(f: &PrimFunc, cases: &[Findings]) -> bool {
    cases
        .iter()
        .all(|c| c.phantom_writes.iter().all(|(el, t)| dead_after(f, c, el, *t)))
}

/// Whether `n` clamps of load coordinates (one `T.min` or `T.max` each) cost no more than the
/// guard's ops.
fn wrap_pays(f: &PrimFunc, s: StmtId, n: usize) -> bool {
    let Stmt::If { cond, .. } = f.stmt(s) else { return false };
    crate::ir::visit::count_ops(f, *cond) >= n as u64
}

/// Clamps the given load coordinates under the guard `s` into their extent on the sides they
/// leave it (`T.max(x, 0)`, `T.min(x, n - 1)`; each `(load, coordinate, below 0)` one side);
/// returns whether any changed. The guard's body is rewritten in place (the guard itself
/// stays). Where the program ran the load, the coordinate was inside and the clamp is the
/// identity. (A clamp, not `x % n`: TVM 0.27 miscompiles `(c - i) % n` in an index,
/// `tests/data/tvm-bugs/flatten_buffer_floormod.tir.py`.)
fn wrap_loads(f: &mut PrimFunc, s: StmtId, oob: &[(ExprId, usize, bool)]) -> bool {
    let mut changed = false;
    let mut loads: Vec<ExprId> = oob.iter().map(|&(load, ..)| load).collect();
    loads.dedup();
    for load in loads {
        let Expr::Load(b, mut idx) = f.expr(load).clone() else {
            continue;
        };
        for &(_, k, below) in oob.iter().filter(|o| o.0 == load) {
            let x = idx[k];
            idx[k] = if below {
                let zero = f.int(0, f.dtype(x));
                f.binary(BinOp::Max, x, zero)
            } else {
                let extent = f.buffer(b).shape[k];
                let last = match *f.expr(extent) {
                    Expr::Int(n) => f.int(n - 1, f.dtype(x)),
                    _ => {
                        let one = f.int(1, f.dtype(extent));
                        f.binary(BinOp::Sub, extent, one)
                    }
                };
                f.binary(BinOp::Min, x, last)
            };
        }
        let dtype = f.dtype(load);
        let wrapped = f.exprs.intern(Expr::Load(b, idx), dtype);
        let Stmt::If { then, .. } = f.stmt(s).clone() else {
            continue;
        };
        replace_in_stmt(f, then, load, wrapped);
        changed = true;
    }
    changed
}

/// The `if`s without `else` and the `T.if_then_else`s in store values, in program order.
fn candidates(f: &PrimFunc) -> (Vec<StmtId>, Vec<ExprId>) {
    struct Find(Vec<StmtId>, Vec<ExprId>);
    impl StmtVisitor for Find {
        fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
            if matches!(f.stmt(s), Stmt::If { other: None, .. }) {
                self.0.push(s);
            }
        }
        fn expr(&mut self, f: &PrimFunc, e: ExprId, site: ExprSite) {
            fn selects(f: &PrimFunc, e: ExprId, out: &mut Vec<ExprId>) {
                if matches!(f.expr(e), Expr::Call(n, a) if n == "if_then_else" && a.len() == 3) {
                    out.push(e);
                }
                visit::expr_children(f.expr(e), |c| selects(f, c, out));
            }
            if matches!(site, ExprSite::StoreValue | ExprSite::BindValue) {
                selects(f, e, &mut self.1);
            }
        }
    }
    let mut find = Find(Vec::new(), Vec::new());
    walk_func(f, &mut find);
    (find.0, find.1)
}

/// Replaces expression `from` by `to` everywhere in `f`.
fn replace_expr(f: &mut PrimFunc, from: ExprId, to: ExprId) {
    let body = f.body;
    replace_in_stmt(f, body, from, to);
}

fn replace_in_stmt(f: &mut PrimFunc, s: StmtId, from: ExprId, to: ExprId) {
    struct Replace(ExprId, ExprId);
    impl StmtRewriter for Replace {
        fn expr(&mut self, f: &mut PrimFunc, e: ExprId, _site: ExprSite) -> ExprId {
            crate::ir::subst::replace(f, e, self.0, self.1)
        }
    }
    if s == f.body {
        rewrite_func(f, &mut Replace(from, to));
    } else {
        crate::ir::rewrite::rewrite_stmt(f, &mut Replace(from, to), s);
    }
}
