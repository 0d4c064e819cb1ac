//! A call's arguments bound to the parameters of the TVM function it calls, as Python binds
//! them. TVMScript may pass any parameter by position or by keyword (`T.Buffer(shape=(16,),
//! dtype="int32")`, `T.decl_buffer((n,), "float16", A.data)`, `T.cast(x, dtype="int32")`);
//! the lowering reads one form of each call: its leading parameters by position, the others
//! by keyword.
//!
//! Invariants: the call returned holds the same argument expressions (same nodes, same source
//! ranges), only moved between position and keyword, so every later error still points at the
//! argument as written; a parameter given both ways, or more positional arguments than the
//! function takes, is an error at the argument. Keywords the signature does not name stay
//! keywords, for the caller to accept or refuse. `None` for a parameter whose default is `None`
//! is that default: the argument is dropped, as if not given.

use super::Lowerer;
use crate::error::Result;
use rustpython_parser::ast::{self, Ranged};
use std::borrow::Cow;

/// A TVM function's parameters in order, and how many of them the lowering reads by position.
pub(super) struct Signature {
    /// Parameter names, in TVM 0.27's order.
    pub names: &'static [&'static str],
    /// The leading parameters read by position (the rest are read as keywords).
    pub positional: usize,
}

/// The parameters whose default is `None`: a buffer's storage, strides and offsets, and the
/// source location (`span`) every builder function takes.
const NONE_BY_DEFAULT: [&str; 5] = ["data", "strides", "elem_offset", "byte_offset", "span"];

/// Whether `kw` passes `None` to a parameter whose default it is.
fn default_none(kw: &ast::Keyword) -> bool {
    let none = matches!(
        kw.value,
        ast::Expr::Constant(ast::ExprConstant {
            value: ast::Constant::None,
            ..
        })
    );
    none && kw.arg.as_ref().is_some_and(|a| NONE_BY_DEFAULT.contains(&a.as_str()))
}

/// `T.Buffer` / `T.buffer` (a parameter's annotation), `T.decl_buffer`, `T.alloc_buffer`,
/// `T.alloc_local` and `T.alloc_shared`: `(shape, dtype, data, strides, elem_offset, ...)`.
pub(super) const BUFFER: Signature = Signature {
    names: &[
        "shape",
        "dtype",
        "data",
        "strides",
        "elem_offset",
        "byte_offset",
        "scope",
        "align",
        "offset_factor",
        "layout",
    ],
    positional: 2,
};

/// `T.sblock_alloc_buffer`: as [`BUFFER`] without `byte_offset`.
pub(super) const SBLOCK_BUFFER: Signature = Signature {
    names: &[
        "shape",
        "dtype",
        "data",
        "strides",
        "elem_offset",
        "scope",
        "align",
        "offset_factor",
        "layout",
    ],
    positional: 2,
};

/// `T.match_buffer(param, shape, dtype, data, strides, elem_offset, scope, ...)`.
pub(super) const MATCH_BUFFER: Signature = Signature {
    names: &[
        "param",
        "shape",
        "dtype",
        "data",
        "strides",
        "elem_offset",
        "scope",
        "align",
        "offset_factor",
        "layout",
    ],
    positional: 3,
};

/// `T.cast(value, dtype, span)`.
pub(super) const CAST: Signature = Signature {
    names: &["value", "dtype", "span"],
    positional: 2,
};

impl Lowerer<'_> {
    /// `c` with its arguments in the form [`Signature`] describes: `what` names the function in
    /// errors. Borrowed when `c` is already in that form (as TVM prints every call).
    pub(super) fn bound_call<'c>(
        &self,
        c: &'c ast::ExprCall,
        what: &str,
        sig: &Signature,
    ) -> Result<Cow<'c, ast::ExprCall>> {
        let named = |k: &ast::Keyword, name: &str| k.arg.as_ref().is_some_and(|a| a.as_str() == name);
        let lead_by_keyword = c
            .keywords
            .iter()
            .any(|k| sig.names[..sig.positional].iter().any(|n| named(k, n)));
        if c.args.len() <= sig.positional && !lead_by_keyword && !c.keywords.iter().any(default_none) {
            return Ok(Cow::Borrowed(c));
        }
        if let Some(extra) = c.args.get(sig.names.len()) {
            return Err(self.err(
                extra,
                &format!(
                    "too many positional arguments to `T.{what}`; it takes ({})",
                    sig.names.join(", ")
                ),
            ));
        }
        for (k, arg) in c.args.iter().enumerate() {
            if let Some(kw) = c.keywords.iter().find(|kw| named(kw, sig.names[k])) {
                return Err(self.err(
                    &kw.value,
                    &format!(
                        "`{}` of `T.{what}` given twice: by position (argument {}) and by keyword",
                        sig.names[k],
                        k + 1
                    ),
                ));
            }
            if matches!(arg, ast::Expr::Starred(_)) {
                return Ok(Cow::Borrowed(c));
            }
        }
        let mut bound = c.clone();
        let later = bound.args.split_off(c.args.len().min(sig.positional));
        let mut keywords: Vec<ast::Keyword> = later
            .into_iter()
            .zip(&sig.names[sig.positional..])
            .map(|(value, name)| ast::Keyword {
                range: value.range(),
                arg: Some(ast::Identifier::new(*name)),
                value,
            })
            .collect();
        // The leading parameters given by keyword join the positions, in order, as long as
        // every one before them is given.
        let mut rest = std::mem::take(&mut bound.keywords);
        for name in &sig.names[bound.args.len()..sig.positional] {
            let Some(at) = rest.iter().position(|kw| named(kw, name)) else {
                break;
            };
            bound.args.push(rest.remove(at).value);
        }
        keywords.extend(rest);
        keywords.retain(|kw| !default_none(kw));
        bound.keywords = keywords;
        Ok(Cow::Owned(bound))
    }
}

