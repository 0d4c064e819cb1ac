//! Buffer regions, as `T.reads` / `T.writes` and a block's `T.match_buffer` name them:
//! `A[i, 0:16]`, slices without a start or stop (`A[:64]`), `A[()]` for a rank-0 buffer and
//! `x.source[0]` for a mutable scalar's one element, and the extent a region's dimension spans.
//!
//! Invariants: a slice is read as TVM 0.27 reads it (a missing start is 0 of the dimension's
//! dtype, a missing stop the dimension's extent, a stop narrower than an `int64` start widened,
//! a step only 1); a dimension is a point or a `start:stop` range, never anything else.

use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{BufferRegion, DataType, ExprId, RegionDim, VarId};
use rustpython_parser::ast::{self, Constant};

impl Lowerer<'_> {
    /// The regions of `T.reads(...)` / `T.writes(...)`: `A[i, 0:16]` each (a list is accepted
    /// as TVM's parser does).
    pub(super) fn regions(&mut self, c: &ast::ExprCall) -> Result<Vec<BufferRegion>> {
        let args: Vec<&ast::Expr> = match c.args.as_slice() {
            [ast::Expr::List(l)] => l.elts.iter().collect(),
            other => other.iter().collect(),
        };
        args.into_iter().map(|a| self.region(a)).collect()
    }

    /// One buffer region `A[i, 0:16]` (`A[()]` for a rank-0 buffer; `x.source[0]`, as TVM
    /// prints the one element of a mutable scalar `x: T.float32 = v`).
    pub(super) fn region(&mut self, a: &ast::Expr) -> Result<BufferRegion> {
        let ast::Expr::Subscript(s) = a else {
            return Err(self.err(a, "expected a buffer region such as `A[i, 0:16]`"));
        };
        if let ast::Expr::Attribute(at) = s.value.as_ref() {
            if at.attr.as_str() == "source" {
                return self.scalar_region(&at.value, &s.slice);
            }
        }
        let buffer = self.buffer_name(&s.value)?;
        let parts: Vec<&ast::Expr> = match s.slice.as_ref() {
            ast::Expr::Tuple(t) => t.elts.iter().collect(),
            other => vec![other],
        };
        let mut dims = Vec::new();
        for (k, p) in parts.into_iter().enumerate() {
            dims.push(match p {
                ast::Expr::Slice(sl) => self.region_range(buffer, k, sl)?,
                other => RegionDim::Point(self.expr(other)?),
            });
        }
        Ok(BufferRegion { buffer, dims })
    }

    /// How many elements a region's dimension spans: 1 for a point, `stop - start` for a range,
    /// folded to the constant or the one term the two differ by (`i * 16:(i + 1) * 16` spans 16,
    /// `k:k + n` spans `n`), as TVM's simplifier folds it. An extent over the block's iteration variables `iters` is
    /// an error at byte `at`: TVM's well-formed check refuses a matched shape that mentions them.
    pub(super) fn region_extent(&mut self, d: &RegionDim, iters: &[VarId], at: usize) -> Result<ExprId> {
        let (lo, hi) = match *d {
            RegionDim::Point(i) => {
                let dt = self.func.dtype(i);
                return Ok(self.func.int(1, dt));
            }
            RegionDim::Range(lo, hi) => (lo, hi),
        };
        let dt = match (self.func.dtype(lo), self.func.dtype(hi)) {
            (a, b) if a == DataType::INT64 || b == DataType::INT64 => DataType::INT64,
            (_, b) => b,
        };
        if let Some(span) = crate::analysis::constant_difference(&self.func, hi, lo) {
            return Ok(self.func.int(span, dt));
        }
        if let Some(atom) = crate::analysis::atom_difference(&self.func, hi, lo) {
            return Ok(self.cast_to(atom, dt));
        }
        let mut vars = Vec::new();
        crate::analysis::free_vars(&self.func, lo, &mut vars);
        crate::analysis::free_vars(&self.func, hi, &mut vars);
        if vars.iter().any(|v| iters.contains(v)) {
            return Err(self.err_at(
                at,
                "this region's extent changes with the block's iteration variables; expected the `T.match_buffer` shape written out",
            ));
        }
        let (lo, hi) = (self.cast_to(lo, dt), self.cast_to(hi, dt));
        Ok(self.func.binary(crate::ir::BinOp::Sub, hi, lo))
    }

    /// The range `start:stop` of dimension `k` of `buffer`, as TVM 0.27 reads a slice: no start
    /// is 0 of the dimension's dtype, no stop the dimension's extent, a stop narrower than an
    /// `int64` start is widened to it (a literal retyped, an expression cast), and a step must
    /// be 1.
    fn region_range(&mut self, buffer: crate::ir::BufferId, k: usize, sl: &ast::ExprSlice) -> Result<RegionDim> {
        if let Some(step) = &sl.step {
            let one = matches!(step.as_ref(), ast::Expr::Constant(ast::ExprConstant { value: Constant::Int(i), .. }) if i.to_string() == "1");
            if !one {
                return Err(self.err(step.as_ref(), "a region's step must be 1; expected `start:stop`"));
            }
        }
        let Some(&extent) = self.func.buffer(buffer).shape.get(k) else {
            return Err(self.err_at(sl.range.start().into(), "a slice past the buffer's rank"));
        };
        let lo = match &sl.lower {
            Some(lo) => self.expr(lo)?,
            None => {
                let dt = self.func.dtype(extent);
                self.func.int(0, dt)
            }
        };
        let wide = self.func.dtype(lo) == DataType::INT64;
        let hi = match &sl.upper {
            Some(hi) if wide => self.expr_as(hi, DataType::INT64).or_else(|_| {
                let narrow = self.expr(hi)?;
                Ok::<_, crate::error::Error>(self.cast_to(narrow, DataType::INT64))
            })?,
            Some(hi) => self.expr(hi)?,
            None => extent,
        };
        Ok(RegionDim::Range(lo, hi))
    }

    /// `x.source[0]`: the region of a mutable scalar's one element (our rank-0 buffer).
    fn scalar_region(&mut self, name: &ast::Expr, index: &ast::Expr) -> Result<BufferRegion> {
        let scalar = match name {
            ast::Expr::Name(n) => match self.lookup(n.id.as_str()) {
                Some(Binding::Scalar(b)) => Some(b),
                _ => None,
            },
            _ => None,
        };
        let Some(buffer) = scalar else {
            return Err(self.err(name, "expected a mutable scalar (`x: T.float32 = v`) before `.source`"));
        };
        let zero = matches!(index, ast::Expr::Constant(ast::ExprConstant { value: Constant::Int(i), .. }) if i.to_string() == "0");
        if !zero {
            return Err(self.err(index, "expected `x.source[0]`: a mutable scalar has one element"));
        }
        Ok(BufferRegion {
            buffer,
            dims: Vec::new(),
        })
    }
}
