//! Whether an extracted term may replace an occurrence: a term the program does not evaluate
//! is used only where none of its operations can overflow or trap, apart from the subterms the
//! replaced occurrence evaluates itself (their failure would be the original's):
//! `k * 4 + 3 < m` may become `k * 4 < m - 3` whatever the range of `k * 4`, since only the
//! new `m - 3` must be proven to fit.
//!
//! Invariant: a node of the term counts as evaluated only if it is, up to the operand order of
//! commutative integer operators and float `+`/`*` (which changes neither the value nor whether
//! it fails), a subterm the occurrence evaluates on every evaluation: not a branch of an
//! `if_then_else`, not the right operand of `and`/`or` (short-circuit).

use crate::ir::{visit, BinOp, Expr, ExprId, PrimFunc};
use hashbrown::{HashMap, HashSet};

/// The subterms one occurrence evaluates, and the twins found for a term's nodes.
pub(super) struct Evaluated {
    subterms: HashSet<ExprId>,
    /// Per node of a term: the evaluated subterm it equals up to operand order, if any.
    twins: HashMap<ExprId, Option<ExprId>>,
}

impl Evaluated {
    /// The subterms every evaluation of `e` evaluates (`e` included).
    pub(super) fn of(f: &PrimFunc, e: ExprId) -> Evaluated {
        let mut subterms = HashSet::new();
        collect(f, e, &mut subterms);
        Evaluated {
            subterms,
            twins: HashMap::new(),
        }
    }

    /// Whether evaluating `t`, a term equal to the occurrence, where the occurrence stands can
    /// neither overflow nor trap beyond what the occurrence does: no node traps by itself (a
    /// load, a division by a possibly-zero value) and every integer node below the root has an
    /// interval inside its dtype (`ranges`, by expression). The root needs no interval: the
    /// rules are identities of exact integer arithmetic under their guards, so once its operands
    /// are exact the root's exact value is the occurrence's, which the program computes without
    /// overflow (`5 + (2 + z)` may become `z + 7` whatever the range of `z`).
    pub(super) fn never_fails(&mut self, f: &PrimFunc, ranges: &[Option<(i128, i128)>], t: ExprId) -> bool {
        if self.twin(f, t).is_some() {
            return true;
        }
        let mut ok = !crate::analysis::traps_itself(f, f.expr(t));
        visit::expr_children(f.expr(t), |c| ok = ok && self.never_fails_below(f, ranges, c));
        ok
    }

    /// [`Self::never_fails`] for a node below the root: its own interval must fit its dtype.
    fn never_fails_below(&mut self, f: &PrimFunc, ranges: &[Option<(i128, i128)>], t: ExprId) -> bool {
        if self.twin(f, t).is_some() {
            return true;
        }
        let dt = f.dtype(t);
        let fits = !dt.is_int() || ranges.get(t.index()).copied().flatten().is_some();
        let mut ok = fits && !crate::analysis::traps_itself(f, f.expr(t));
        visit::expr_children(f.expr(t), |c| ok = ok && self.never_fails_below(f, ranges, c));
        ok
    }

    /// `t` with every node that has an evaluated twin replaced by it, so the term shares the
    /// program's own operand order (`k * 4`, not an extracted `4 * k` CSE would bind apart).
    pub(super) fn adopt(&mut self, f: &mut PrimFunc, t: ExprId) -> ExprId {
        if let Some(twin) = self.twin(f, t) {
            return twin;
        }
        let node = f.expr(t).clone();
        let mut changed = false;
        let rebuilt = visit::map_expr_children(&node, |c| {
            let a = self.adopt(f, c);
            changed |= a != c;
            a
        });
        if changed {
            let dt = f.dtype(t);
            f.exprs.intern(rebuilt, dt)
        } else {
            t
        }
    }

    /// The evaluated subterm equal to `t` up to the operand order of commutative operators.
    fn twin(&mut self, f: &PrimFunc, t: ExprId) -> Option<ExprId> {
        if self.subterms.contains(&t) {
            return Some(t);
        }
        if let Some(&known) = self.twins.get(&t) {
            return known;
        }
        let dt = f.dtype(t);
        let found = match *f.expr(t) {
            Expr::Binary(op, a, b) => match (self.twin(f, a), self.twin(f, b)) {
                (Some(a), Some(b)) => {
                    let mut forms = vec![Expr::Binary(op, a, b)];
                    if commutes(op, f.dtype(a)) {
                        forms.push(Expr::Binary(op, b, a));
                    }
                    forms
                        .iter()
                        .filter_map(|form| f.exprs.find(form, dt))
                        .find(|id| self.subterms.contains(id))
                }
                _ => None,
            },
            _ => None,
        };
        self.twins.insert(t, found);
        found
    }
}

/// Whether `a op b` and `b op a` are the same value and fail alike, for operands of `dt`.
fn commutes(op: BinOp, dt: crate::ir::DataType) -> bool {
    match op {
        BinOp::Add | BinOp::Mul => true,
        BinOp::Min | BinOp::Max | BinOp::Eq | BinOp::Ne => dt.is_int(),
        _ => false,
    }
}

/// Adds the subterms every evaluation of `e` evaluates to `out`.
fn collect(f: &PrimFunc, e: ExprId, out: &mut HashSet<ExprId>) {
    if !out.insert(e) {
        return;
    }
    match f.expr(e) {
        Expr::Call(name, args) if name == "if_then_else" => collect(f, args[0], out),
        Expr::Binary(BinOp::And | BinOp::Or, a, _) => collect(f, *a, out),
        node => visit::expr_children(node, |c| collect(f, c, out)),
    }
}
