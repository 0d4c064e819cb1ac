//! `sequential-access`: iterate a buffer in the row-major order of its (transformed) layout
//! (padding RFC, "sequential buffer access"). A loop `for i in range(N)` whose body indexes the
//! buffer with `i // c` and `i % c` becomes `for i_outer, i_inner in T.grid(ceil(N / c), c)`
//! with `i = c * i_outer + i_inner`, guarded by `c * i_outer + i_inner < N` when `c` does not
//! divide `N` (so the padding is neither written nor read), and the indices simplify
//! (`(c * io + ii) // c` is `io`, `(c * io + ii + f) // c` is `io + (ii + f) // c`).
//!
//! A loop writing the buffer at a decreasing index (`A[13 - i]`) is first reversed when its
//! iterations commute ([`super::reverse`]).
//!
//! A split's inner loop splits again while its variable still indexes the buffer by a divisor
//! (`[i // 12, i % 12 // 4, i % 4]` gives three loops). A perfect nest over one store is
//! reordered so that its loops follow the buffer's dimensions (`for j, i: A[i, j] = ...`
//! swaps; `for io, ii, jo, ji: A[io, jo, ii, ji]` becomes `io, jo, ii, ji`).
//!
//! Invariants: the new nest runs the body for exactly the old values of `i`, in the same order
//! (a reversed loop: in the opposite order, only where its iterations commute), so a split is
//! legal whatever the body does (no statement is moved across another: the RFC's
//! forbidden split of a cumulative sum cannot happen); the index identities are exact for
//! integers and create no value larger than one the program computed; only loops from a
//! constant `m >= 0` with a constant extent are split (from `m > 0`, the rows from the one
//! holding `m`, guarded by `m <= c * i_outer + i_inner` where that row starts before `m`).
//! Loops are reordered only when every order of their iterations leaves the same memory: the
//! body is one store (under `if`s without `else` whose conditions read no memory and cannot
//! trap, each placed where its variables are bound), calling nothing impure, that either
//! gives every iteration its own element (enumerated; its indices depend on the nest's
//! variables alone, its value reads the stored buffer at that element only) or is a reduction
//! `B[idx] = B[idx] op v` whose `v` does not read `B`: `min`/`max` over integers, `+`/`*` over
//! unsigned ones (a signed sum in another order may overflow where the original did not; a
//! float one rounds differently). The buffer's access that orders the loops is the store's,
//! or its value's first load of it.

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
        if super::reverse::ascending(f, s, self.buffer).is_some() {
            self.split += 1;
        }
        let s = self.split_loop(f, s);
        match reordered(f, s, self.buffer) {
            Some(nest) => {
                self.split += 1;
                nest
            }
            None => s,
        }
    }
}

