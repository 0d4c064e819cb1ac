//! A block's `X = T.match_buffer(A[region], ...)`: `X` views the region of `A`, as TVM's
//! `LowerMatchBuffer` lowers it.
//!
//! Invariants (TVM 0.27's lowering, per thread): an access `X[i...]` is `A[start + i...]`
//! (the region's leading point dimensions at their index), whatever strides `X` declares;
//! `X.elem_offset` is `A`'s offset plus each region start times `A`'s stride in that dimension
//! (row-major over `A`'s shape when `A` has no strides); declared strides take `A`'s strides of
//! the last `rank(X)` dimensions, and `X`'s shape the region's extents. A declared symbol
//! (`"s0"`, `elem_offset=off`, or the offset variable `offset_factor` implies) takes the bound
//! value; a declared expression (an offset of 0 when neither is given) must equal it, or the run
//! stops with an error naming it, as TVM's lowering refuses the program. A region of a view is
//! first taken to the buffer under it (TVM converts it so before binding), so strides and offset
//! are always those of the buffer holding the storage. The view's scope is its source's, and its
//! offset a multiple of its `offset_factor`. The constraints are checked on the values of each
//! run, where TVM proves them for every value: a program may pass here that TVM refuses.

use super::{Machine, R};
use crate::ir::{Block, BufferId, ExprId, RegionDim};
use smallvec::SmallVec;

/// Where a matched buffer's accesses go in one thread.
#[derive(Clone, Debug)]
pub(super) struct View {
    /// The buffer whose region it matches.
    pub source: BufferId,
    /// The region's start in each of the source's dimensions.
    pub starts: SmallVec<[i128; 6]>,
}

