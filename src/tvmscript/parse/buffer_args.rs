//! The keyword arguments shared by every buffer declaration: `T.Buffer` parameters,
//! `T.alloc_buffer` / `alloc_local` / `alloc_shared` / `sblock_alloc_buffer`, `T.decl_buffer`
//! and `T.match_buffer`: `dtype`, `scope`, `data`, `elem_offset`, `strides` and the layout hints
//! `offset_factor`, `align`, `buffer_type`, `axis_separators`, `annotations`, and `layout=None`
//! (no layout), which TVM prints on the buffers it flattens.
//!
//! Invariants: `strides` has one entry per dimension (a string among them, in a `T.match_buffer`
//! or a parameter's `T.Buffer`, is a new stride symbol); `data=` names another buffer's storage
//! (`x.data`) or a pointer expression; a keyword given twice or not known is an error at the
//! keyword.

use super::Lowerer;
use crate::error::Result;
use crate::ir::{BufferData, BufferDecl, DataType, ExprId, ShapeVarStyle};
use rustpython_parser::ast::{self, Constant};

/// Keywords that only guide TVM's lowering, kept as source text.
const LAYOUT_HINTS: &[&str] = &[
    "offset_factor",
    "align",
    "buffer_type",
    "axis_separators",
    "annotations",
];

/// The parsed keywords of one buffer declaration.
#[derive(Default)]
struct BufferArgs {
    /// `dtype=`.
    dtype: Option<DataType>,
    /// `scope=`.
    scope: Option<String>,
    /// `data=`.
    data: Option<BufferData>,
    /// `elem_offset=`.
    elem_offset: Option<ExprId>,
    /// `strides=`.
    strides: Vec<ExprId>,
    /// Layout hints as (keyword, source text).
    layout_hints: Vec<(String, String)>,
}

