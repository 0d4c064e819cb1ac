//! Substitution of variables in expressions and copies of statement subtrees: what the loop
//! transforms need to replace a loop variable by a value (a loop left with one iteration) or to
//! duplicate a loop (a condition hoisted out of it gets one copy per branch).
//!
//! Invariants: expressions stay hash-consed (a substituted expression with nothing to replace
//! is the same id); a copied subtree is a tree of new statements (the original is untouched)
//! whose loop, thread and `let` variables are fresh declarations with the same names and dtypes,
//! so every variable is still defined once in the function; a subtree that defines buffers
//! (allocations, declarations, blocks) is not copied, since its buffers would be defined twice.

use super::{visit, AttrNode, Expr, ExprId, PrimFunc, Stmt, StmtId, VarId};
use hashbrown::HashMap;

/// `e` with every variable of `map` replaced by its value.
pub fn substitute(f: &mut PrimFunc, e: ExprId, map: &HashMap<VarId, ExprId>) -> ExprId {
    if map.is_empty() {
        return e;
    }
    let mut memo = HashMap::new();
    subst_expr(f, e, map, &mut memo)
}

fn subst_expr(f: &mut PrimFunc, e: ExprId, map: &HashMap<VarId, ExprId>, memo: &mut HashMap<ExprId, ExprId>) -> ExprId {
    if let Some(&done) = memo.get(&e) {
        return done;
    }
    let node = f.expr(e).clone();
    let out = match node {
        Expr::Var(v) => map.get(&v).copied().unwrap_or(e),
        other => {
            let dtype = f.dtype(e);
            let new = visit::map_expr_children(&other, |c| subst_expr(f, c, map, memo));
            if new == other {
                e
            } else {
                f.exprs.intern(new, dtype)
            }
        }
    };
    memo.insert(e, out);
    out
}

/// `e` with each operand `c` replaced by `map(f, c)` ([`super::ExprStore::with_operands`]).
pub fn with_operands(f: &mut PrimFunc, e: ExprId, map: impl FnMut(&mut PrimFunc, ExprId) -> ExprId) -> ExprId {
    super::ExprStore::with_operands(f, e, map)
}

/// `e` with every occurrence of the expression `from` replaced by `to`.
pub fn replace(f: &mut PrimFunc, e: ExprId, from: ExprId, to: ExprId) -> ExprId {
    if e == from {
        return to;
    }
    let node = f.expr(e).clone();
    let dtype = f.dtype(e);
    let new = visit::map_expr_children(&node, |c| replace(f, c, from, to));
    if new == node {
        e
    } else {
        f.exprs.intern(new, dtype)
    }
}

/// A copy of the subtree `s` with the variables of `map` replaced, or `None` when it defines
/// buffers (see the module docs).
pub fn copy_stmt(f: &mut PrimFunc, s: StmtId, map: &HashMap<VarId, ExprId>) -> Option<StmtId> {
    let mut map = map.clone();
    copy(f, s, &mut map)
}

fn fresh(f: &mut PrimFunc, v: VarId, map: &mut HashMap<VarId, ExprId>) -> VarId {
    let decl = f.var(v).clone();
    let n = f.add_var(&decl.name, decl.dtype);
    if let Some(a) = f.loop_annotation(v).map(str::to_string) {
        f.loop_annotations.push((n, a));
    }
    let r = f.var_ref(n);
    map.insert(v, r);
    n
}

fn copy(f: &mut PrimFunc, s: StmtId, map: &mut HashMap<VarId, ExprId>) -> Option<StmtId> {
    let new = match f.stmt(s).clone() {
        Stmt::Seq(items) => {
            // A `let` defines its variable for the rest of the sequence: the map grows in order.
            let mut out = Vec::with_capacity(items.len());
            for it in items {
                out.push(copy(f, it, map)?);
            }
            Stmt::Seq(out)
        }
        Stmt::Bind { var, value } => {
            let value = substitute(f, value, map);
            Stmt::Bind {
                var: fresh(f, var, map),
                value,
            }
        }
        Stmt::ScopeIds {
            binding,
            vars,
            extents,
            preferred,
        } => {
            let extents = extents.iter().map(|&e| substitute(f, e, map)).collect();
            let preferred = preferred.map(|p| p.iter().map(|&e| substitute(f, e, map)).collect());
            Stmt::ScopeIds {
                binding,
                vars: vars.iter().map(|&v| fresh(f, v, map)).collect(),
                extents,
                preferred,
            }
        }
        Stmt::For {
            var,
            min,
            extent,
            step,
            kind,
            body,
        } => {
            let (min, extent) = (substitute(f, min, map), substitute(f, extent, map));
            let step = step.map(|s| substitute(f, s, map));
            let var = fresh(f, var, map);
            Stmt::For {
                var,
                min,
                extent,
                step,
                kind,
                body: copy(f, body, map)?,
            }
        }
        Stmt::ThreadLaunch {
            var,
            tag,
            extent,
            body,
            concise,
        } => {
            let extent = substitute(f, extent, map);
            let var = fresh(f, var, map);
            Stmt::ThreadLaunch {
                var,
                tag,
                extent,
                body: copy(f, body, map)?,
                concise,
            }
        }
        Stmt::Attr { node, key, value, body } => {
            let node = match node {
                AttrNode::Expr(e) => AttrNode::Expr(substitute(f, e, map)),
                AttrNode::Verbatim(t) => AttrNode::Verbatim(t),
                AttrNode::CommReducer { .. } => return None,
            };
            let value = substitute(f, value, map);
            Stmt::Attr {
                node,
                key,
                value,
                body: copy(f, body, map)?,
            }
        }
        Stmt::If { cond, then, other } => {
            let cond = substitute(f, cond, map);
            let then = copy(f, then, map)?;
            let other = match other {
                Some(o) => Some(copy(f, o, map)?),
                None => None,
            };
            Stmt::If { cond, then, other }
        }
        Stmt::While { cond, body } => Stmt::While {
            cond: substitute(f, cond, map),
            body: copy(f, body, map)?,
        },
        Stmt::Store { buffer, indices, value } => Stmt::Store {
            buffer,
            indices: indices.into_iter().map(|i| substitute(f, i, map)).collect(),
            value: substitute(f, value, map),
        },
        Stmt::Evaluate(e) => Stmt::Evaluate(substitute(f, e, map)),
        Stmt::Return(value) => Stmt::Return(substitute(f, value, map)),
        Stmt::Assert { cond, message } => Stmt::Assert {
            cond: substitute(f, cond, map),
            message,
        },
        Stmt::Alloc { .. } | Stmt::DeclBuffer { .. } | Stmt::Block(_) => return None,
    };
    let id = f.add_stmt(new);
    f.origins[id.index()] = f.origin(s);
    Some(id)
}

/// Replaces, in place, every use of the variables of `map` in the subtree `s` (no statement is
/// copied; the definitions inside stay).
pub fn substitute_stmt(f: &mut PrimFunc, s: StmtId, map: &HashMap<VarId, ExprId>) {
    struct Subst<'m>(&'m HashMap<VarId, ExprId>);
    impl super::rewrite::StmtRewriter for Subst<'_> {
        fn expr(&mut self, f: &mut PrimFunc, e: ExprId, _site: super::walk::ExprSite) -> ExprId {
            substitute(f, e, self.0)
        }
    }
    let new = super::rewrite::rewrite_stmt(f, &mut Subst(map), s);
    debug_assert_eq!(new, s, "substitution inserts no statement");
}