#[cfg(test)]
mod tests {
    use crate::tvmscript::parse_module;

    fn read(src: &str) -> std::result::Result<String, String> {
        parse_module("t.py", src)
            .map(|m| crate::tvmscript::print_module(&m))
            .map_err(|e| e.to_string())
    }

    const POSITIONAL: &str = r#"
@T.prim_func
def f(a: T.handle, B: T.Buffer((16, 16), "int32")):
    A = T.match_buffer(a, (16, 16), "int32", strides=(16, 1), elem_offset=0)
    C = T.decl_buffer((256,), "int32", data=B.data, scope="global")
    for i, j in T.grid(16, 16):
        C[i * 16 + j] = A[i, j] + T.cast(B[i, j], "int32")
"#;

    /// Every parameter given by keyword, or by position where TVM's signature allows, reads as
    /// the form TVM prints.
    #[test]
    fn keywords_and_positions_read_as_the_printed_form() {
        let expected = read(POSITIONAL).unwrap();
        let variants = [
            POSITIONAL.replace(
                r#"B: T.Buffer((16, 16), "int32")"#,
                r#"B: T.Buffer(shape=(16, 16), dtype="int32")"#,
            ),
            POSITIONAL.replace(
                r#"B: T.Buffer((16, 16), "int32")"#,
                r#"B: T.Buffer(dtype="int32", shape=(16, 16))"#,
            ),
            POSITIONAL.replace(
                r#"T.match_buffer(a, (16, 16), "int32", strides=(16, 1), elem_offset=0)"#,
                r#"T.match_buffer(a, (16, 16), "int32", None, (16, 1), 0)"#,
            ),
            POSITIONAL.replace(
                r#"T.match_buffer(a, (16, 16), "int32", strides=(16, 1), elem_offset=0)"#,
                r#"T.match_buffer(param=a, shape=(16, 16), dtype="int32", strides=(16, 1), elem_offset=0)"#,
            ),
            POSITIONAL.replace(
                r#"T.decl_buffer((256,), "int32", data=B.data, scope="global")"#,
                r#"T.decl_buffer((256,), "int32", B.data, scope="global")"#,
            ),
            POSITIONAL.replace(
                r#"T.decl_buffer((256,), "int32", data=B.data, scope="global")"#,
                r#"T.decl_buffer(shape=(256,), dtype="int32", data=B.data)"#,
            ),
            POSITIONAL.replace(
                r#"T.decl_buffer((256,), "int32", data=B.data, scope="global")"#,
                r#"T.decl_buffer((256,), "int32", B.data, None, None, None, "global")"#,
            ),
            POSITIONAL.replace(r#"T.cast(B[i, j], "int32")"#, r#"T.cast(B[i, j], dtype="int32")"#),
            POSITIONAL.replace(r#"T.cast(B[i, j], "int32")"#, r#"T.cast(dtype="int32", value=B[i, j])"#),
            POSITIONAL.replace(
                r#"T.cast(B[i, j], "int32")"#,
                r#"T.cast(B[i, j], span=None, dtype="int32")"#,
            ),
        ];
        for v in &variants {
            assert_ne!(v, POSITIONAL);
            assert_eq!(read(v).as_ref(), Ok(&expected), "{v}");
        }
    }

    /// A parameter given twice, too many positions, or a keyword the function does not take
    /// is an error at the argument, never a silent choice.
    #[test]
    fn a_parameter_given_twice_or_too_many_positions_is_an_error() {
        let cases = [
            (
                r#"T.cast(B[i, j], "int32")"#,
                r#"T.cast(B[i, j], "int32", dtype="int32")"#,
                "`dtype` of `T.cast` given twice",
            ),
            (
                r#"T.cast(B[i, j], "int32")"#,
                r#"T.cast(B[i, j], "int32", None, 1)"#,
                "too many positional arguments to `T.cast`",
            ),
            (
                r#"T.decl_buffer((256,), "int32", data=B.data, scope="global")"#,
                r#"T.decl_buffer((256,), "int32", B.data, data=B.data)"#,
                "`data` of `T.decl_buffer` given twice",
            ),
            (
                r#"B: T.Buffer((16, 16), "int32")"#,
                r#"B: T.Buffer(shape=(16, 16), dtype="int32", bogus=1)"#,
                "unsupported argument `bogus`",
            ),
        ];
        for (from, to, message) in cases {
            let src = POSITIONAL.replace(from, to);
            let err = read(&src).unwrap_err();
            assert!(err.contains(message), "{to}: {err}");
        }
    }
}
