//! `sequential-access`: iterate a buffer in the row-major order of its (transformed) layout
//! (padding RFC, "sequential buffer access"). A loop `for i in range(N)` whose body indexes the
//! buffer with `i // c` and `i % c` becomes `for i_outer, i_inner in T.grid(ceil(N / c), c)`
//! with `i = c * i_outer + i_inner`, guarded by `c * i_outer + i_inner < N` when `c` does not
//! divide `N` (so the padding is neither written nor read), and the indices simplify
//! (`(c * io + ii) // c` is `io`, `(c * io + ii + f) // c` is `io + (ii + f) // c`).
//!
//! Two nested loops whose store indexes the buffer by the inner loop in an earlier dimension
//! than the outer one (`for j, i: A[i, j] = ...`) are swapped.
//!
//! Invariants: the new nest runs the body for exactly the old values of `i`, in the same order,
//! so it is legal whatever the body does (no statement is moved across another: the RFC's
//! forbidden split of a cumulative sum cannot happen); the index identities are exact for
//! integers and create no value larger than one the program computed; only loops from a
//! constant `m >= 0` with a constant extent are split (from `m > 0`, the rows from the one
//! holding `m`, guarded by `m <= c * i_outer + i_inner` where that row starts before `m`).
//! Loops are swapped only when their iterations are independent: the body is one store, its
//! indices depend on the two loop variables alone and give every iteration its own element
//! (enumerated), its value reads the stored buffer at that element
//! only, and it calls nothing impure, so every order leaves the same memory.

use super::layout::find_buffer;
use crate::ir::rewrite::{rewrite_func, rewrite_stmt, StmtRewriter};
use crate::ir::subst::substitute_stmt;
use crate::ir::walk::{ExprSite, StmtVisitor};
use crate::ir::{visit, BinOp, BufferId, Expr, ExprId, ForKind, PrimFunc, Stmt, StmtId, VarId};
use hashbrown::HashMap;

/// Splits the loops that index buffer `name` by a divisor, and swaps two nested loops whose
/// order walks it against its layout; returns how many loops changed.
pub fn sequential_access(f: &mut PrimFunc, name: &str) -> usize {
    let Some(b) = find_buffer(f, name) else {
        return 0;
    };
    let mut s = Split {
        buffer: f.storage_root(b),
        split: 0,
    };
    rewrite_func(f, &mut s);
    s.split
}

struct Split {
    buffer: BufferId,
    split: usize,
}

impl StmtRewriter for Split {
    fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
        let Stmt::For {
            var,
            min,
            extent,
            step: None,
            kind: ForKind::Serial,
            body,
        } = f.stmt(s).clone()
        else {
            return s;
        };
        let (Expr::Int(m), Expr::Int(n)) = (f.expr(min).clone(), f.expr(extent).clone()) else {
            return s;
        };
        if m < 0 {
            return s;
        }
        let Some(c) = divisor(f, body, self.buffer, var) else {
            return match interchanged(f, s, self.buffer) {
                Some(swapped) => {
                    self.split += 1;
                    swapped
                }
                None => s,
            };
        };
        if c <= 1 || n <= 0 {
            return s;
        }
        self.split += 1;
        let dt = f.var(var).dtype;
        let base = f.var(var).name.clone();
        let outer = f.add_var(&unique(f, &format!("{base}_outer")), dt);
        let inner = f.add_var(&unique(f, &format!("{base}_inner")), dt);
        let (o, i) = (f.var_ref(outer), f.var_ref(inner));
        let cc = f.int(c, dt);
        let scaled = f.binary(BinOp::Mul, cc, o);
        let value = f.binary(BinOp::Add, scaled, i);
        substitute_stmt(f, body, &HashMap::from([(var, value)]));
        rewrite_stmt(
            f,
            &mut Normalize {
                outer,
                inner,
                divisor: c,
            },
            body,
        );
        // The rows of the split cover `m..m + n`, from the one holding `m`; a guard keeps the
        // values before `m` and from `m + n` on out of a partial first or last row.
        let (end, first_row) = (m + n, m / c);
        let mut conds = Vec::new();
        if m % c != 0 {
            let mm = f.int(m, dt);
            conds.push(f.binary(BinOp::Le, mm, value));
        }
        if end % c != 0 {
            let ee = f.int(end, dt);
            conds.push(f.binary(BinOp::Lt, value, ee));
        }
        let body = match conds.into_iter().reduce(|a, b| f.binary(BinOp::And, a, b)) {
            None => body,
            Some(cond) => f.add_stmt(Stmt::If {
                cond,
                then: body,
                other: None,
            }),
        };
        let zero = f.int(0, dt);
        let (ni, no) = (f.int(c, dt), f.int((end + c - 1) / c - first_row, dt));
        let outer_min = f.int(first_row, dt);
        let inner_loop = f.add_stmt(Stmt::For {
            var: inner,
            min: zero,
            extent: ni,
            step: None,
            kind: ForKind::Serial,
            body,
        });
        f.stmts[s.index()] = Stmt::For {
            var: outer,
            min: outer_min,
            extent: no,
            step: None,
            kind: ForKind::Serial,
            body: inner_loop,
        };
        s
    }
}