impl Lowerer<'_> {
    /// The declaration of buffer `name` by the call `c` (`T.Buffer`, `T.alloc_buffer`, ...):
    /// `shape` already lowered, the dtype positional (`dtype_arg`) or a keyword (`float32` when
    /// neither), the scope `default_scope` unless given, then the other keywords. `storage` is
    /// where its elements live; `None` takes (and requires) the `data=` keyword, as
    /// `T.decl_buffer` does.
    pub(super) fn buffer_decl(
        &mut self,
        name: &str,
        c: &ast::ExprCall,
        shape: Vec<ExprId>,
        dtype_arg: Option<&ast::Expr>,
        default_scope: &str,
        storage: Option<BufferData>,
    ) -> Result<BufferDecl> {
        let what = Self::t_name(&c.func).unwrap_or("Buffer");
        // TVM makes a string stride of a `T.match_buffer` or a parameter's `T.Buffer` a new
        // variable of the shape's index dtype.
        let style = match storage {
            Some(BufferData::Param) => Some(ShapeVarStyle::ParamStride),
            _ if what == "match_buffer" => Some(ShapeVarStyle::MatchedStride),
            _ => None,
        };
        let index_dtype = match shape.first() {
            Some(&d) => self.func.dtype(d),
            None => DataType::INT32,
        };
        let stride_symbols = style.map(|s| (index_dtype, s));
        let args = self.buffer_args(what, &c.keywords, storage.is_none(), stride_symbols)?;
        let dtype = match (dtype_arg, args.dtype) {
            (Some(d), None) => self.dtype_arg(d)?,
            (None, Some(d)) => d,
            (None, None) => DataType::FLOAT32,
            (Some(d), Some(_)) => return Err(self.err(d, &format!("dtype given twice to `T.{what}`"))),
        };
        let data = match (storage, args.data) {
            (Some(d), _) | (None, Some(d)) => d,
            (None, None) => {
                return Err(self.err(c, &format!("`T.{what}` needs `data=buffer.data` or `data=` a handle")))
            }
        };
        Ok(BufferDecl {
            name: name.to_string(),
            dtype,
            shape,
            scope: args.scope.unwrap_or_else(|| default_scope.to_string()),
            data,
            elem_offset: args.elem_offset,
            strides: args.strides,
            layout_hints: args.layout_hints,
        })
    }

    /// Parses the keywords of `T.{what}(...)`; `data=` is accepted only when `allow_data`, and a
    /// string among the strides (a new symbol of that dtype) only with `stride_symbols`.
    fn buffer_args(
        &mut self,
        what: &str,
        keywords: &[ast::Keyword],
        allow_data: bool,
        stride_symbols: Option<(DataType, ShapeVarStyle)>,
    ) -> Result<BufferArgs> {
        let mut out = BufferArgs::default();
        let mut seen: Vec<&str> = Vec::new();
        for kw in keywords {
            let Some(key) = kw.arg.as_ref().map(|a| a.as_str()) else {
                return Err(self.err(&kw.value, &format!("`**` arguments to `T.{what}` are not supported")));
            };
            if seen.contains(&key) {
                return Err(self.err(&kw.value, &format!("keyword `{key}` given twice to `T.{what}`")));
            }
            seen.push(key);
            match key {
                "dtype" => out.dtype = Some(self.dtype_arg(&kw.value)?),
                "scope" => out.scope = Some(self.string_arg(&kw.value, "a scope string such as \"shared\"")?),
                "data" if allow_data => out.data = Some(self.data_arg(&kw.value)?),
                "elem_offset" => out.elem_offset = Some(self.index_arg(&kw.value)?),
                "strides" => {
                    let dims: Vec<&ast::Expr> = match &kw.value {
                        ast::Expr::Tuple(t) => t.elts.iter().collect(),
                        ast::Expr::List(l) => l.elts.iter().collect(),
                        other => vec![other],
                    };
                    for d in dims {
                        let s = match (d, stride_symbols) {
                            (
                                ast::Expr::Constant(ast::ExprConstant {
                                    value: ast::Constant::Str(name),
                                    ..
                                }),
                                Some((dt, style)),
                            ) if super::string_dim::is_identifier(name) => self.stride_symbol(name, dt, style, false),
                            _ => self.index_arg(d)?,
                        };
                        out.strides.push(s);
                    }
                }
                hint if LAYOUT_HINTS.contains(&hint) => out.layout_hints.push((hint.to_string(), self.text(&kw.value))),
                // TVM 0.27 declares no layout (not its default one) on the buffers
                // `FlattenBuffer` makes, kept as written; any other layout (TIRx device code)
                // maps indices to addresses, and is not read.
                "layout"
                    if matches!(
                        kw.value,
                        ast::Expr::Constant(ast::ExprConstant {
                            value: Constant::None,
                            ..
                        })
                    ) =>
                {
                    out.layout_hints.push(("layout".to_string(), "None".to_string()))
                }
                other => {
                    let data = if allow_data { "data, " } else { "" };
                    let expected = format!("dtype, scope, {data}elem_offset, strides, {}", LAYOUT_HINTS.join(", "));
                    return Err(self.err(
                        &kw.value,
                        &format!("unsupported argument `{other}` of `T.{what}`; expected one of {expected}"),
                    ));
                }
            }
        }
        Ok(out)
    }

    /// A new layout symbol `name` of dtype `dt` (introduced as `style` says). A string stride
    /// binds no name (TVM's parser binds none: later uses read it off the buffer, and a
    /// parameter of that name stays itself); a declared one (`s = T.int32()`) is `name` from
    /// here on.
    pub(super) fn stride_symbol(&mut self, name: &str, dt: DataType, style: ShapeVarStyle, declared: bool) -> ExprId {
        let v = self.func.add_var(name, dt);
        self.func.shape_vars.push((v, style));
        if declared {
            self.define(name, super::Binding::Var(v));
        }
        self.func.var_ref(v)
    }

    fn string_arg(&self, e: &ast::Expr, expected: &str) -> Result<String> {
        match e {
            ast::Expr::Constant(ast::ExprConstant {
                value: Constant::Str(s),
                ..
            }) => Ok(s.clone()),
            other => Err(self.err(other, &format!("expected {expected}"))),
        }
    }

    /// A scalar integer expression (an offset or a stride).
    fn index_arg(&mut self, e: &ast::Expr) -> Result<ExprId> {
        let id = self.expr(e)?;
        let dt = self.func.dtype(id);
        if !dt.is_int() || dt.lanes != 1 {
            return Err(self.err(e, &format!("expected a scalar integer, found {dt}")));
        }
        Ok(id)
    }

    /// `data=x.data` (another buffer's storage) or `data=p` (any pointer expression: a handle
    /// parameter, `T.address_of(...)`, ...).
    fn data_arg(&mut self, e: &ast::Expr) -> Result<BufferData> {
        match e {
            ast::Expr::Attribute(at) if at.attr.as_str() == "data" => {
                Ok(BufferData::AliasOf(self.buffer_name(&at.value)?))
            }
            _ => {
                let p = self.expr(e)?;
                if self.func.dtype(p) != DataType::HANDLE {
                    return Err(self.err(e, "expected `data=buffer.data` or a handle (pointer) expression"));
                }
                Ok(BufferData::Pointer(p))
            }
        }
    }
}
