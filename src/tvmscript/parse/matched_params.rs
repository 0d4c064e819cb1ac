//! Function-level `A = T.match_buffer(a, shape, dtype, ...)` over a parameter `a: T.handle`: how
//! hand-written kernels declare their buffers. TVM binds the handle to the buffer (the
//! function's buffer map) and prints the function with `A: T.Buffer(shape, dtype, ...)` in the
//! handle's place; the lowering does the same, so the function is the one TVM reads and prints.
//!
//! Invariants: only a plain `T.handle` parameter is matched, at most once, by a statement of
//! the function's top level (TVM binds it wherever it stands there: kernels allocate, declare
//! threads or attributes first), which is then no statement of the body; a name in the shape is a
//! parameter (of any position), a Python value the body named before the statement
//! (`n = T.meta_var(100)`, which is that value) or a scalar the body declared before it, lowered as
//! TVM prints it: an `int32` symbol or later parameter as a string dim (`"n"`, `"n * 4"`), an
//! `int64` symbol as a module `TypeVar`, a symbol of another dtype refused (TVM's print of it does
//! not read back); any other name is undefined, as it is to TVM.

use super::expr::Val;
use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{BufferData, DataType, ExprId, Param, ShapeVarStyle};
use hashbrown::{HashMap, HashSet};
use rustpython_parser::ast::{self, Ranged};

/// One function-level `T.match_buffer` of a handle parameter.
pub(super) struct MatchedParam<'s> {
    /// The buffer's name: the assignment's target.
    buffer: String,
    call: std::borrow::Cow<'s, ast::ExprCall>,
    /// Where the statement starts (it lowers to nothing).
    at: usize,
    /// The scalars the body declares before the statement (`n = T.int32()`).
    symbols: HashSet<String>,
    /// The names the body gives Python values before the statement (`n = T.meta_var(100)`),
    /// with their values.
    meta_vars: Vec<(String, &'s ast::Expr)>,
}

/// The function-level `T.match_buffer` statements of `body`, by the handle parameter each
/// matches; `handles`: the parameters annotated `T.handle`.
pub(super) fn matched_params<'s>(
    lw: &Lowerer,
    handles: &[&str],
    body: &'s [ast::Stmt],
) -> Result<HashMap<String, MatchedParam<'s>>> {
    let mut matched: HashMap<String, MatchedParam> = HashMap::new();
    let mut symbols = HashSet::new();
    let mut meta_vars = Vec::new();
    for s in body {
        if let Some(decls) = lw.scalar_decl(s)? {
            symbols.extend(decls.into_iter().map(|(name, ..)| name));
            continue;
        }
        if let Some(meta_var) = match s {
            ast::Stmt::Assign(a) => super::stmt::meta_var(a),
            _ => None,
        } {
            meta_vars.push(meta_var);
            continue;
        }
        let Some((target, call)) = match_buffer_statement(s) else {
            continue;
        };
        let call = lw.bound_call(call, "match_buffer", &super::signature::MATCH_BUFFER)?;
        let param = match call.args.first() {
            Some(ast::Expr::Name(n)) if handles.contains(&n.id.as_str()) => n.id.to_string(),
            Some(other) => {
                return Err(lw.err(
                    other,
                    "expected a `T.handle` parameter as the first argument of a function-level `T.match_buffer` (a buffer region is matched only inside a block)",
                ))
            }
            None => return Err(lw.err(&*call, "expected `T.match_buffer(param, shape, dtype, ...)`")),
        };
        if matched.contains_key(&param) {
            return Err(lw.err(
                &*call,
                &format!("parameter `{param}` is matched twice; expected one `T.match_buffer` per handle"),
            ));
        }
        let m = MatchedParam {
            buffer: target,
            call,
            at: s.start().into(),
            symbols: symbols.clone(),
            meta_vars: meta_vars.clone(),
        };
        matched.insert(param, m);
    }
    Ok(matched)
}

/// `X = T.match_buffer(...)`: the target and the call.
fn match_buffer_statement(s: &ast::Stmt) -> Option<(String, &ast::ExprCall)> {
    let ast::Stmt::Assign(a) = s else { return None };
    let ([ast::Expr::Name(target)], ast::Expr::Call(call)) = (a.targets.as_slice(), a.value.as_ref()) else {
        return None;
    };
    (Lowerer::t_name(&call.func) == Some("match_buffer")).then(|| (target.id.to_string(), call))
}