/// The `c` of the first `v // c` or `v % c` in an index of an access to `buffer` under `s`.
fn divisor(f: &PrimFunc, s: StmtId, buffer: BufferId, v: VarId) -> Option<i128> {
    struct Find {
        buffer: BufferId,
        v: VarId,
        found: Option<i128>,
    }
    impl Find {
        fn index(&mut self, f: &PrimFunc, idx: &[ExprId]) {
            for &i in idx {
                if let Expr::Binary(BinOp::FloorDiv | BinOp::FloorMod, a, c) = f.expr(i) {
                    if let (Expr::Var(x), Expr::Int(c)) = (f.expr(*a), f.expr(*c)) {
                        if *x == self.v && self.found.is_none() {
                            self.found = Some(*c);
                        }
                    }
                }
            }
        }
        fn loads(&mut self, f: &PrimFunc, e: ExprId) {
            if let Expr::Load(b, idx) = f.expr(e) {
                if f.storage_root(*b) == self.buffer {
                    self.index(f, idx);
                }
            }
            visit::expr_children(f.expr(e), |c| self.loads(f, c));
        }
    }
    impl StmtVisitor for Find {
        fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
            if let Stmt::Store { buffer, indices, .. } = f.stmt(s) {
                if f.storage_root(*buffer) == self.buffer {
                    self.index(f, indices);
                }
            }
        }
        fn expr(&mut self, f: &PrimFunc, e: ExprId, _site: ExprSite) {
            self.loads(f, e);
        }
    }
    let mut find = Find { buffer, v, found: None };
    crate::ir::walk::walk_stmt(f, s, &mut find);
    find.found
}

/// A name no variable or buffer of `f` has yet.
fn unique(f: &PrimFunc, want: &str) -> String {
    let taken = |n: &str| f.vars.iter().any(|v| v.name == n) || f.buffers.iter().any(|b| b.name == n);
    let mut name = want.to_string();
    let mut k = 1;
    while taken(&name) {
        name = format!("{want}_{k}");
        k += 1;
    }
    name
}

/// The index identities of a split by `divisor` (see the module docs).
struct Normalize {
    outer: VarId,
    inner: VarId,
    divisor: i128,
}

impl StmtRewriter for Normalize {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, _site: ExprSite) -> ExprId {
        self.normalize(f, e)
    }
}

impl Normalize {
    fn normalize(&self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        let node = f.expr(e).clone();
        let dtype = f.dtype(e);
        let new = visit::map_expr_children(&node, |c| self.normalize(f, c));
        if let Expr::Binary(op @ (BinOp::FloorDiv | BinOp::FloorMod), x, c) = new {
            if matches!(f.expr(c), Expr::Int(d) if *d == self.divisor) {
                if let Some(rest) = self.without_scaled_outer(f, x) {
                    let inner_only = matches!(rest, Some(r) if matches!(f.expr(r), Expr::Var(v) if *v == self.inner));
                    let o = f.var_ref(self.outer);
                    return match (op, rest) {
                        (BinOp::FloorDiv, None) => o,
                        (_, None) => f.int(0, dtype),
                        (BinOp::FloorDiv, Some(_)) if inner_only => o,
                        (BinOp::FloorMod, Some(r)) if inner_only => r,
                        (BinOp::FloorDiv, Some(r)) => {
                            let q = f.binary(BinOp::FloorDiv, r, c);
                            f.binary(BinOp::Add, o, q)
                        }
                        (_, Some(r)) => f.binary(BinOp::FloorMod, r, c),
                    };
                }
            }
        }
        if new == node {
            e
        } else {
            f.exprs.intern(new, dtype)
        }
    }

