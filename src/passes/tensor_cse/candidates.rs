//! The forward tensors a backward term may be (candidates): every forward block's value, every
//! subexpression of an element-wise block's value, and every subexpression of a reduction's
//! update (a tensor over the block's spatial and reduction variables: `exp(X[n, d] - max[n])`
//! of a sum over `d`); one in a `T.if_then_else`'s branch without a value everywhere is a
//! tensor over `0..=hi` of each variable, `hi` the largest value the branch conditions leave
//! it, where it has a value there (`tanh(X[i + 1])` under `i < 63`; not `X[i - 1]` under
//! `1 <= i`, which `i = 0` would read out of bounds). Each is indexed by the variables it
//! mentions, or by a quotient or remainder of `v` (`v // k`, `(v + 2) // 4`, `(3 * v) % 8`,
//! when its values are all of `0..m`) or `v + w` for variables it mentions only so (see
//! [`IndexVar`]), its term over pattern variables ([`super::matching`] unifies it with
//! backward terms).
//!
//! Invariants: candidates not worth a stash ([`Term::worth_stashing`]) are never listed, nor
//! those a stash in their own dtype would round where TVM's build does not (a computed
//! `bfloat16` term: [`stored_exactly`]); the
//! list is ordered largest term first; a candidate's index variables are exactly the pattern
//! variables of its term, each with the number of values it takes (from 0) in the forward.

use super::guards::{place_facts, sym_range, Facts};
use super::model::{Def, Model};
use super::term::{affine_of, map_syms, range_of, value_at, Affine, Sym, Term};
use crate::ir::{visit, BinOp, BufferId, Expr, ExprId, PrimFunc, VarId};
use std::collections::BTreeMap;
/// A forward tensor a backward term may be.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// The forward block it stands in.
    pub block: usize,
    /// The subexpression of the block's value (`None`: the block's whole output).
    pub expr: Option<ExprId>,
    /// Its term, over pattern variables.
    pub pattern: Term,
    /// What it is indexed by, in the block's spatial order.
    pub index: Vec<IndexVar>,
    /// The buffer when it is the block's whole output.
    pub output: Option<BufferId>,
}

/// One index of a candidate tensor: a spatial or reduction variable of its block, or an
/// expression the term mentions the variable only through (its pattern variable stands for
/// that expression then): a floor quotient or remainder by a constant `k > 1` (group norm's
/// `sqrt(var[n, c // 4] + eps)` is a tensor over `[n, c // 4]`, 4 times smaller than over
/// `[n, c]`), or a sum `v + w` with another block variable that the term mentions only there
/// too (a window's `exp(X[i + k])` is a tensor over `i + k`, 64 elements instead of 62 x 3).
#[derive(Clone, Copy, Debug)]
pub struct IndexVar {
    /// The block variable.
    pub var: VarId,
    /// The forward expression it stands for, when not the variable itself.
    pub through: Option<(ExprId, Through)>,
    /// The number of values it takes, from 0: each a value the block's variables give it.
    pub extent: i128,
}

/// What an [`IndexVar`] stands for besides its variable `v`.
#[derive(Clone, Copy, Debug)]
pub enum Through {
    /// The floor quotient (`FloorDiv`) or remainder (`FloorMod`) by the constant `k > 1` of an
    /// affine expression of `v` alone (`v // 4`, `(v + 2) // 4`, `(3 * v) % 8`), which takes
    /// every value of `0..extent` as `v` runs over its domain.
    Division(BinOp, i128),
    /// `v + w` for the block variable `w`.
    Sum(VarId),
}

