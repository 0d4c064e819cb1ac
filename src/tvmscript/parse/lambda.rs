//! Index maps and pad values as TVM's `transform_layout` takes them: `lambda i: (i // 4, i % 4)`,
//! `lambda io, ii: T.float32(0.0)` (which may read the buffer itself), or a bare value. Parsed
//! into an existing function's arenas with fresh variables for the lambda's parameters.
//!
//! Invariants: the parameters are new `int32` variables (or the dtype asked for), defined only
//! in the lambda; inside a pad value the names of the function's parameter buffers and of the
//! buffer being transformed (perhaps allocated inside) resolve to them (TVM lets a pad value
//! read the buffer being transformed); errors point into the option's text.

use super::expr::Val;
use super::{Binding, Lowerer};
use crate::error::{Error, Result, Span};
use crate::ir::{BufferId, DataType, ExprId, Param, PrimFunc, VarId};
use rustpython_parser::ast;

/// A parsed lambda (or bare value): its parameters and its results (one per tuple element).
#[derive(Clone, Debug)]
pub struct Lambda {
    /// The parameters, in order (none for a bare value).
    pub params: Vec<VarId>,
    /// The results.
    pub results: Vec<ExprId>,
}

/// Parses `text` (named `what` in errors) into `func`'s arenas; each result is coerced to
/// `result_dtype` when given (a literal pad value takes the buffer's dtype). The parameter
/// buffers resolve by name, and so does `own`, the buffer being transformed, also where the
/// function allocates it.
pub fn parse_lambda(
    func: &mut PrimFunc,
    what: &str,
    text: &str,
    param_dtype: DataType,
    result_dtype: Option<DataType>,
    own: Option<BufferId>,
) -> Result<Lambda> {
    let expr = rustpython_parser::parse(text, rustpython_parser::Mode::Expression, what).map_err(|e| Error::Input {
        span: Span::at(what, text, usize::from(e.offset)),
        message: super::syntax_error(&e.error),
    })?;
    let ast::Mod::Expression(m) = expr else {
        return Err(Error::Input {
            span: Span::at(what, text, 0),
            message: "expected an expression such as `lambda i: (i // 4, i % 4)`".into(),
        });
    };
    let mut lw = Lowerer::new(what, text, std::mem::replace(func, PrimFunc::new("")));
    let result = lw.lambda(&m.body, param_dtype, result_dtype, own);
    *func = lw.func;
    result
}

impl Lowerer<'_> {
    fn lambda(
        &mut self,
        e: &ast::Expr,
        param_dtype: DataType,
        result_dtype: Option<DataType>,
        own: Option<BufferId>,
    ) -> Result<Lambda> {
        let params = self.func.params.iter().filter_map(|p| match p {
            Param::Buffer(b) => Some(*b),
            Param::Scalar(_) => None,
        });
        for b in params.collect::<Vec<_>>().into_iter().chain(own) {
            let name = self.func.buffer(b).name.clone();
            self.define(&name, Binding::Buffer(b));
        }
        let (params, body) = match e {
            ast::Expr::Lambda(l) => {
                if l.args.vararg.is_some() || l.args.kwarg.is_some() || !l.args.kwonlyargs.is_empty() {
                    return Err(self.err(e, "expected plain parameters: `lambda i, j: ...`"));
                }
                let mut params = Vec::new();
                for a in l.args.posonlyargs.iter().chain(&l.args.args) {
                    let name = a.def.arg.as_str();
                    let v = self.func.add_var(name, param_dtype);
                    self.define(name, Binding::Var(v));
                    params.push(v);
                }
                (params, l.body.as_ref())
            }
            other => (Vec::new(), other),
        };
        let items: Vec<&ast::Expr> = match body {
            ast::Expr::Tuple(t) => t.elts.iter().collect(),
            ast::Expr::List(t) => t.elts.iter().collect(),
            other => vec![other],
        };
        let mut results = Vec::new();
        for it in items {
            results.push(match result_dtype {
                // A value of another numeric dtype is converted as a store into the buffer
                // converts it (`C[i, 6] * 2` over int16 is an int32 product, as TVM reads it).
                Some(dt) => match self.val(it)? {
                    Val::Typed(v)
                        if self.func.dtype(v).is_scalar()
                            && (self.func.dtype(v).is_int() || self.func.dtype(v).is_float())
                            && (dt.is_int() || dt.is_float()) =>
                    {
                        self.cast_to(v, dt)
                    }
                    other => self.coerce(other, dt, it)?,
                },
                None => self.expr(it)?,
            });
        }
        Ok(Lambda { params, results })
    }
}