impl Machine<'_> {
    /// Binds each of `block`'s matched buffers to its region in every thread of `active`.
    pub(super) fn match_views(&mut self, block: &Block, active: &[usize]) -> R<()> {
        for (view, region) in &block.match_buffers {
            for &t in active {
                self.match_view(*view, region.buffer, &region.dims, t)?;
            }
        }
        Ok(())
    }

    fn match_view(&mut self, view: BufferId, source: BufferId, dims: &[RegionDim], t: usize) -> R<()> {
        let f = self.f;
        let (vdecl, sdecl) = (f.buffer(view), f.buffer(source));
        if vdecl.dtype != sdecl.dtype {
            return Err(format!(
                "unsupported: `{}` ({}) matches a region of `{}` ({}); expected the same dtype",
                vdecl.name, vdecl.dtype, sdecl.name, sdecl.dtype
            ));
        }
        let sid = self.threads[t].bufs[source.index()]
            .ok_or_else(|| format!("buffer `{}` used outside its scope", sdecl.name))?;
        if vdecl.scope != sdecl.scope {
            return Err(format!(
                "`{}` (scope {}) matches a region of `{}` (scope {}); expected the same scope",
                vdecl.name, vdecl.scope, sdecl.name, sdecl.scope
            ));
        }
        let rank = vdecl.shape.len();
        if dims.len() != sdecl.shape.len() {
            return Err(format!(
                "unsupported: `{}` matches a region of {} dimensions of `{}` (rank {})",
                vdecl.name,
                dims.len(),
                sdecl.name,
                sdecl.shape.len()
            ));
        }
        let mut starts: SmallVec<[i128; 6]> = SmallVec::new();
        let mut extents: SmallVec<[i128; 6]> = SmallVec::new();
        for dim in dims {
            let (start, extent) = match *dim {
                RegionDim::Point(i) => (self.eval_at(i, t)?, 1),
                RegionDim::Range(lo, hi) => {
                    let lo = self.eval_at(lo, t)?;
                    (lo, self.eval_at(hi, t)? - lo)
                }
            };
            starts.push(start);
            extents.push(extent);
        }
        // A region of a view is the region of the buffer it views (TVM converts it so before
        // binding): strides and offset are that buffer's.
        let mut source = source;
        while let Some(outer) = self.threads[t].views[source.index()].clone() {
            let dropped = outer.starts.len() - starts.len();
            let mut mapped: SmallVec<[i128; 6]> = outer.starts[..dropped].into();
            mapped.extend(starts.iter().zip(&outer.starts[dropped..]).map(|(s, o)| s + o));
            let mut spans: SmallVec<[i128; 6]> = SmallVec::from_elem(1, dropped);
            spans.extend_from_slice(&extents);
            (starts, extents, source) = (mapped, spans, outer.source);
        }
        let source_strides = self.strides_of(source, t)?;
        if starts.len() < rank {
            return Err(format!(
                "unsupported: `{}` of rank {rank} matches a region of {} dimensions",
                vdecl.name,
                starts.len()
            ));
        }
        let mut offset = self.offset_of(source, t)?;
        for (start, stride) in starts.iter().zip(&source_strides) {
            offset += start * stride;
        }
        let inner = starts.len() - rank;
        if let Some(k) = extents[..inner].iter().position(|&e| e != 1) {
            // TVM's lowering drops the region's leading dimensions, which must be points.
            return Err(format!(
                "`{}` = T.match_buffer(...) of rank {rank} over a region whose dimension {k} spans {} elements; expected its {inner} leading dimensions to be single points",
                vdecl.name, extents[k]
            ));
        }
        for (k, &d) in vdecl.shape.iter().enumerate() {
            self.bind_or_check(d, extents[inner + k], view, &format!("shape[{k}]"), t)?;
        }
        if !vdecl.strides.is_empty() {
            if vdecl.strides.len() != rank {
                return Err(format!(
                    "unsupported: `{}` declares {} strides for rank {rank}",
                    vdecl.name,
                    vdecl.strides.len()
                ));
            }
            for (k, &s) in vdecl.strides.iter().enumerate() {
                self.bind_or_check(s, source_strides[inner + k], view, &format!("strides[{k}]"), t)?;
            }
        }
        let written_factor = vdecl
            .layout_hints
            .iter()
            .find(|(key, _)| key == "offset_factor")
            .map(|(_, v)| v.as_str());
        let offset_var = written_factor.is_some_and(|v| v != "0");
        let factor = written_factor.and_then(|v| v.parse::<i128>().ok()).unwrap_or(0);
        if factor > 1 && offset % factor != 0 {
            return Err(format!(
                "`{}` = T.match_buffer(...): the matched region starts at element {offset}, not a multiple of its offset_factor {factor}",
                vdecl.name
            ));
        }
        match vdecl.elem_offset {
            Some(o) => self.bind_or_check(o, offset, view, "elem_offset", t)?,
            None if offset_var => self.threads[t].offsets[view.index()] = offset,
            None if offset != 0 => {
                return Err(format!(
                    "`{}` = T.match_buffer(...) has no offset_factor, so its elem_offset is 0, but the matched region starts at element {offset} (TVM 0.27 refuses to lower it; give offset_factor=1)",
                    vdecl.name
                ))
            }
            None => {}
        }
        self.threads[t].bufs[view.index()] = Some(sid);
        self.threads[t].views[view.index()] = Some(View { source, starts });
        Ok(())
    }

    /// Strides of buffer `b` in thread `t`: its declared ones, or row-major over its shape.
    fn strides_of(&mut self, b: BufferId, t: usize) -> R<SmallVec<[i128; 6]>> {
        let decl = self.f.buffer(b);
        let mut out: SmallVec<[i128; 6]> = SmallVec::new();
        if !decl.strides.is_empty() {
            for &s in &decl.strides {
                out.push(self.eval_at(s, t)?);
            }
            return Ok(out);
        }
        let mut stride = 1;
        for &d in decl.shape.iter().rev() {
            out.push(stride);
            stride *= self.eval_at(d, t)?;
        }
        out.reverse();
        Ok(out)
    }

    /// Element offset of buffer `b` in thread `t`: its declared one, or the one its match bound.
    pub(super) fn offset_of(&mut self, b: BufferId, t: usize) -> R<i128> {
        match self.f.buffer(b).elem_offset {
            Some(o) => self.eval_at(o, t),
            None => Ok(self.threads[t].offsets[b.index()]),
        }
    }

    fn eval_at(&mut self, e: ExprId, t: usize) -> R<i128> {
        Ok(self.eval(e, t)?.scalar()?.int()?)
    }

    /// Gives `value` to `declared` if it is a symbol the match binds (a variable with no value
    /// yet in thread `t`), else checks that `declared` evaluates to it.
    fn bind_or_check(&mut self, declared: ExprId, value: i128, view: BufferId, what: &str, t: usize) -> R<()> {
        let f = self.f;
        if let crate::ir::Expr::Var(v) = f.expr(declared) {
            if f.matched_stride(declared).is_some() || self.threads[t].vars[v.index()].is_none() {
                let scalar = crate::ir::semantics::cast(crate::ir::semantics::Scalar::I(value), f.dtype(declared))?;
                self.threads[t].vars[v.index()] = Some(super::Val::S(scalar));
                return Ok(());
            }
        }
        let have = self.eval_at(declared, t)?;
        if have != value {
            return Err(format!(
                "`{}` = T.match_buffer(...): its {what} is {have} but the matched region gives {value}",
                f.buffer(view).name
            ));
        }
        Ok(())
    }
}