/// The candidates of the forward, largest first.
pub fn candidates(f: &PrimFunc, m: &Model) -> Vec<Candidate> {
    let mut out = Vec::new();
    for (b, block) in m.blocks.iter().enumerate() {
        let whole_exact = match block.def {
            Def::Injective { value } => stored_exactly(f, value),
            Def::Reduce { init, update, op } => {
                stored_exactly(f, init)
                    && stored_exactly(f, update)
                    && (matches!(op, BinOp::Max | BinOp::Min) || !f.dtype(init).is_float_format())
            }
        };
        // The whole output only where this block is its one definition (not `Y = tanh(X)`
        // before `Y = Y * 2`).
        let defines = m.def_of.get(&block.output) == Some(&b);
        if let Some(t) = m.block_term(f, b).filter(|_| whole_exact && defines) {
            if t.worth_stashing() {
                out.push(Candidate {
                    block: b,
                    expr: None,
                    pattern: to_pattern(&t),
                    index: block
                        .spatial
                        .iter()
                        .map(|&(var, extent)| IndexVar {
                            var,
                            through: None,
                            extent,
                        })
                        .collect(),
                    output: Some(block.output),
                });
            }
        }
        // Subterms: of an element-wise value (the whole value is the block's output), or of a
        // reduction's update, a tensor over the spatial and reduction variables it mentions
        // (`exp(X[n, d] - max[n])` of a sum over `d`).
        let mut subs = Vec::new();
        let root = match block.def {
            Def::Injective { value } => {
                subexprs(f, value, false, &mut subs);
                subs.remove(0);
                value
            }
            Def::Reduce { update, .. } if !loads(f, update, block.output) => {
                subexprs(f, update, false, &mut subs);
                update
            }
            Def::Reduce { update, .. } => update,
        };
        let full: Vec<(VarId, i128)> = block.spatial.iter().chain(&block.reduce).copied().collect();
        let mut places = None;
        for (e, guarded) in subs {
            if !stored_exactly(f, e) {
                continue;
            }
            let domain = if !guarded || defined_over(f, e, &full) {
                full.clone()
            } else {
                let places = places.get_or_insert_with(|| place_facts(f, block, &[root]));
                match narrowed(f, e, &full, places.get(&e)) {
                    Some(domain) => domain,
                    None => continue,
                }
            };
            let Some(t) = m.expr_term(f, b, e) else { continue };
            if !t.worth_stashing() || t.mentions_free_reduction_var() {
                continue;
            }
            let mut vars = Vec::new();
            t.free_vars(&mut vars);
            if out.iter().any(|c: &Candidate| c.block == b && c.expr == Some(e)) {
                continue;
            }
            let (index, t) = indexed(f, e, t, &domain, &vars);
            out.push(Candidate {
                block: b,
                expr: Some(e),
                pattern: to_pattern(&t),
                index,
                output: None,
            });
        }
    }
    out.sort_by_key(|c| std::cmp::Reverse(c.pattern.size()));
    out
}

/// Whether storing `e` in its own dtype keeps its value, as TVM computes it: always, but for
/// the float formats TVM's llvm build computes in `float32` and rounds only where a
/// parameter stores them (`bfloat16`, the `float8` variants; its intermediate buffers hold
/// `float32`): there only a value that is one of the parameters' elements it reads (a load of
/// a parameter, its negation, a `T.max`/`T.min` or a selection of such) is, and a stash of
/// anything else would round what the original keeps in `float32`.
fn stored_exactly(f: &PrimFunc, e: ExprId) -> bool {
    let dtype = f.dtype(e);
    if !dtype.is_float_format() {
        return true;
    }
    match f.expr(e) {
        // A literal the format holds: TVM widens it to `float32` unrounded.
        Expr::Float(bits) => {
            let v = f64::from_bits(*bits);
            v == 0.0
                || v.is_infinite()
                || (dtype.is_bfloat16() && (v as f32) as f64 == v && (v as f32).to_bits() & 0xffff == 0)
        }
        Expr::Load(b, _) => f.buffer(f.storage_root(*b)).data == crate::ir::BufferData::Param,
        Expr::Binary(BinOp::Max | BinOp::Min, a, b) | Expr::Select(_, a, b) => {
            stored_exactly(f, *a) && stored_exactly(f, *b)
        }
        Expr::Binary(BinOp::Sub, z, a) if matches!(f.expr(*z), Expr::Float(0)) => stored_exactly(f, *a),
        Expr::Call(name, args) if name == "if_then_else" && args.len() == 3 => {
            stored_exactly(f, args[1]) && stored_exactly(f, args[2])
        }
        _ => false,
    }
}

/// Whether `e` loads buffer `b`.
pub fn loads(f: &PrimFunc, e: ExprId, b: BufferId) -> bool {
    let mut read = Vec::new();
    crate::passes::padding::expr_buffers(f, e, &mut read);
    read.contains(&b)
}

/// `e` and its subexpressions, each with whether it stands in a `T.if_then_else`'s branch
/// (`guarded`): a branch runs only where its condition picks it, while a stash is computed at
/// every index of its domain (`X[i - 1]` under `1 <= i` would be read at `i = 0`).
fn subexprs(f: &PrimFunc, e: ExprId, guarded: bool, out: &mut Vec<(ExprId, bool)>) {
    out.push((e, guarded));
    match f.expr(e) {
        Expr::Call(name, args) if name == "if_then_else" && args.len() == 3 => {
            subexprs(f, args[0], guarded, out);
            subexprs(f, args[1], true, out);
            subexprs(f, args[2], true, out);
        }
        node => visit::expr_children(node, |c| subexprs(f, c, guarded, out)),
    }
}

