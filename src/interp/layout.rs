//! The layout of a buffer's storage: values for a parameter's stride symbols in a random run,
//! and the number of elements a buffer's strides and element offset reach.
//!
//! Invariants: a stride symbol the caller left unbound gets a stride at least the span of the
//! dimensions inside it (rows of a strided buffer never overlap, as in any array a caller
//! passes to TVM), padded by a random 0 to 2 elements so that strided addressing is exercised;
//! a storage holds every element an in-bounds access of its buffer reaches.

use super::Machine;
use crate::interp::Scalar;
use crate::ir::{BufferId, Expr, ExprId, PrimFunc, VarId};
use rand::{rngs::SmallRng, Rng};

/// Most padding elements added to a drawn stride beyond the span it must cover.
const MAX_STRIDE_PADDING: i128 = 2;

/// Draws each stride symbol of `func`'s parameter buffers in `unbound`, innermost dimension
/// first, so that a stride covers the dimensions inside it; `known` holds the scalars bound
/// so far (shapes, parameters). Returns the drawn values; a symbol no parameter buffer uses as
/// a whole stride is left out (the caller draws it like any shape symbol).
pub(super) fn draw_strides(
    func: &PrimFunc,
    known: &[(VarId, Scalar)],
    unbound: &[VarId],
    rng: &mut SmallRng,
) -> Result<Vec<(VarId, Scalar)>, String> {
    let mut drawn: Vec<(VarId, Scalar)> = Vec::new();
    for b in param_buffers(func) {
        let decl = func.buffer(b);
        if decl.strides.len() != decl.shape.len() {
            continue;
        }
        let mut inner_span: i128 = 1;
        for (&stride, &dim) in decl.strides.iter().zip(&decl.shape).rev() {
            let bound: Vec<(VarId, Scalar)> = known.iter().chain(&drawn).copied().collect();
            let mut m = Machine::new(func, &bound, Vec::new(), super::DEFAULT_FUEL);
            let value = match func.expr(stride) {
                Expr::Var(v) if unbound.contains(v) && !drawn.iter().any(|(d, _)| d == v) => {
                    let s = inner_span.max(1) + rng.gen_range(0..=MAX_STRIDE_PADDING);
                    drawn.push((*v, Scalar::I(s)));
                    s
                }
                _ => match m.eval_int(stride) {
                    Ok(s) => s,
                    // A stride over a symbol not drawn yet: the dimensions outside it are
                    // spanned by whatever it evaluates to later.
                    Err(_) => break,
                },
            };
            inner_span = value.saturating_mul(m.eval_int(dim)?.max(1));
        }
    }
    Ok(drawn)
}

/// Elements of storage (lanes not counted) buffer `b`'s in-bounds accesses reach: its element
/// offset plus the span of its strides over its shape (row-major without strides); `eval`
/// gives the value of a shape, stride or offset expression.
pub(crate) fn storage_elements(
    func: &PrimFunc,
    b: BufferId,
    mut eval: impl FnMut(ExprId) -> Result<i128, String>,
) -> Result<i128, String> {
    let decl = func.buffer(b);
    let mut dims = Vec::with_capacity(decl.shape.len());
    for &d in &decl.shape {
        dims.push(eval(d)?);
    }
    if let Some(d) = dims.iter().find(|&&d| d < 0) {
        return Err(format!("buffer `{}` has a negative extent {d}", decl.name));
    }
    if dims.contains(&0) {
        return Ok(0);
    }
    let offset = match decl.elem_offset {
        Some(o) => eval(o)?,
        None => 0,
    };
    if offset < 0 {
        return Err(format!("buffer `{}` has a negative element offset {offset}", decl.name));
    }
    let span = if decl.strides.len() == dims.len() {
        let mut last: i128 = 0;
        for (&s, &d) in decl.strides.iter().zip(&dims) {
            let stride = eval(s)?;
            if stride < 0 {
                return Err(format!("buffer `{}` has a negative stride {stride}", decl.name));
            }
            last = last.saturating_add(stride.saturating_mul(d - 1));
        }
        last.saturating_add(1)
    } else {
        dims.iter().fold(1i128, |n, &d| n.saturating_mul(d))
    };
    Ok(offset.saturating_add(span))
}

fn param_buffers(func: &PrimFunc) -> impl Iterator<Item = BufferId> + '_ {
    func.params.iter().filter_map(|p| match p {
        crate::ir::Param::Buffer(b) => Some(*b),
        crate::ir::Param::Scalar(_) => None,
    })
}
