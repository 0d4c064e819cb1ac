//! Which loads and calls semantic CSE may common (design.md: "going beyond TVM where it is
//! proven sound"): a load from a buffer the function never writes, in a `tirx.noalias`
//! function, and a call TVM marks `kPure`.
//!
//! Why each is sound: with `noalias` no other parameter shares the buffer's memory, and with no
//! store to its storage (through any alias) and no impure call that could write it (a load
//! inside an impure call's arguments is an output of `tvm_thread_allreduce`; a handle passed to
//! an impure call could be written through), every load of one element yields one value during
//! the whole call. A pure call's value depends on its arguments only. Invariant: the returned
//! flags describe the node itself; the caller still requires its children to be commonable.

use crate::ir::{intrinsic, visit, BufferId, CallEffect, Expr, ExprId, PrimFunc, Stmt};

/// `result[e]`: the load or call `e` may be commoned (false for every other node).
pub fn commonable_reads(f: &PrimFunc) -> Vec<bool> {
    let noalias = f
        .attrs
        .iter()
        .any(|a| a.key == "tirx.noalias" && a.value.trim() == "True");
    let written = written_roots(f);
    let param = |b: BufferId| {
        f.params
            .iter()
            .any(|p| matches!(p, crate::ir::Param::Buffer(x) if *x == b))
    };
    (0..f.exprs.len())
        .map(|i| match f.expr(ExprId(i as u32)) {
            Expr::Load(b, _) => {
                let root = f.storage_root(*b);
                noalias && param(root) && !written.as_ref().is_none_or(|w| w[root.index()])
            }
            // `likely` marks a condition for later passes; it stays literal.
            Expr::Call(name, _) => name != "likely" && intrinsic(name).is_some_and(|i| i.effect == CallEffect::Pure),
            _ => false,
        })
        .collect()
}

/// Per buffer: whether its storage may be written. `None`: anything may be (a handle escapes
/// into an impure call).
fn written_roots(f: &PrimFunc) -> Option<Vec<bool>> {
    let mut written = vec![false; f.buffers.len()];
    let mut escapes = false;
    for s in &f.stmts {
        if let Stmt::Store { buffer, .. } = s {
            written[f.storage_root(*buffer).index()] = true;
        }
    }
    for i in 0..f.exprs.len() {
        if let Expr::Call(name, args) = f.expr(ExprId(i as u32)) {
            let pure = intrinsic(name).is_some_and(|x| x.effect.is_pure());
            if !pure {
                for &a in args {
                    mark_outputs(f, a, &mut written, &mut escapes);
                }
            }
        }
    }
    (!escapes).then_some(written)
}

/// Marks what an impure call's argument could write: loaded buffers and escaping handles.
fn mark_outputs(f: &PrimFunc, e: ExprId, written: &mut [bool], escapes: &mut bool) {
    match f.expr(e) {
        Expr::Load(b, _) => written[f.storage_root(*b).index()] = true,
        Expr::Var(_) if f.dtype(e) == crate::ir::DataType::HANDLE => *escapes = true,
        _ => {}
    }
    visit::expr_children(f.expr(e), |c| mark_outputs(f, c, written, escapes));
}