impl Split {
    /// `s` split by the largest divisor its variable indexes the buffer with, its inner loop
    /// split again while that loop's variable still indexes by one (a mixed-radix layout,
    /// `[i // 12, i % 12 // 4, i % 4]`, becomes three loops); `s` itself when it does not split.
    fn split_loop(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
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
        let Some((c, k)) = divisor(f, body, self.buffer, var) else {
            return s;
        };
        // The loop runs `i + k` over `m + k..m + k + n`, split as a loop from `m + k` would be.
        let Some(m) = m.checked_add(k) else {
            return s;
        };
        if m < 0 || c <= 1 || n <= 0 {
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
        let shifted = match k {
            0 => value,
            k if k > 0 => {
                let k = f.int(k, dt);
                f.binary(BinOp::Sub, value, k)
            }
            k => {
                let k = f.int(-k, dt);
                f.binary(BinOp::Add, value, k)
            }
        };
        substitute_stmt(f, body, &HashMap::from([(var, shifted)]));
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
        let inner_loop = self.split_loop(f, inner_loop);
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

/// The largest `c` of a `(v + k) // c` or `(v + k) % c` (`k` a constant, perhaps 0 or
/// negative) in an index of an access to `buffer` under `s`, with its `k`: splitting by it first
/// leaves the smaller divisors to the inner loop.
fn divisor(f: &PrimFunc, s: StmtId, buffer: BufferId, v: VarId) -> Option<(i128, i128)> {
    struct Find {
        buffer: BufferId,
        v: VarId,
        found: Option<(i128, i128)>,
    }
    impl Find {
        fn index(&mut self, f: &PrimFunc, idx: &[ExprId]) {
            let forms: Vec<(BinOp, i128, i128)> = idx
                .iter()
                .filter_map(|&i| {
                    let Expr::Binary(op @ (BinOp::FloorDiv | BinOp::FloorMod), a, c) = *f.expr(i) else {
                        return None;
                    };
                    let (x, k) = super::folding::offset(f, a).unwrap_or((a, 0));
                    match (f.expr(x), f.expr(c)) {
                        (Expr::Var(x), Expr::Int(c)) if *x == self.v => Some((op, *c, k)),
                        _ => None,
                    }
                })
                .collect();
            // An offset counts only as a layout map writes it, quotient and remainder in one
            // access: a wrap-around read `A[(i + 1) % 4]` is no layout.
            let paired = |c: i128, k: i128| {
                k == 0
                    || [BinOp::FloorDiv, BinOp::FloorMod]
                        .iter()
                        .all(|op| forms.contains(&(*op, c, k)))
            };
            for &(_, c, k) in &forms {
                if paired(c, k) && self.found.is_none_or(|(found, _)| found < c) {
                    self.found = Some((c, k));
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
        let e = if new == node { e } else { f.exprs.intern(new, dtype) };
        // The split's value replaced `i` in `i + k`: `(8 * io + ii - 3) + 3` is `8 * io + ii`.
        let e = super::folding::fold_offset_here(f, e);
        let Expr::Binary(op @ (BinOp::FloorDiv | BinOp::FloorMod), x, c) = *f.expr(e) else {
            return e;
        };
        if let Some(folded) = self.by_a_factor(f, op, x, c) {
            return folded;
        }
        if !matches!(f.expr(c), Expr::Int(d) if *d == self.divisor) {
            return e;
        }
        let Some(rest) = self.without_scaled_outer(f, x) else {
            return e;
        };
        let inner_only = matches!(rest, Some(r) if matches!(f.expr(r), Expr::Var(v) if *v == self.inner));
        let o = f.var_ref(self.outer);
        match (op, rest) {
            (BinOp::FloorDiv, None) => o,
            (_, None) => f.int(0, dtype),
            (BinOp::FloorDiv, Some(_)) if inner_only => o,
            (BinOp::FloorMod, Some(r)) if inner_only => r,
            (BinOp::FloorDiv, Some(r)) => {
                let q = f.binary(BinOp::FloorDiv, r, c);
                f.binary(BinOp::Add, o, q)
            }
            (_, Some(r)) => f.binary(BinOp::FloorMod, r, c),
        }
    }

    /// `(divisor * outer + r) op d` for a `d` that divides the divisor properly: the outer
    /// term is a multiple of `d`, so `% d` drops it and `// d` takes `divisor / d` of it
    /// (`(12 * io + ii) % 4` is `ii % 4`). Exact for floor division and modulo by `d > 0`.
    fn by_a_factor(&self, f: &mut PrimFunc, op: BinOp, x: ExprId, c: ExprId) -> Option<ExprId> {
        let Expr::Int(d) = *f.expr(c) else {
            return None;
        };
        if d <= 1 || d >= self.divisor || self.divisor % d != 0 {
            return None;
        }
        let rest = self.without_scaled_outer(f, x)?;
        let dtype = f.dtype(x);
        Some(match (op, rest) {
            (BinOp::FloorMod, None) => f.int(0, dtype),
            (BinOp::FloorMod, Some(r)) => f.binary(BinOp::FloorMod, r, c),
            (_, rest) => {
                let (k, o) = (f.int(self.divisor / d, dtype), f.var_ref(self.outer));
                let scaled = f.binary(BinOp::Mul, k, o);
                match rest {
                    None => scaled,
                    Some(r) => {
                        let q = f.binary(BinOp::FloorDiv, r, c);
                        f.binary(BinOp::Add, scaled, q)
                    }
                }
            }
        })
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

/// One level of a nest: a loop (its bounds and constant range) or a guard (`if` without
/// `else`).
#[derive(Clone, Copy)]
enum Level {
    Loop(ExprId, ExprId, super::domain::Dim),
    Guard(ExprId),
}

/// The nest from `s` down to one store (loops and `if`s without `else` in between), its loops
/// ordered by the first dimension of the buffer `root` each loop's variable indexes in the
/// store's access to it (a stable sort: ties keep their order), when that order differs and
/// the reordering is legal (see the module docs); else `None`. Each guard goes right inside
/// the loop that binds the last of its variables in the new order, guards keeping their order.
fn reordered(f: &mut PrimFunc, s: StmtId, root: BufferId) -> Option<StmtId> {
    let mut levels = Vec::new();
    let mut at = s;
    loop {
        match f.stmt(at) {
            Stmt::For {
                var,
                min,
                extent,
                step: None,
                kind: ForKind::Serial,
                body,
            } => {
                let dim = super::domain::constant_range(f, *var, *min, *extent)?;
                if dim.lo < 0 || dim.hi < dim.lo || f.loop_annotations.iter().any(|(x, _)| x == var) {
                    return None;
                }
                levels.push(Level::Loop(*min, *extent, dim));
                at = *body;
            }
            // A guard moves with its variables: it must read no memory and cannot trap.
            Stmt::If {
                cond,
                then,
                other: None,
            } if !crate::analysis::reads_memory(f, *cond)
                && !crate::analysis::can_trap(f, *cond)
                && !crate::analysis::calls_impure(f, *cond) =>
            {
                levels.push(Level::Guard(*cond));
                at = *then;
            }
            _ => break,
        }
    }
    let body = at;
    let dims: Vec<super::domain::Dim> = levels
        .iter()
        .filter_map(|l| match l {
            Level::Loop(_, _, d) => Some(*d),
            Level::Guard(_) => None,
        })
        .collect();
    if dims.len() < 2 {
        return None;
    }
    let Stmt::Store { buffer, indices, value } = f.stmt(body).clone() else {
        return None;
    };
    let access = if f.storage_root(buffer) == root {
        indices.clone()
    } else {
        let mut loads = Vec::new();
        super::access::loads_in(f, value, &mut loads);
        loads.into_iter().find(|(b, _)| f.storage_root(*b) == root)?.1
    };
    let first_dims: Option<Vec<usize>> = dims
        .iter()
        .map(|d| access.iter().position(|&i| mentions(f, i, d.var)))
        .collect();
    let first_dims = first_dims?;
    let mut order: Vec<usize> = (0..dims.len()).collect();
    order.sort_by_key(|&k| first_dims[k]);
    if order.iter().enumerate().all(|(k, &o)| k == o) {
        return None;
    }
    if !iterations_commute(f, &dims, buffer, &indices, value) {
        return None;
    }
    // The new position of each loop, and the guards under each (`None`: above every loop).
    let position = |v: crate::ir::VarId| order.iter().position(|&k| dims[k].var == v);
    let mut guards_at: Vec<Vec<ExprId>> = vec![Vec::new(); dims.len() + 1];
    for level in &levels {
        if let Level::Guard(cond) = *level {
            let mut vars = Vec::new();
            crate::analysis::free_vars(f, cond, &mut vars);
            let slot = vars.iter().filter_map(|&v| position(v)).max().map_or(0, |p| p + 1);
            guards_at[slot].push(cond);
        }
    }
    let bounds: Vec<(ExprId, ExprId)> = levels
        .iter()
        .filter_map(|l| match l {
            Level::Loop(min, extent, _) => Some((*min, *extent)),
            Level::Guard(_) => None,
        })
        .collect();
    let guarded = |f: &mut PrimFunc, conds: &[ExprId], inner: StmtId| {
        conds.iter().rev().fold(inner, |inner, &cond| {
            f.add_stmt(Stmt::If {
                cond,
                then: inner,
                other: None,
            })
        })
    };
    let mut nest = guarded(f, &guards_at[dims.len()], body);
    for p in (0..dims.len()).rev() {
        let k = order[p];
        let (min, extent) = bounds[k];
        nest = f.add_stmt(Stmt::For {
            var: dims[k].var,
            min,
            extent,
            step: None,
            kind: ForKind::Serial,
            body: nest,
        });
        nest = guarded(f, &guards_at[p], nest);
    }
    Some(nest)
}

/// Whether every order of the nest's iterations leaves the same memory: the store calls
/// nothing impure and either gives every iteration its own element (enumerated), its value
/// reading the stored buffer at that element only, or is a reduction `B[idx] = B[idx] op v`
/// whose `v` does not read `B` and whose `op` gives the same in every order without a new
/// overflow: `min`/`max` over integers, `+`/`*` over unsigned integers (they wrap).
pub(super) fn iterations_commute(
    f: &PrimFunc,
    dims: &[super::domain::Dim],
    buffer: BufferId,
    indices: &[ExprId],
    value: ExprId,
) -> bool {
    if indices
        .iter()
        .chain([&value])
        .any(|&e| crate::analysis::calls_impure(f, e))
    {
        return false;
    }
    let root = f.storage_root(buffer);
    if let Expr::Binary(BinOp::Add | BinOp::Mul | BinOp::Min | BinOp::Max, a, b) = *f.expr(value) {
        let accumulates = |acc: ExprId| matches!(f.expr(acc), Expr::Load(x, i) if f.storage_root(*x) == root && i.as_slice() == indices);
        let operand = if accumulates(a) {
            Some(b)
        } else if accumulates(b) {
            Some(a)
        } else {
            None
        };
        if let Some(v) = operand {
            let mut reads = Vec::new();
            super::access::expr_buffers(f, v, &mut reads);
            // `min`/`max` never overflow; a sum or product in another order may overflow a
            // signed dtype where the original's partial results did not (unsigned ones wrap).
            let dtype = f.dtype(value);
            let exact = match f.expr(value) {
                Expr::Binary(BinOp::Min | BinOp::Max, ..) => dtype.is_int(),
                _ => dtype.code == crate::ir::TypeCode::UInt,
            };
            return exact && !reads.iter().any(|&r| f.storage_root(r) == root);
        }
    }
    let points = dims.iter().try_fold(1i128, |n, d| n.checked_mul(d.hi - d.lo + 1));
    if points.is_none_or(|p| p > MOST_ENUMERATED) {
        return false;
    }
    let mut vars = Vec::new();
    for &e in indices {
        crate::analysis::free_vars(f, e, &mut vars);
    }
    if !vars.iter().all(|v| dims.iter().any(|d| d.var == *v)) || !reads_only_at(f, value, root, indices) {
        return false;
    }
    let mut seen = hashbrown::HashSet::new();
    let distinct = super::domain::for_all(dims, &super::domain::Env::new(), |env| {
        let at: Option<Vec<i128>> = indices.iter().map(|&i| super::domain::eval_int(f, i, env)).collect();
        at.is_some_and(|at| seen.insert(at))
    });
    distinct == Some(true)
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