impl Lowerer<'_> {
    /// The buffer parameter `m` makes of its handle; `declared`: the dtypes of the scalar
    /// parameters and body declarations.
    pub(super) fn matched_param(&mut self, m: &MatchedParam, declared: &HashMap<String, DataType>) -> Result<()> {
        let c = &*m.call;
        // TVM's parser evaluates the function's top level in order, so a Python value named
        // before the match (`n = T.meta_var(100)`) is that value in its shape; the body's own
        // statement names it again where it stands. A value of TIR expressions is left to that
        // statement: its names may be the body's, not defined yet.
        for (name, value) in &m.meta_vars {
            if let Ok(literal @ (Val::Int(_) | Val::Float(_) | Val::Bool(_))) = self.val(value) {
                self.meta_literals.push(literal);
                self.define(name, Binding::Literal(self.meta_literals.len() as u32 - 1));
            }
        }
        let (shape, dtype) = match c.args.as_slice() {
            [_, shape] => (shape, None),
            [_, shape, dtype] => (shape, Some(dtype)),
            _ => return Err(self.err(c, "expected `T.match_buffer(param, shape, dtype, ...)`")),
        };
        let dims: Vec<&ast::Expr> = match shape {
            ast::Expr::Tuple(t) => t.elts.iter().collect(),
            ast::Expr::List(l) => l.elts.iter().collect(),
            other => vec![other],
        };
        let mut extents: Vec<ExprId> = Vec::new();
        for d in dims {
            if !matches!(d, ast::Expr::Constant(_)) {
                self.adopt_shape_symbols(d, m, declared)?;
            }
            extents.extend(self.shape(d, Some(declared))?);
        }
        // After the shape's symbols (a symbol also in the shape is the shape's): a body symbol
        // declared before the match (`s = T.int32()`) among the strides, or as the offset itself,
        // is a symbol of this parameter's layout, as TVM binds it (and prints it as a string
        // stride, or the buffer's own offset). A later parameter there is printed as its name
        // ahead of its declaration, which no parser (TVM's included) reads.
        let mut layout_symbols = Vec::new();
        for kw in c.keywords.iter().filter(|k| {
            k.arg
                .as_ref()
                .is_some_and(|a| matches!(a.as_str(), "strides" | "elem_offset"))
        }) {
            let mut names = Vec::new();
            super::string_dim::collect_names(&kw.value, &mut names);
            let int32_symbol = |n: &String| m.symbols.contains(n) && declared.get(n.as_str()) == Some(&DataType::INT32);
            let offset = kw.arg.as_ref().is_some_and(|a| a.as_str() == "elem_offset");
            let whole = offset && matches!(&kw.value, ast::Expr::Name(_));
            let fresh: Vec<&String> = names
                .iter()
                .filter(|n| self.lookup(n).is_none() && int32_symbol(n) && (whole || !offset))
                .collect();
            for name in fresh {
                let symbol = self.stride_symbol(name, DataType::INT32, ShapeVarStyle::ParamStride, true);
                layout_symbols.push((symbol, m.at));
            }
            if let Some(name) = names
                .iter()
                .find(|n| self.lookup(n).is_none() && m.symbols.contains(*n))
            {
                return Err(self.err(
                    &kw.value,
                    &format!("`{name}`, a symbol of the body, in a function-level `T.match_buffer`'s elem_offset expression; expected the symbol itself (`elem_offset={name}`) or an expression of parameters"),
                ));
            }
            if let Some(name) = names
                .iter()
                .find(|n| *n != "T" && self.lookup(n).is_none() && declared.contains_key(n.as_str()))
            {
                return Err(self.err(
                    &kw.value,
                    &format!("`{name}` in a function-level `T.match_buffer`'s strides or elem_offset is declared after the handle; TVM 0.27 prints this function in a form it cannot read back: expected `{name}` among the parameters before the handle"),
                ));
            }
        }
        let decl = self.buffer_decl(&m.buffer, c, extents, dtype, "global", Some(BufferData::Param))?;
        let b = self.func.add_buffer(decl);
        self.define(&m.buffer, Binding::Buffer(b));
        self.offset_symbol(b, &[], &mut layout_symbols)?;
        self.func.params.push(Param::Buffer(b));
        self.matched_statements.insert(m.at);
        Ok(())
    }

    /// Defines the names of the extent `d` that are not defined yet but will be: the body's
    /// symbols declared before the match, and later parameters. Each becomes a shape symbol as
    /// TVM prints it (a string dim, which a later parameter of its name and dtype adopts, or a
    /// module `TypeVar` for a non-`int32` symbol of the body, as TVM 0.27 prints one).
    ///
    /// A symbol of the body of another dtype (`m = T.uint32()`) is refused: TVM 0.27 prints it
    /// as a string dim, which its parser then reads as an `int32` variable clashing with the
    /// body's declaration, so no text holds that function.
    fn adopt_shape_symbols(
        &mut self,
        d: &ast::Expr,
        m: &MatchedParam,
        declared: &HashMap<String, DataType>,
    ) -> Result<()> {
        let mut names = Vec::new();
        super::string_dim::collect_names(d, &mut names);
        for name in names {
            if name == "T" || self.lookup(&name).is_some() {
                continue;
            }
            let Some(&dt) = declared.get(name.as_str()) else {
                continue;
            };
            let body_symbol = self.body_symbols.contains_key(name.as_str());
            if body_symbol && !m.symbols.contains(&name) {
                continue;
            }
            let style = match dt {
                DataType::INT64 if body_symbol => {
                    self.type_vars_added.push(name.clone());
                    ShapeVarStyle::TypeVar
                }
                DataType::INT32 => ShapeVarStyle::StringDim,
                _ if !body_symbol => ShapeVarStyle::StringDim,
                _ => {
                    return Err(self.err(
                        d,
                        &format!("`{name}`, a {dt} symbol of the body, in a function-level `T.match_buffer`'s shape: TVM 0.27 prints this function in a form it cannot read back; expected an int32 or int64 symbol"),
                    ))
                }
            };
            let v = self.func.add_var(&name, dt);
            self.define(&name, Binding::Var(v));
            self.func.shape_vars.push((v, style));
        }
        Ok(())
    }
}
