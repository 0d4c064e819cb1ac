//! `T.Shuffle([vectors], [indices])`: lanes picked from the concatenation of `vectors`, as TVM
//! 0.27 builds the node (`tirx.Shuffle`).
//!
//! Invariants: the vectors share one element type and fixed lane counts; each index is a
//! constant lane of their concatenation; the result has that element type and one lane per
//! index (a scalar for one index).

use super::expr::Val;
use super::Lowerer;
use crate::error::Result;
use crate::ir::{DataType, Expr};
use rustpython_parser::ast;

const EXPECTED: &str = "expected `T.Shuffle([vectors], [indices])` with constant indices";

impl Lowerer<'_> {
    pub(super) fn shuffle(&mut self, call: &ast::ExprCall) -> Result<Val> {
        self.arity(call, 2, "Shuffle")?;
        let (ast::Expr::List(vectors), ast::Expr::List(indices)) = (&call.args[0], &call.args[1]) else {
            return Err(self.err(call, EXPECTED));
        };
        if vectors.elts.is_empty() || indices.elts.is_empty() {
            return Err(self.err(call, EXPECTED));
        }
        let mut element: Option<DataType> = None;
        let mut total = 0usize;
        let mut vs = Vec::with_capacity(vectors.elts.len());
        for v in &vectors.elts {
            let id = self.expr(v)?;
            let dt = self.func.dtype(id);
            if dt.scalable {
                return Err(self.err(v, "a scalable vector in `T.Shuffle`; expected fixed lanes"));
            }
            match element {
                Some(e) if e != dt.element() => {
                    return Err(self.err(
                        v,
                        &format!("a {dt} vector among {e} ones; expected one element type in `T.Shuffle`"),
                    ))
                }
                _ => element = Some(dt.element()),
            }
            total += dt.lanes as usize;
            vs.push(id);
        }
        let mut is = Vec::with_capacity(indices.elts.len());
        for i in &indices.elts {
            let id = self.expr_as(i, DataType::INT32)?;
            match self.func.expr(id) {
                Expr::Int(k) if (0..total as i128).contains(k) => is.push(id),
                _ => {
                    return Err(self.err(
                        i,
                        &format!("expected a constant lane index below {total}, the lanes of the vectors"),
                    ))
                }
            }
        }
        let lanes = u16::try_from(is.len()).map_err(|_| self.err(call, EXPECTED))?;
        let dtype = element.expect("at least one vector").with_lanes(lanes);
        Ok(Val::Typed(
            self.func.exprs.intern(Expr::Shuffle(Box::new((vs, is))), dtype),
        ))
    }
}
