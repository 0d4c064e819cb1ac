//! A buffer parameter's shape written as a string expression, `T.Buffer(("n * T.int64(32)",))`:
//! TVM prints a dim that way when it mentions a parameter declared later in the signature.
//!
//! Invariants: the expression is parsed where it stands in the file (padded to its offset), so
//! errors point into the original source: exactly, or, in a string with escapes (TVM prints
//! `"T.Cast(\"int32\", n) * 2"` for a dim over an `int8` parameter), within the string; nothing
//! of a dim's expression is kept as verbatim source text. A name it uses that is not yet
//! defined becomes a string-dim shape symbol, adopted by the later parameter of that name as a
//! plain string dim is.

use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{DataType, ExprId, ShapeVarStyle};
use hashbrown::HashMap;
use rustpython_parser::ast::{self, Ranged};

/// Whether a string dim is a plain name (`"n"`) rather than an expression.
pub fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c == '_' || c.is_ascii_alphabetic())
        && chars.all(|c| c == '_' || c.is_ascii_alphanumeric())
}

impl Lowerer<'_> {
    /// Lowers the string dim `text`, written by the string literal `lit`.
    pub(super) fn string_dim_expr(
        &mut self,
        lit: &ast::Expr,
        text: &str,
        declared: &HashMap<String, DataType>,
    ) -> Result<ExprId> {
        // After the opening quote, and a prefix (`r"..."`) if any.
        let start = usize::from(lit.start())
            + self.src[usize::from(lit.start())..]
                .find(['"', '\''])
                .map_or(0, |q| q + 1);
        // Inside parentheses the padding is not an indent; `start >= 1` (the opening quote).
        let padded = format!("({}{text})", " ".repeat(start - 1));
        let parsed =
            rustpython_parser::parse(&padded, rustpython_parser::Mode::Expression, self.file).map_err(|e| {
                self.err_at(
                    e.offset.into(),
                    &format!("in a string dim: {}", super::syntax_error(&e.error)),
                )
            })?;
        let ast::Mod::Expression(e) = parsed else {
            return Err(self.err(lit, "expected an expression in the string dim"));
        };
        let mut names = Vec::new();
        collect_names(&e.body, &mut names);
        for name in names {
            if name != "T" && self.lookup(&name).is_none() {
                let dt = declared.get(name.as_str()).copied().unwrap_or(DataType::INT32);
                let v = self.func.add_var(&name, dt);
                self.define(&name, Binding::Var(v));
                self.func.shape_vars.push((v, ShapeVarStyle::StringDim));
            }
        }
        let id = self.expr(&e.body)?;
        if !self.func.dtype(id).is_int() || self.func.dtype(id).lanes != 1 {
            return Err(self.err(lit, "a buffer extent must be a scalar integer"));
        }
        Ok(id)
    }
}

/// The variable names an expression mentions (not attribute names), in order.
pub(super) fn collect_names(e: &ast::Expr, out: &mut Vec<String>) {
    match e {
        ast::Expr::Name(n) => out.push(n.id.to_string()),
        ast::Expr::BinOp(b) => {
            collect_names(&b.left, out);
            collect_names(&b.right, out);
        }
        ast::Expr::UnaryOp(u) => collect_names(&u.operand, out),
        ast::Expr::BoolOp(b) => b.values.iter().for_each(|v| collect_names(v, out)),
        ast::Expr::Compare(c) => {
            collect_names(&c.left, out);
            c.comparators.iter().for_each(|v| collect_names(v, out));
        }
        ast::Expr::Call(c) => {
            collect_names(&c.func, out);
            c.args.iter().for_each(|v| collect_names(v, out));
        }
        ast::Expr::Attribute(a) => collect_names(&a.value, out),
        ast::Expr::Tuple(t) => t.elts.iter().for_each(|v| collect_names(v, out)),
        ast::Expr::List(l) => l.elts.iter().for_each(|v| collect_names(v, out)),
        _ => {}
    }
}
