//! Effects of expressions: whether evaluating one can trap (a division by a non-constant, a
//! load), whether it reads memory, and which loads and calls semantic CSE may common (design.md: "going beyond TVM where it is
//! proven sound"): a load from a parameter of a `tirx.noalias` function or from an allocated
//! buffer, and a call TVM marks `kPure`.
//!
//! Why each is sound: with `noalias` no other parameter shares the buffer's memory, and an
//! allocation shares none but through its aliases (`storage_root`). With no store to its
//! storage and no impure call that could write it (a load inside an impure call's arguments is
//! an output of `tvm_thread_allreduce`; a handle passed to an impure call could be written
//! through), every load of one element yields one value during the whole call. Where the
//! function does write the storage, a load is commoned only where nothing writes it between
//! the binding and the uses (`MemoryScopes`), and only when no buffer over a raw pointer is
//! written (its storage could be any). A pure call's value depends on its arguments only. Invariant: the returned flags
//! describe the node itself; the caller still requires its children to be commonable.

use crate::ir::walk::{walk_func, ExprSite, StmtVisitor};
use crate::ir::{intrinsic, visit, BinOp, BufferData, BufferId, CallEffect, Expr, ExprId, PrimFunc, Stmt, StmtId};

/// `result[e]`: the load or call `e` may be commoned (false for every other node); a load of
/// storage the function writes only where `MemoryScopes` allows it. `written`: what
/// [`written_roots`] says of `f`.
pub fn commonable_reads(f: &PrimFunc, written: Option<&[bool]>) -> Vec<bool> {
    let noalias = noalias(f);
    let param = |b: BufferId| {
        f.params
            .iter()
            .any(|p| matches!(p, crate::ir::Param::Buffer(x) if *x == b))
    };
    // Stores no storage root accounts for. One through a pointer computed in the body
    // (`p = A.data`) may write any storage: no load is commonable. One through a pointer
    // parameter may write any storage the function writes: only loads of unwritten storage are.
    let stores_where = |through: &dyn Fn(BufferId) -> bool| {
        written.is_none_or(|w| (0..f.buffers.len()).any(|i| w[i] && through(BufferId(i as u32))))
    };
    let anything_written = stores_where(&|b| !f.storage_known(b));
    let pointer_written = stores_where(&|b| matches!(f.buffer(b).data, BufferData::Pointer(_)));
    (0..f.exprs.len())
        .map(|i| match f.expr(ExprId(i as u32)) {
            Expr::Load(b, _) => {
                let root = f.storage_root(*b);
                let own_storage = match f.buffer(root).data {
                    BufferData::Param => noalias && param(root),
                    BufferData::Allocated => true,
                    _ => false,
                };
                own_storage && !anything_written && written.is_some_and(|w| !w[root.index()] || !pointer_written)
            }
            // `likely` marks a condition for later passes; it stays literal.
            Expr::Call(name, _) => name != "likely" && intrinsic(name).is_some_and(|i| i.effect == CallEffect::Pure),
            _ => false,
        })
        .collect()
}

/// Whether `f` is marked `tirx.noalias`: no two of its buffer parameters share memory.
pub fn noalias(f: &PrimFunc) -> bool {
    f.attrs
        .iter()
        .any(|a| a.key == "tirx.noalias" && a.value.trim() == "True")
}

/// Per buffer: whether its storage may be written. `None`: anything may be (a handle escapes
/// into an impure call). Only what is reachable from the body counts.
pub fn written_roots(f: &PrimFunc) -> Option<Vec<bool>> {
    let mut w = Writes {
        written: vec![false; f.buffers.len()],
        escapes: false,
        seen: vec![false; f.exprs.len()],
    };
    walk_func(f, &mut w);
    (!w.escapes).then_some(w.written)
}

/// Collects stores and the outputs of impure calls.
struct Writes {
    written: Vec<bool>,
    escapes: bool,
    /// Expressions already searched for impure calls (they are hash-consed DAGs).
    seen: Vec<bool>,
}