    /// `x` without its term `divisor * outer` (`Some(None)`: nothing left), when `x` is a sum
    /// with that term added.
    fn without_scaled_outer(&self, f: &mut PrimFunc, x: ExprId) -> Option<Option<ExprId>> {
        let is_scaled = |f: &PrimFunc, t: ExprId| match f.expr(t) {
            Expr::Binary(BinOp::Mul, a, b) => matches!(
                (f.expr(*a), f.expr(*b)),
                (Expr::Int(c), Expr::Var(v)) | (Expr::Var(v), Expr::Int(c)) if *c == self.divisor && *v == self.outer
            ),
            _ => false,
        };
        if is_scaled(f, x) {
            return Some(None);
        }
        match f.expr(x).clone() {
            Expr::Binary(BinOp::Add, a, b) => {
                if is_scaled(f, a) {
                    return Some(Some(b));
                }
                if is_scaled(f, b) {
                    return Some(Some(a));
                }
                let rest = self.without_scaled_outer(f, a)?;
                Some(Some(match rest {
                    None => b,
                    Some(r) => f.binary(BinOp::Add, r, b),
                }))
            }
            Expr::Binary(BinOp::Sub, a, b) => {
                let rest = self.without_scaled_outer(f, a)?;
                Some(Some(match rest {
                    None => {
                        let zero = f.int(0, f.dtype(b));
                        f.binary(BinOp::Sub, zero, b)
                    }
                    Some(r) => f.binary(BinOp::Sub, r, b),
                }))
            }
            _ => None,
        }
    }
}

/// Most iterations of a nest enumerated to show its store gives each its own element.
const MOST_ENUMERATED: i128 = 1 << 16;

/// `for a: for b: B[...] = v` as `for b: for a: ...` when `b` indexes the buffer `root` in an
/// earlier dimension than `a` and the swap is legal (see the module docs), else `None`.
fn interchanged(f: &mut PrimFunc, s: StmtId, root: BufferId) -> Option<StmtId> {
    let loop_of = |f: &PrimFunc, s: StmtId| match f.stmt(s) {
        Stmt::For {
            var,
            min,
            extent,
            step: None,
            kind: ForKind::Serial,
            body,
        } => match (f.expr(*min), f.expr(*extent)) {
            (Expr::Int(0), Expr::Int(n)) if *n > 0 => Some((*var, *n, *body)),
            _ => None,
        },
        _ => None,
    };
    let (a, na, inner) = loop_of(f, s)?;
    let (b, nb, body) = loop_of(f, inner)?;
    let annotated = |v: VarId| f.loop_annotations.iter().any(|(x, _)| *x == v);
    if annotated(a) || annotated(b) || na.checked_mul(nb)? > MOST_ENUMERATED {
        return None;
    }
    let Stmt::Store { buffer, indices, value } = f.stmt(body).clone() else {
        return None;
    };
    if f.storage_root(buffer) != root {
        return None;
    }
    // The first dimension each variable indexes: `b` must come first to be moved out.
    let first_dim = |v: VarId| indices.iter().position(|&i| mentions(f, i, v));
    if !matches!((first_dim(a), first_dim(b)), (Some(x), Some(y)) if y < x) {
        return None;
    }
    let mut vars = Vec::new();
    for &i in &indices {
        crate::analysis::free_vars(f, i, &mut vars);
    }
    if vars.iter().any(|v| *v != a && *v != b)
        || !reads_only_at(f, value, root, &indices)
        || indices
            .iter()
            .chain([&value])
            .any(|&e| crate::analysis::calls_impure(f, e))
    {
        return None;
    }
    let dims = [
        super::domain::Dim {
            var: a,
            lo: 0,
            hi: na - 1,
        },
        super::domain::Dim {
            var: b,
            lo: 0,
            hi: nb - 1,
        },
    ];
    let mut seen = hashbrown::HashSet::new();
    let distinct = super::domain::for_all(&dims, &super::domain::Env::new(), |env| {
        let at: Option<Vec<i128>> = indices.iter().map(|&i| super::domain::eval_int(f, i, env)).collect();
        at.is_some_and(|at| seen.insert(at))
    });
    if distinct != Some(true) {
        return None;
    }
    let (
        Stmt::For {
            min: ma, extent: ea, ..
        },
        Stmt::For {
            min: mb, extent: eb, ..
        },
    ) = (f.stmt(s).clone(), f.stmt(inner).clone())
    else {
        return None;
    };
    let new_inner = f.add_stmt(Stmt::For {
        var: a,
        min: ma,
        extent: ea,
        step: None,
        kind: ForKind::Serial,
        body,
    });
    Some(f.add_stmt(Stmt::For {
        var: b,
        min: mb,
        extent: eb,
        step: None,
        kind: ForKind::Serial,
        body: new_inner,
    }))
}

/// Whether `e` mentions variable `v`.
fn mentions(f: &PrimFunc, e: ExprId, v: VarId) -> bool {
    let mut vars = Vec::new();
    crate::analysis::free_vars(f, e, &mut vars);
    vars.contains(&v)
}

/// Whether every load of `root` in `e` is at exactly `indices`.
fn reads_only_at(f: &PrimFunc, e: ExprId, root: BufferId, indices: &[ExprId]) -> bool {
    let ok = match f.expr(e) {
        Expr::Load(b, i) => f.storage_root(*b) != root || i.as_slice() == indices,
        _ => true,
    };
    let mut all = ok;
    visit::expr_children(f.expr(e), |c| all &= reads_only_at(f, c, root, indices));
    all
}
