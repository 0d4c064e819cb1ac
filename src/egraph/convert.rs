//! Between the IR and the e-graph language: `lower` turns a pure IR expression into `TirLang`
//! nodes (into an e-graph or a standalone term), `raise` turns an extracted term back into IR.
//!
//! Invariants: a variable is the symbol `v<index>` of its `VarId`, so the two directions agree;
//! loads, calls and vectors have no `TirLang` node and are never lowered; a raised term gets the
//! dtypes its literals, variables and casts carry (comparisons and logic are bool).

use super::{Lit, LitValue, TirEGraph, TirLang, Ty};
use crate::ir::{BinOp, DataType, Expr, ExprId, PrimFunc, VarId};
use egg::{Id, RecExpr, Symbol};
use hashbrown::HashMap;

/// The e-graph symbol of a variable.
pub(crate) fn var_symbol(v: VarId) -> Symbol {
    Symbol::from(format!("v{}", v.0))
}

/// The variable of an e-graph symbol made by [`var_symbol`].
pub(crate) fn symbol_var(s: Symbol) -> Option<VarId> {
    s.as_str().strip_prefix('v')?.parse().ok().map(VarId)
}

/// Where lowered nodes go: the shared e-graph, a standalone term, or a lookup in an e-graph.
pub(crate) trait NodeSink {
    /// Adds `node` (whose dtype is a float when `is_float`) and returns its id, or `None` when
    /// the sink cannot hold it.
    fn push(&mut self, node: TirLang, is_float: bool) -> Option<Id>;
}

impl NodeSink for TirEGraph {
    fn push(&mut self, node: TirLang, _is_float: bool) -> Option<Id> {
        Some(self.add(node))
    }
}

/// Lowering that adds nothing: the e-class of a term the e-graph already holds, `None` if it
/// does not hold every node of it.
pub(crate) struct LookUp<'a>(pub(crate) &'a TirEGraph);

impl NodeSink for LookUp<'_> {
    fn push(&mut self, node: TirLang, _is_float: bool) -> Option<Id> {
        self.0.lookup(node)
    }
}

/// A standalone term with, per node, whether it is a float (what `canonicalize` needs).
#[derive(Default)]
pub(crate) struct Term {
    pub(crate) rec: egg::RecExpr<TirLang>,
    pub(crate) floats: Vec<bool>,
}

impl NodeSink for Term {
    fn push(&mut self, node: TirLang, is_float: bool) -> Option<Id> {
        self.floats.push(is_float);
        Some(self.rec.add(node))
    }
}

/// Lowers a pure IR expression into `sink` (children first); `None` for anything that has no
/// `TirLang` node (loads, calls, vectors).
pub(crate) fn lower<S: NodeSink>(f: &PrimFunc, e: ExprId, sink: &mut S, memo: &mut HashMap<ExprId, Id>) -> Option<Id> {
    if let Some(&id) = memo.get(&e) {
        return Some(id);
    }
    let dt = f.dtype(e);
    let node = match f.expr(e) {
        Expr::Int(v) => TirLang::Const(Lit::int(*v, dt)),
        Expr::Float(bits) => TirLang::Const(Lit {
            value: LitValue::Float(*bits),
            dtype: Some(dt),
        }),
        Expr::Var(v) => TirLang::Var(var_symbol(*v)),
        Expr::Not(a) => TirLang::Not([lower(f, *a, sink, memo)?]),
        Expr::Select(c, a, b) => {
            let c = lower(f, *c, sink, memo)?;
            let a = lower(f, *a, sink, memo)?;
            TirLang::Select([c, a, lower(f, *b, sink, memo)?])
        }
        Expr::Cast(a) => {
            let a = lower(f, *a, sink, memo)?;
            TirLang::Cast([sink.push(TirLang::Type(Ty(dt)), false)?, a])
        }
        Expr::Binary(op, a, b) => {
            let a = lower(f, *a, sink, memo)?;
            binary_node(*op, [a, lower(f, *b, sink, memo)?])
        }
        _ => return None,
    };
    let id = sink.push(node, dt.is_float())?;
    memo.insert(e, id);
    Some(id)
}