/// The domain of a guarded subterm `e` that has no value somewhere in the block's domain
/// `full`: each variable in `0..=hi`, `hi` its largest value where `e` is evaluated (`facts`,
/// from the branch conditions around it), when `e` has a value over all of that (`tanh(X[i +
/// 1])` under `i < 63` is a tensor of 63 elements, which the branch reads only where it runs).
fn narrowed(f: &PrimFunc, e: ExprId, full: &[(VarId, i128)], facts: Option<&Facts>) -> Option<Vec<(VarId, i128)>> {
    let facts = facts?;
    let domain: Vec<(VarId, i128)> = full
        .iter()
        .map(|&(v, n)| {
            let hi = sym_range(facts, &Sym::Var(v)).map_or(n - 1, |(_, hi)| hi.min(n - 1));
            (v, hi + 1)
        })
        .collect();
    (domain.iter().all(|&(_, n)| n > 0) && defined_over(f, e, &domain)).then_some(domain)
}

/// Whether `e` has a value wherever each variable of `domain` is in `0..extent`: every load it
/// makes is within its buffer's shape there, and every integer division is by a nonzero
/// constant (float arithmetic and math calls always give a value).
fn defined_over(f: &PrimFunc, e: ExprId, domain: &[(VarId, i128)]) -> bool {
    let env: BTreeMap<VarId, Affine> = domain.iter().map(|(v, _)| (*v, Affine::sym(Sym::Var(*v)))).collect();
    let ranges = |s: &Sym| domain.iter().find(|(v, _)| *s == Sym::Var(*v)).map(|(_, n)| (0, n - 1));
    let in_bounds = |i: ExprId, dim: ExprId| {
        let bounds = affine_of(f, i, &env).and_then(|a| range_of(&a, &ranges));
        matches!((bounds, f.expr(dim)), (Some((lo, hi)), Expr::Int(n)) if lo >= 0 && hi < *n)
    };
    fn go(f: &PrimFunc, e: ExprId, in_bounds: &dyn Fn(ExprId, ExprId) -> bool) -> bool {
        let here = match f.expr(e) {
            Expr::Load(b, idx) => {
                let shape = &f.buffer(*b).shape;
                idx.len() == shape.len() && idx.iter().zip(shape).all(|(&i, &d)| in_bounds(i, d))
            }
            Expr::Binary(BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod, _, d) if f.dtype(e).is_int() => {
                matches!(f.expr(*d), Expr::Int(k) if *k != 0)
            }
            _ => true,
        };
        let mut ok = here;
        visit::expr_children(f.expr(e), |c| ok = ok && go(f, c, in_bounds));
        ok
    }
    go(f, e, &in_bounds)
}

/// The term with its spatial variables made pattern variables (inside quotients too).
fn to_pattern(t: &Term) -> Term {
    t.map_affines(&|a| {
        map_syms(a, &|s| match s {
            Sym::Var(v) => Affine::sym(Sym::Pat(*v)),
            other => Affine::sym(other.clone()),
        })
    })
}

/// The index variables of the subterm `e` of a block (term `t`, mentioning the block variables
/// `vars`; `domain`: the block's variables in its order, with the extents over which `e` has a
/// value), in the block's order, and its term over them: a variable stands for the quotient
/// or the sum it is only used in.
fn indexed(f: &PrimFunc, e: ExprId, t: Term, domain: &[(VarId, i128)], vars: &[VarId]) -> (Vec<IndexVar>, Term) {
    let mentioned: Vec<(VarId, i128)> = domain.iter().filter(|(v, _)| vars.contains(v)).copied().collect();
    let (mut index, mut t, mut summed_away) = (Vec::new(), t, Vec::new());
    for &(var, n) in &mentioned {
        if summed_away.contains(&var) {
            continue;
        }
        if let Some(d) = division_only(f, e, var, n) {
            let quotient = Sym::Var(var);
            t = t.map_affines(&|a| {
                map_syms(a, &|s| {
                    Affine::sym(if *s == d.sym { quotient.clone() } else { s.clone() })
                })
            });
            index.push(IndexVar {
                var,
                through: Some((d.expr, Through::Division(d.op, d.k))),
                extent: d.extent,
            });
            continue;
        }
        if let Some((sum, (w, m))) = sum_only(f, e, var, &mentioned) {
            let u = t.map_affines(&|a| summed(a, &Sym::Var(var), &Sym::Var(w)));
            // The term says nothing else of `w` (every index holding it held `var + w`), or a
            // pattern variable for `w` would be bound by no index of the stash.
            let mut left = Vec::new();
            u.free_vars(&mut left);
            if !left.contains(&w) {
                t = u;
                summed_away.push(w);
                // `var + w` takes every value of `0..n + m - 1`.
                let through = Some((sum, Through::Sum(w)));
                index.push(IndexVar {
                    var,
                    through,
                    extent: n + m - 1,
                });
                continue;
            }
        }
        index.push(IndexVar {
            var,
            through: None,
            extent: n,
        });
    }
    (index, t)
}