impl StmtVisitor for Writes {
    fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
        if let Stmt::Store { buffer, .. } = f.stmt(s) {
            self.written[f.storage_root(*buffer).index()] = true;
        }
    }

    fn expr(&mut self, f: &PrimFunc, e: ExprId, _site: ExprSite) {
        self.impure_calls(f, e);
    }
}

impl Writes {
    fn impure_calls(&mut self, f: &PrimFunc, e: ExprId) {
        if std::mem::replace(&mut self.seen[e.index()], true) {
            return;
        }
        let node = f.expr(e);
        if let Expr::Call(name, args) = node {
            if impure_call(name) {
                for &a in args {
                    mark_outputs(f, a, &mut self.written, &mut self.escapes);
                }
            }
        }
        visit::expr_children(node, |c| self.impure_calls(f, c));
    }
}

/// Marks what an impure call's argument could write: loaded buffers and escaping handles.
pub(super) fn mark_outputs(f: &PrimFunc, e: ExprId, written: &mut [bool], escapes: &mut bool) {
    match f.expr(e) {
        Expr::Load(b, _) => written[f.storage_root(*b).index()] = true,
        Expr::Data(b) => written[f.storage_root(*b).index()] = true,
        Expr::Var(_) if f.dtype(e) == crate::ir::DataType::HANDLE => *escapes = true,
        _ => {}
    }
    visit::expr_children(f.expr(e), |c| mark_outputs(f, c, written, escapes));
}

/// Whether `e` contains a buffer load.
pub fn reads_memory(f: &PrimFunc, e: ExprId) -> bool {
    let node = f.expr(e);
    let mut reads = matches!(node, Expr::Load(..));
    visit::expr_children(node, |c| reads |= reads_memory(f, c));
    reads
}

/// The element root of `buffer` ([`PrimFunc::element_root`]) when `buffer[indices]` names one
/// element wherever it is evaluated: no index reads memory (a mutable scalar `k` or `C[0]` in
/// one may change between two evaluations).
pub fn fixed_element(f: &PrimFunc, buffer: BufferId, indices: &[ExprId]) -> Option<BufferId> {
    if indices.iter().any(|&i| reads_memory(f, i)) {
        return None;
    }
    f.element_root(buffer)
}

/// Whether a call of `name` may have effects: TVM does not mark it pure (or the tool does not
/// know it).
pub fn impure_call(name: &str) -> bool {
    !intrinsic(name).is_some_and(|i| i.effect.is_pure())
}

/// Whether `e` calls a function TVM does not mark pure (its effects happen once per
/// evaluation).
pub fn calls_impure(f: &PrimFunc, e: ExprId) -> bool {
    let node = f.expr(e);
    let mut impure = matches!(node, Expr::Call(name, _) if impure_call(name));
    visit::expr_children(node, |c| impure |= !impure && calls_impure(f, c));
    impure
}

/// Whether evaluating `e` can trap: a division or modulo whose divisor is not a constant other
/// than 0 and -1, or a load (its index may be out of bounds where it did not run).
pub fn can_trap(f: &PrimFunc, e: ExprId) -> bool {
    let node = f.expr(e);
    let mut trap = traps_itself(f, node);
    visit::expr_children(node, |c| trap |= !trap && can_trap(f, c));
    trap
}

/// Whether `node` itself (not counting its operands) can trap: a load, a division or modulo
/// whose divisor is not a constant other than 0 and -1 (the dtype's minimum over -1 traps in
/// LLVM's `sdiv`/`srem`, and overflows at every width), or a shift whose amount is not a
/// constant inside the operand's width (undefined in C and LLVM: the interpreter's error).
pub fn traps_itself(f: &PrimFunc, node: &Expr) -> bool {
    match node {
        Expr::Load(..) => true,
        Expr::Binary(BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod, _, d) => {
            !matches!(f.expr(*d), Expr::Int(v) if *v != 0 && *v != -1)
        }
        Expr::Call(name, args) if matches!(name.as_str(), "shift_left" | "shift_right") => {
            let bits = i128::from(f.dtype(args[0]).bits);
            !matches!(f.expr(args[1]), Expr::Int(v) if (0..bits).contains(v))
        }
        _ => false,
    }
}