fn binary_node(op: BinOp, ids: [Id; 2]) -> TirLang {
    use BinOp as B;
    match op {
        B::Add => TirLang::Add(ids),
        B::Sub => TirLang::Sub(ids),
        B::Mul => TirLang::Mul(ids),
        B::Div => TirLang::Div(ids),
        B::Mod => TirLang::Mod(ids),
        B::FloorDiv => TirLang::FloorDiv(ids),
        B::FloorMod => TirLang::FloorMod(ids),
        B::Min => TirLang::Min(ids),
        B::Max => TirLang::Max(ids),
        B::Eq => TirLang::Eq(ids),
        B::Ne => TirLang::Ne(ids),
        B::Lt => TirLang::Lt(ids),
        B::Le => TirLang::Le(ids),
        B::Gt => TirLang::Gt(ids),
        B::Ge => TirLang::Ge(ids),
        B::And => TirLang::And(ids),
        B::Or => TirLang::Or(ids),
    }
}

/// Builds the IR expression of an extracted term; `None` when the term names something that is
/// not a variable of `f` (it never does when the term came from lowering `f`'s expressions).
pub(crate) fn raise(f: &mut PrimFunc, term: &RecExpr<TirLang>) -> Option<ExprId> {
    // `None` marks a dtype operand: it has no IR node of its own.
    let mut out: Vec<Option<ExprId>> = Vec::with_capacity(term.as_ref().len());
    for node in term.as_ref() {
        let at = |id: &Id| out[usize::from(*id)].expect("a dtype operand appears only under a cast");
        let (expr, dtype) = match node {
            TirLang::Const(lit) => {
                let dt = lit.dtype?;
                match lit.value {
                    LitValue::Int(v) => (Expr::Int(v), dt),
                    LitValue::Float(bits) => (Expr::Float(bits), dt),
                }
            }
            TirLang::Var(s) => {
                let v = symbol_var(*s).filter(|v| v.index() < f.vars.len())?;
                (Expr::Var(v), f.var(v).dtype)
            }
            TirLang::Type(_) => {
                out.push(None);
                continue;
            }
            TirLang::Not([a]) => (Expr::Not(at(a)), DataType::BOOL),
            TirLang::Select([c, a, b]) => (Expr::Select(at(c), at(a), at(b)), f.dtype(at(a))),
            TirLang::Cast([ty, a]) => {
                let TirLang::Type(Ty(dt)) = term[*ty] else { return None };
                (Expr::Cast(at(a)), dt)
            }
            other => {
                let (op, [a, b]) = other.binop()?;
                let dt = if op.is_comparison() || op.is_logical() {
                    DataType::BOOL
                } else {
                    f.dtype(at(&a))
                };
                let (mut a, mut b) = (at(&a), at(&b));
                // The constant of a sum or product last (`x * 4 + 4`, not `4 + x * 4`), as
                // TVM prints them: the same value, and it fails alike.
                let constant = |e: ExprId| matches!(f.expr(e), Expr::Int(_) | Expr::Float(_));
                if matches!(op, crate::ir::BinOp::Add | crate::ir::BinOp::Mul) && constant(a) && !constant(b) {
                    std::mem::swap(&mut a, &mut b);
                }
                // `x + -2` reads as `x - 2`: the same value and overflow, as TVM prints it.
                match (op, f.expr(b)) {
                    (crate::ir::BinOp::Add, &Expr::Int(c)) if c < 0 && -c <= dt.int_range().1 => {
                        let minus = f.exprs.intern(Expr::Int(-c), dt);
                        (Expr::Binary(crate::ir::BinOp::Sub, a, minus), dt)
                    }
                    _ => (Expr::Binary(op, a, b), dt),
                }
            }
        };
        out.push(Some(f.exprs.intern(expr, dtype)));
    }
    out.last().copied().flatten()
}