/// The first node of `e` (pre-order) `pick` takes, with what it gives.
fn first<T>(f: &PrimFunc, e: ExprId, pick: &impl Fn(&Expr) -> Option<T>) -> Option<(ExprId, T)> {
    if let Some(x) = pick(f.expr(e)) {
        return Some((e, x));
    }
    let mut found = None;
    visit::expr_children(f.expr(e), |c| {
        if found.is_none() {
            found = first(f, c, pick);
        }
    });
    found
}

/// Whether every use of `v` in `e` is inside the expression `through`.
fn only_through(f: &PrimFunc, e: ExprId, v: VarId, through: ExprId) -> bool {
    if e == through {
        return true;
    }
    if matches!(f.expr(e), Expr::Var(x) if *x == v) {
        return false;
    }
    let mut ok = true;
    visit::expr_children(f.expr(e), |c| ok &= only_through(f, c, v, through));
    ok
}

/// A division [`division_only`] finds.
struct Division {
    /// The expression.
    expr: ExprId,
    /// Its symbol in terms.
    sym: Sym,
    op: BinOp,
    k: i128,
    /// The number of its values, `0..extent`.
    extent: i128,
}

/// The largest domain enumerated to find a division's values.
const DIVISION_DOMAIN: i128 = 1 << 16;

/// The floor quotient or remainder by a constant `k > 1` of an affine expression of `v` alone
/// (`v` in `0..n`), when every use of `v` in `e` is that expression and its values over
/// `0..n` are exactly `0..extent`: a stash over them then holds only elements the forward
/// computes.
fn division_only(f: &PrimFunc, e: ExprId, v: VarId, n: i128) -> Option<Division> {
    let env: BTreeMap<VarId, Affine> = [(v, Affine::sym(Sym::Var(v)))].into();
    let (expr, (op, k)) = first(f, e, &|x| match x {
        Expr::Binary(op @ (BinOp::FloorDiv | BinOp::FloorMod), a, b) => match f.expr(*b) {
            Expr::Int(k) if *k > 1 && affine_of(f, *a, &env).is_some_and(|a| !a.terms.is_empty()) => Some((*op, *k)),
            _ => None,
        },
        _ => None,
    })?;
    if !only_through(f, e, v, expr) || n > DIVISION_DOMAIN {
        return None;
    }
    let a = affine_of(f, expr, &env)?;
    let (sym, 1) = a.terms.iter().next().map(|(s, c)| (s.clone(), *c))? else {
        return None;
    };
    if a.terms.len() != 1 || a.constant != 0 {
        return None;
    }
    let mut seen = vec![false; n as usize];
    for x in 0..n {
        let value = value_at(&a, &Sym::Var(v), x)?;
        *seen.get_mut(usize::try_from(value).ok()?)? = true;
    }
    let extent = seen.iter().position(|s| !s).unwrap_or(seen.len());
    seen[extent..].iter().all(|s| !s).then_some(Division {
        expr,
        sym,
        op,
        k,
        extent: extent as i128,
    })
}

/// The expression `v + w` (either order) for another variable `w` of `others` (with its
/// extent) when every use of `v` and of `w` in `e` is that expression.
fn sum_only(f: &PrimFunc, e: ExprId, v: VarId, others: &[(VarId, i128)]) -> Option<(ExprId, (VarId, i128))> {
    let (sum, w) = first(f, e, &|x| {
        let Expr::Binary(BinOp::Add, a, b) = x else { return None };
        let (Expr::Var(a), Expr::Var(b)) = (f.expr(*a), f.expr(*b)) else {
            return None;
        };
        let w = if *a == v {
            *b
        } else if *b == v {
            *a
        } else {
            return None;
        };
        others.iter().find(|(x, _)| *x == w && w != v).copied()
    })?;
    (only_through(f, e, v, sum) && only_through(f, e, w.0, sum)).then_some((sum, w))
}

/// `a` with `c * v + c * w` written as `c * v` (the candidate's index variable then stands for
/// the sum), inside quotients and remainders too.
fn summed(a: &Affine, v: &Sym, w: &Sym) -> Affine {
    let mut out = Affine::constant(a.constant);
    for (s, c) in &a.terms {
        let s = match s {
            Sym::Quot(x, k) => Sym::Quot(Box::new(summed(x, v, w)), *k),
            Sym::Rem(x, k) => Sym::Rem(Box::new(summed(x, v, w)), *k),
            leaf => leaf.clone(),
        };
        out = out.add_scaled(&Affine::sym(s), *c);
    }
    if out.terms.get(v).is_some_and(|c| out.terms.get(w) == Some(c)) {
        out.terms.remove(w);
    }
    out
}
