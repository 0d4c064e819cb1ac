//! Lowering of buffer accesses: loads `A[i, j]`, their indices (points, vector slices
//! `A[0:8]`, `A[()]` of a rank-0 buffer), buffers named by expression, and the loop-variable
//! tuples `T.grid` binds (`for ij in T.grid(...)`, read as `ij[0]`).

use super::expr::{constant_index, Val};
use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{BinOp, BufferId, DataType, Expr, ExprId, VarId};
use rustpython_parser::ast::{self, Ranged};

impl Lowerer<'_> {
    pub(super) fn load(&mut self, s: &ast::ExprSubscript) -> Result<Val> {
        let buffer = self.buffer_name(&s.value)?;
        let parts = match s.slice.as_ref() {
            ast::Expr::Tuple(t) => t.elts.as_slice(),
            other => std::slice::from_ref(other),
        };
        if let Some(slice) = parts.iter().find(|p| matches!(p, ast::Expr::Slice(_))) {
            // TVM 0.27 reads `A[0:8]` as a buffer region, which only region arguments take
            // (`T.reads`, `T.match_buffer`); it prints a vector load with its ramp.
            return Err(self.err(
                slice,
                "a slice in a load makes a buffer region, not a value; expected a vector load written `A[T.Ramp(base, stride, lanes)]`",
            ));
        }
        let indices = self.indices(&s.slice)?;
        self.load_of(buffer, indices, s.slice.start().into())
    }

    /// The load of `buffer[indices]` (`at`: where the indices start).
    pub(super) fn load_of(&mut self, buffer: BufferId, indices: Vec<ExprId>, at: usize) -> Result<Val> {
        let bdt = self.func.buffer(buffer).dtype;
        let dtype = bdt.accessed(indices.iter().map(|&i| self.func.dtype(i)));
        let rank = self.func.buffer(buffer).shape.len();
        if indices.len() != rank && rank != 0 {
            let name = &self.func.buffer(buffer).name;
            return Err(self.err_at(
                at,
                &format!("`{name}` has rank {rank}, found {} indices", indices.len()),
            ));
        }
        self.vector_index_last(buffer, &indices, at)?;
        Ok(Val::Typed(self.func.exprs.intern(Expr::Load(buffer, indices), dtype)))
    }

    /// Refuses a vector index before the last dimension of an access of `buffer` (`at`: where
    /// the indices start), as TVM 0.27 refuses to build that load or store.
    pub(super) fn vector_index_last(&self, buffer: BufferId, indices: &[ExprId], at: usize) -> Result<()> {
        let leading = indices.split_last().map_or(&[][..], |(_, leading)| leading);
        match leading
            .iter()
            .position(|&i| self.func.dtype(i).lanes != 1 || self.func.dtype(i).scalable)
        {
            Some(k) => Err(self.err_at(
                at,
                &format!(
                    "index {k} of `{}` is a vector; expected a vector index only in the last dimension",
                    self.func.buffer(buffer).name
                ),
            )),
            None => Ok(()),
        }
    }

    /// Lowers a subscript's index list; a slice `a:b` becomes `T.Ramp(a, 1, b - a)`, and
    /// `a:b:s` (as TVM prints a strided vector store) `T.Ramp(a, s, (b - a) / s)`.
    pub fn indices(&mut self, slice: &ast::Expr) -> Result<Vec<ExprId>> {
        let parts: Vec<&ast::Expr> = match slice {
            ast::Expr::Tuple(t) => t.elts.iter().collect(),
            other => vec![other],
        };
        let mut out = Vec::new();
        for p in parts {
            match self.loop_tuple(p) {
                Some(vars) => out.extend(vars.into_iter().map(|v| self.var_expr(v))),
                None => out.push(self.index(p)?),
            }
        }
        Ok(out)
    }

    /// The loop variables of `e` if it names a [`Binding::LoopTuple`].
    pub(super) fn loop_tuple(&self, e: &ast::Expr) -> Option<Vec<VarId>> {
        match e {
            ast::Expr::Name(n) => self.loop_tuple_named(n.id.as_str()),
            _ => None,
        }
    }

    pub(super) fn loop_tuple_named(&self, name: &str) -> Option<Vec<VarId>> {
        match self.lookup(name) {
            Some(Binding::LoopTuple(k)) => Some(self.loop_tuples[k as usize].clone()),
            _ => None,
        }
    }

    /// `iters[k]`, `k` a constant: the `k`-th loop variable of the tuple `name`.
    pub(super) fn tuple_item(&mut self, name: &str, index: &ast::Expr) -> Result<Val> {
        let vars = self.loop_tuple_named(name).unwrap_or_default();
        let k = constant_index(index);
        match k.and_then(|k| vars.get(k)) {
            Some(&v) => Ok(Val::Typed(self.var_expr(v))),
            None => Err(self.err(
                index,
                &format!(
                    "expected a constant index below {}, the loop variables of `{name}`",
                    vars.len()
                ),
            )),
        }
    }

    pub(super) fn index(&mut self, p: &ast::Expr) -> Result<ExprId> {
        const EXPECTED: &str =
            "unsupported slice; expected `start:start + lanes` or `start:start + lanes * step:step` with constant lanes >= 2";
        let ast::Expr::Slice(sl) = p else {
            let v = self.val(p)?;
            return self.point_index(v, p.start().into());
        };
        let (Some(lo), Some(hi)) = (&sl.lower, &sl.upper) else {
            return Err(self.err(p, EXPECTED));
        };
        let base = self.expr(lo)?;
        let stop = self.expr(hi)?;
        let dt = self.func.dtype(base);
        let stride = match &sl.step {
            Some(s) => self.expr_as(s, dt)?,
            None => self.func.int(1, dt),
        };
        let step = match self.func.expr(stride) {
            Expr::Int(s) if *s >= 1 => *s,
            _ => return Err(self.err(sl.step.as_deref().unwrap_or(p), "expected a constant step >= 1")),
        };
        // `lo:lo + w`, `0:w` (constants), or the scalable `lo:lo + T.vscale() * w`, `0:T.vscale() * w`.
        let width = match (self.func.expr(base), self.func.expr(stop)) {
            (Expr::Int(lo), Expr::Int(hi)) => Some(self.func.int(hi - lo, DataType::INT32)),
            (Expr::Int(0), _) => Some(stop),
            (_, Expr::Binary(BinOp::Add, a, c)) if *a == base => Some(*c),
            _ => None,
        };
        let (width, scalable) = match width {
            Some(w) => match self.func.expr(w) {
                Expr::Int(n) => (*n, false),
                _ => (self.vscale_multiple(w).unwrap_or(0), true),
            },
            None => (0, false),
        };
        // The width is lanes * step: a strided slice takes every step-th element.
        let lanes = if width % step == 0 { width / step } else { 0 };
        let least = if scalable { 1 } else { 2 };
        if !(least..=u16::MAX as i128).contains(&lanes) {
            return Err(self.err(p, EXPECTED));
        }
        let vdt = if scalable {
            dt.with_scalable_lanes(lanes as u16)
        } else {
            dt.with_lanes(lanes as u16)
        };
        Ok(self.func.exprs.intern(Expr::Ramp(base, stride, lanes as u16), vdt))
    }

    /// `k` of `T.vscale() * k` (also written `T.vscale() * a * b`, `k = a * b`, or with the
    /// constant first, `k * T.vscale()`), or None.
    pub(super) fn vscale_multiple(&self, e: ExprId) -> Option<i128> {
        match self.func.expr(e) {
            Expr::Call(n, _) if n == "vscale" => Some(1),
            Expr::Binary(BinOp::Mul, a, b) => match (self.func.expr(*a), self.func.expr(*b)) {
                (_, Expr::Int(k)) => self.vscale_multiple(*a).map(|m| m * k),
                (Expr::Int(k), _) => self.vscale_multiple(*b).map(|m| m * k),
                _ => None,
            },
            _ => None,
        }
    }

    /// A single (non-slice) index, typed (`at`: where it starts).
    pub(super) fn point_index(&mut self, v: Val, at: usize) -> Result<ExprId> {
        let i = self.typed_at(v, at)?;
        if self.undef_lowered && crate::ir::visit::mentions_call(&self.func, i, "undef") {
            // The padding RFC: an undefined index makes the program ill-formed.
            return Err(self.err_at(at, "T.undef() in a buffer index; expected a defined index"));
        }
        Ok(i)
    }

    /// Resolves a name that must denote a buffer.
    pub fn buffer_name(&mut self, e: &ast::Expr) -> Result<BufferId> {
        match e {
            ast::Expr::Name(n) => self.buffer_named(n.id.as_str(), e.start().into()),
            _ => Err(self.err(e, "expected a buffer name")),
        }
    }

    /// The buffer (or mutable scalar) `name` denotes (`at`: where the name stands).
    pub(super) fn buffer_named(&self, name: &str, at: usize) -> Result<BufferId> {
        match self.lookup(name) {
            Some(Binding::Buffer(b)) | Some(Binding::Scalar(b)) => Ok(b),
            Some(Binding::Var(_) | Binding::EnvThread(_)) => {
                Err(self.err_at(at, &format!("`{name}` is a scalar; expected a buffer")))
            }
            Some(Binding::LoopTuple(_) | Binding::Value(_) | Binding::Literal(_)) => {
                Err(self.err_at(at, &format!("`{name}` names a value; expected a buffer")))
            }
            None => Err(self.err_at(at, &format!("undefined buffer `{name}`"))),
        }
    }
}
