//! The free variables of an expression: what it reads from its environment; and the
//! variables a run of statements reads anywhere in them.
//!
//! Invariant: variables bound by a `T.Let` inside the expression are not free in it.

use crate::ir::walk::{ExprSite, StmtVisitor};
use crate::ir::{visit, Expr, ExprId, PrimFunc, StmtId, VarId};
use std::collections::HashMap;
use std::rc::Rc;

/// Free variables of many expressions of one function, each subtree's list computed once
/// from its children's (asking each node of a deep chain separately would be quadratic).
#[derive(Default)]
pub struct FreeVarsMemo {
    memo: HashMap<ExprId, Rc<[VarId]>>,
}

impl FreeVarsMemo {
    /// What `free_vars` appends for `e`: each free variable once, in first-occurrence order.
    pub fn get(&mut self, func: &PrimFunc, e: ExprId) -> Rc<[VarId]> {
        if let Some(v) = self.memo.get(&e) {
            return v.clone();
        }
        let vars: Rc<[VarId]> = match func.expr(e) {
            Expr::Var(v) => Rc::new([*v]),
            // A let binds inside its body: the plain walk handles that scoping.
            Expr::Let(..) => {
                let mut out = Vec::new();
                free_vars(func, e, &mut out);
                out.into()
            }
            node => {
                let mut kids = Vec::new();
                visit::expr_children(node, |c| kids.push(c));
                let mut out: Vec<VarId> = Vec::new();
                for c in kids {
                    for v in self.get(func, c).iter() {
                        if !out.contains(v) {
                            out.push(*v);
                        }
                    }
                }
                out.into()
            }
        };
        self.memo.insert(e, vars.clone());
        vars
    }
}

/// Appends the variables `e` reads (free variables: `T.Let`-bound ones excluded) to `out`,
/// each once, in first-occurrence order.
pub fn free_vars(func: &PrimFunc, e: ExprId, out: &mut Vec<VarId>) {
    let mut bound = Vec::new();
    collect(func, e, out, &mut bound);
}

fn collect(func: &PrimFunc, e: ExprId, out: &mut Vec<VarId>, bound: &mut Vec<VarId>) {
    match func.expr(e) {
        Expr::Var(v) => {
            if !bound.contains(v) && !out.contains(v) {
                out.push(*v);
            }
        }
        Expr::Let(v, value, body) => {
            collect(func, *value, out, bound);
            bound.push(*v);
            collect(func, *body, out, bound);
            bound.pop();
        }
        other => visit::expr_children(other, |c| collect(func, c, out, bound)),
    }
}

/// Every variable an expression anywhere in `stmts` reads (nested statements and every site
/// included: conditions, bounds, indices, values, buffer shapes, block metadata): a binding
/// none of them reads is dead there.
pub fn vars_read(func: &PrimFunc, stmts: &[StmtId]) -> hashbrown::HashSet<VarId> {
    struct Read(hashbrown::HashSet<VarId>, Vec<VarId>);
    impl StmtVisitor for Read {
        fn expr(&mut self, f: &PrimFunc, e: ExprId, _site: ExprSite) {
            self.1.clear();
            free_vars(f, e, &mut self.1);
            self.0.extend(self.1.iter().copied());
        }
    }
    let mut read = Read(hashbrown::HashSet::new(), Vec::new());
    for &s in stmts {
        crate::ir::walk::walk_stmt(func, s, &mut read);
    }
    read.0
}
