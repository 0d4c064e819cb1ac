//! A symbol given as a `T.match_buffer`'s offset (`off = T.int32()` then
//! `B = T.match_buffer(A[...], (16, 16), elem_offset=off)` in a block, as tensor intrinsics are
//! written, or over a handle parameter with the symbol declared in the body):
//! the symbol is the matched buffer's element offset, which TVM 0.27 reads as the buffer's own
//! offset variable and prints as `B.elem_offset`, with `offset_factor=1` when none was given
//! (an offset variable implies a factor of at least 1).
//!
//! Invariants: the buffer keeps no explicit offset (its offset is the matched region's, read
//! as `B.elem_offset`, exactly what it is when none is written), and from the match on the
//! symbol's name reads as `B.elem_offset`; a symbol that also stands elsewhere among the
//! match declarations (a stride, another offset in the block) is an error, since one variable would
//! then name two values; only symbols of the buffer's index dtype are taken (the implicit
//! offset's).

use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{BufferId, Expr, ExprId};

impl Lowerer<'_> {
    /// Takes `b`'s offset as its own when it is one of the declared `symbols` (which then no
    /// longer lists it); `earlier`: the buffers matched before `b` in the same block.
    pub(super) fn offset_symbol(
        &mut self,
        b: BufferId,
        earlier: &[BufferId],
        symbols: &mut Vec<(ExprId, usize)>,
    ) -> Result<()> {
        let Some(off) = self.func.buffer(b).elem_offset else {
            return Ok(());
        };
        let Some(k) = symbols.iter().position(|&(s, _)| s == off) else {
            return Ok(());
        };
        let symbol = self.func.matched_stride(off).or_else(|| self.func.param_stride(off));
        let Some(v) = symbol.filter(|_| self.func.dtype(off) == self.func.index_dtype(b)) else {
            return Ok(());
        };
        let elsewhere = earlier.iter().any(|&m| self.func.buffer(m).elem_offset == Some(off))
            || earlier
                .iter()
                .chain([&b])
                .any(|&m| self.func.buffer(m).strides.contains(&off));
        if elsewhere {
            return Err(self.err_at(
                symbols[k].1,
                "a symbol given as a `T.match_buffer`'s elem_offset stands only there; expected another symbol for each other offset or stride",
            ));
        }
        symbols.remove(k);
        self.func.shape_vars.retain(|&(s, _)| s != v);
        let decl = &mut self.func.buffers[b.index()];
        decl.elem_offset = None;
        match decl.layout_hints.iter_mut().find(|(key, _)| key == "offset_factor") {
            Some((_, factor)) if factor.as_str() == "0" => *factor = "1".to_string(),
            Some(_) => {}
            None => decl.layout_hints.push(("offset_factor".to_string(), "1".to_string())),
        }
        let dtype = self.func.index_dtype(b);
        let own = self.func.exprs.intern(Expr::ElemOffset(b), dtype);
        let name = self.func.var(v).name.clone();
        self.define(&name, Binding::Value(own));
        Ok(())
    }
}
