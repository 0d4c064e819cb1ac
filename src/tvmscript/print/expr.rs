//! Expressions: Python precedence (no parenthesis changes meaning), literals typed so that
//! they read back with their dtype, operators as TVM prints them (infix, or the `T.` call of a
//! node TVM would fold on reading), intrinsics, vectors, loads and casts.

use super::{pointer_type, py_float, py_str, subscript, Printer};
use crate::ir::{BinOp, Expr, ExprId, PrimFunc};
use crate::tvmscript::const_fold::{fold_call, fold_index_bitwise, try_const_fold};
use crate::tvmscript::parse::{constructor_of, keyword_names, known_result, KnownResult, CALL_NODE};
use std::fmt::Write;

pub(super) const PREC_OR: u8 = 1;
pub(super) const PREC_AND: u8 = 2;
pub(super) const PREC_NOT: u8 = 3;
pub(super) const PREC_CMP: u8 = 4;
pub(super) const PREC_BIT_OR: u8 = 5;
pub(super) const PREC_BIT_XOR: u8 = 6;
pub(super) const PREC_BIT_AND: u8 = 7;
pub(super) const PREC_SHIFT: u8 = 8;
pub(super) const PREC_ADD: u8 = 9;
pub(super) const PREC_MUL: u8 = 10;
pub(super) const PREC_UNARY: u8 = 11;
pub(super) const PREC_ATOM: u8 = 12;

impl Printer<'_> {
    pub(super) fn e(&self, e: ExprId) -> String {
        let mut s = String::new();
        self.expr(&mut s, e, 0);
        s
    }

    /// An integer constant: `5`, `T.int64(5)`; `T.IntImm("int4", 1)` for a dtype TVM's parser
    /// has no constructor of (integers other than 8, 16, 32 and 64 bits) or a value its
    /// constructor cannot take (a `uint64` past `i64::MAX`, which TVM's FFI refuses).
    pub(super) fn int_text(&self, v: i128, dtype: crate::ir::DataType) -> String {
        if dtype == crate::ir::DataType::INT32 {
            v.to_string()
        } else if dtype.is_bool() {
            format!("T.bool({})", if v != 0 { "True" } else { "False" })
        } else if !matches!(dtype.bits, 8 | 16 | 32 | 64) || v > i128::from(i64::MAX) {
            format!("T.IntImm(\"{dtype}\", {v})")
        } else {
            format!("T.{dtype}({v})")
        }
    }

    pub(super) fn expr(&self, out: &mut String, e: ExprId, min_prec: u8) {
        let f = self.f;
        let dtype = f.dtype(e);
        // The most frequent nodes are written in place, without a string of their own.
        match f.expr(e) {
            Expr::Var(v) => return out.push_str(self.var(*v)),
            Expr::Int(v) if dtype == crate::ir::DataType::INT32 && *v >= 0 => {
                // An int32 value, formatted as such (128-bit formatting is several times slower).
                let _ = write!(out, "{}", *v as i64);
                return;
            }
            Expr::Binary(op, a, b) => {
                if let Ok((prec, sym)) = binary_form(f, *op, *a, *b) {
                    if prec < min_prec {
                        out.push('(');
                    }
                    // Comparisons do not chain: both sides bind tighter. Others are left-associative.
                    let left_min = if prec == PREC_CMP { prec + 1 } else { prec };
                    self.expr(out, *a, left_min);
                    out.push(' ');
                    out.push_str(sym);
                    out.push(' ');
                    self.expr(out, *b, prec + 1);
                    if prec < min_prec {
                        out.push(')');
                    }
                    return;
                }
            }
            Expr::Load(b, idx) if !idx.is_empty() => {
                out.push_str(self.buf(*b));
                out.push('[');
                for (k, &i) in idx.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.expr(out, i, 0);
                }
                out.push(']');
                return;
            }
            _ => {}
        }
        let (prec, text) = match f.expr(e) {
            Expr::Int(v) => {
                let t = self.int_text(*v, dtype);
                (
                    if *v < 0 && dtype == crate::ir::DataType::INT32 {
                        PREC_UNARY
                    } else {
                        PREC_ATOM
                    },
                    t,
                )
            }
            Expr::Float(bits) => (PREC_ATOM, format!("T.{dtype}({})", py_float(f64::from_bits(*bits)))),
            Expr::Str(s) => (PREC_ATOM, py_str(s)),
            Expr::PointerType(p) => (PREC_ATOM, format!("{}.ty", pointer_type(&p.0, &p.1))),
            Expr::Var(v) => (PREC_ATOM, self.var(*v).to_string()),
            Expr::Data(b) => (PREC_ATOM, format!("{}.data", self.buf(*b))),
            Expr::ElemOffset(b) => (PREC_ATOM, format!("{}.elem_offset", self.buf(*b))),
            Expr::Binary(op, a, b) => {
                // The operators printed as calls (the others are written above).
                let name = binary_form(f, *op, *a, *b).expect_err("infix forms are written above");
                (PREC_ATOM, format!("T.{name}({}, {})", self.e(*a), self.e(*b)))
            }
            Expr::Not(a) => {
                let mut s = String::from("not ");
                self.expr(&mut s, *a, PREC_NOT);
                (PREC_NOT, s)
            }
            Expr::Select(c, t, o) => (
                PREC_ATOM,
                format!("T.Select({}, {}, {})", self.e(*c), self.e(*t), self.e(*o)),
            ),
            Expr::Cast(a) => (PREC_ATOM, format!("T.Cast(\"{dtype}\", {})", self.e(*a))),
            Expr::Let(v, value, body) => {
                let name = self.var(*v);
                (
                    PREC_ATOM,
                    format!("T.Let({}, where={{{name}: {}}})", self.e(*body), self.e(*value)),
                )
            }
            Expr::Load(b, idx) if idx.is_empty() && self.scalars.contains(b) => (PREC_ATOM, self.buf(*b).to_string()),
            Expr::Load(b, idx) => {
                let parts: Vec<String> = idx.iter().map(|&i| self.e(i)).collect();
                (PREC_ATOM, format!("{}[{}]", self.buf(*b), subscript(&parts)))
            }
            Expr::Ramp(b, s, l) => (
                PREC_ATOM,
                format!(
                    "T.Ramp({}, {}, {})",
                    self.e(*b),
                    self.e(*s),
                    lanes_text(*l, dtype.scalable)
                ),
            ),
            Expr::Broadcast(v, l) => (
                PREC_ATOM,
                format!("T.Broadcast({}, {})", self.e(*v), lanes_text(*l, dtype.scalable)),
            ),
            Expr::Shuffle(s) => {
                let (vs, is) = &**s;
                let vs: Vec<String> = vs.iter().map(|&i| self.e(i)).collect();
                let is: Vec<String> = is.iter().map(|&i| self.e(i)).collect();
                (
                    PREC_ATOM,
                    format!("T.Shuffle([{}], [{}])", vs.join(", "), is.join(", ")),
                )
            }
            // A form TVM's operator functions would fold on reading (`x << 0`, `~5`, which
            // Python folds) prints as the node's constructor, which TVM reads as written.
            Expr::Call(name, args) if folds_on_reading(f, name, args) => {
                let constructor = constructor_of(name).expect("only bitwise intrinsics fold so");
                let parts: Vec<String> = args.iter().map(|&a| self.e(a)).collect();
                (PREC_ATOM, format!("T.{constructor}({})", parts.join(", ")))
            }
            Expr::Call(name, args) if infix(name).is_some() && args.len() == 2 => {
                let (prec, sym) = infix(name).expect("checked by the guard");
                let mut s = String::new();
                self.expr(&mut s, args[0], prec);
                let _ = write!(s, " {sym} ");
                self.expr(&mut s, args[1], prec + 1);
                (prec, s)
            }
            Expr::Call(name, args) if name == "bitwise_not" && args.len() == 1 => {
                let mut s = String::from("~");
                self.expr(&mut s, args[0], PREC_UNARY);
                (PREC_UNARY, s)
            }
            Expr::Call(name, args) if name.starts_with(CALL_NODE) => {
                let parts: Vec<String> = args.iter().map(|&a| self.e(a)).collect();
                let op = &name[CALL_NODE.len()..];
                let ret_ty = f.dtype(e);
                (
                    PREC_ATOM,
                    format!("T.Call({}, [{}], ret_ty=\"{ret_ty}\")", py_str(op), parts.join(", ")),
                )
            }
            Expr::Call(name, args) => {
                let mut parts: Vec<String> = args.iter().map(|&a| self.e(a)).collect();
                // Keyword arguments kept as written: their names end the call's name
                // (`cuda.warp_sum width= dtype=`), their values the arguments.
                let (name, keywords) = keyword_names(name);
                if let Some(KnownResult::Arg(k)) = known_result(name) {
                    // TVM's script function types the call as this argument (the warp
                    // shuffles' value), which a bare Python int (`0`, an `int32` constant) does
                    // not type.
                    if let (Some(&a), Some(part)) = (args.get(k), parts.get_mut(k)) {
                        if let (Expr::Int(v), crate::ir::DataType::INT32) = (f.expr(a), f.dtype(a)) {
                            *part = format!("T.int32({v})");
                        }
                    }
                }
                if crate::ir::intrinsic(name).is_none() {
                    // A call the tool does not know is TVM's script function, which may take a
                    // Python bool otherwise than a `T.bool` (`T.ptx[...]` makes `True` a
                    // `uint32` flag): printed as people write it, a bare `True`.
                    for (&a, part) in args.iter().zip(parts.iter_mut()) {
                        if let (Expr::Int(v), true) = (f.expr(a), f.dtype(a) == crate::ir::DataType::BOOL) {
                            *part = if *v != 0 { "True" } else { "False" }.to_string();
                        }
                    }
                }
                let keywords: Vec<&str> = keywords.split_whitespace().collect();
                let first = parts.len().saturating_sub(keywords.len());
                for (part, keyword) in parts[first..].iter_mut().zip(&keywords) {
                    *part = format!("{keyword}{part}");
                }
                let callee = match name.strip_prefix('@') {
                    Some(global) => global.to_string(),
                    None => format!("T.{name}"),
                };
                (PREC_ATOM, format!("{callee}({})", parts.join(", ")))
            }
        };
        if prec < min_prec {
            out.push('(');
            out.push_str(&text);
            out.push(')');
        } else {
            out.push_str(&text);
        }
    }
}

/// The precedence and Python operator of a binary node printed infix; `None` for those TVM
/// prints as calls (`T.Div` on integers, `T.truncmod`, `T.min`, `T.max`).
pub(super) fn binary_symbol(op: BinOp, is_float: bool) -> Option<(u8, &'static str)> {
    Some(match op {
        BinOp::Add => (PREC_ADD, "+"),
        BinOp::Sub => (PREC_ADD, "-"),
        BinOp::Mul => (PREC_MUL, "*"),
        BinOp::Div if is_float => (PREC_MUL, "/"),
        BinOp::FloorDiv => (PREC_MUL, "//"),
        BinOp::FloorMod => (PREC_MUL, "%"),
        BinOp::Eq => (PREC_CMP, "=="),
        BinOp::Ne => (PREC_CMP, "!="),
        BinOp::Lt => (PREC_CMP, "<"),
        BinOp::Le => (PREC_CMP, "<="),
        BinOp::Gt => (PREC_CMP, ">"),
        BinOp::Ge => (PREC_CMP, ">="),
        BinOp::And => (PREC_AND, "and"),
        BinOp::Or => (PREC_OR, "or"),
        BinOp::Div | BinOp::Mod | BinOp::Min | BinOp::Max => return None,
    })
}

/// How a binary node prints: infix (precedence and operator), or as the `T.` function named.
/// Where TVM's operator functions would fold it on reading (`x + 0`, `T.min(x, x)`, two
/// constants: [`try_const_fold`]) it is the node's constructor (`T.Add(x, 0)`, as TVM prints
/// it), and so are `and`/`or` over two constants, which Python would evaluate, and a division
/// by a constant zero or a floor division of floats, which TVM's operators refuse.
pub(in crate::tvmscript) fn binary_form(
    f: &PrimFunc,
    op: BinOp,
    a: ExprId,
    b: ExprId,
) -> Result<(u8, &'static str), &'static str> {
    let python_folds = op.is_logical() && matches!((f.expr(a), f.expr(b)), (Expr::Int(_), Expr::Int(_)));
    // TVM's `//` and `%` refuse floats, which its `T.FloorDiv`/`T.FloorMod` take.
    let float_floor = matches!(op, BinOp::FloorDiv | BinOp::FloorMod) && !f.dtype(a).is_int();
    if python_folds || float_floor || divides_by_constant_zero(f, op, b) || try_const_fold(f, op, a, b).is_some() {
        return Err(match op {
            BinOp::Add => "Add",
            BinOp::Sub => "Sub",
            BinOp::Mul => "Mul",
            BinOp::Div => "Div",
            BinOp::Mod => "Mod",
            BinOp::FloorDiv => "FloorDiv",
            BinOp::FloorMod => "FloorMod",
            BinOp::Min => "Min",
            BinOp::Max => "Max",
            BinOp::Eq => "EQ",
            BinOp::Ne => "NE",
            BinOp::Lt => "LT",
            BinOp::Le => "LE",
            BinOp::Gt => "GT",
            BinOp::Ge => "GE",
            BinOp::And => "And",
            BinOp::Or => "Or",
        });
    }
    binary_symbol(op, f.dtype(a).is_float()).ok_or_else(|| binary_call_name(op))
}

/// Whether `op` divides by a scalar constant zero (`x // 0`, `f / T.float32(-0.0)`), which TVM's
/// operator functions refuse while its node constructors (`T.FloorDiv(x, 0)`) build it.
fn divides_by_constant_zero(f: &PrimFunc, op: BinOp, divisor: ExprId) -> bool {
    let zero = match f.expr(divisor) {
        Expr::Int(v) => *v == 0,
        Expr::Float(bits) => f64::from_bits(*bits) == 0.0,
        _ => false,
    };
    zero && f.dtype(divisor).is_scalar() && matches!(op, BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod)
}

/// Whether the bitwise intrinsic call `name(args)`, printed as an operator, would read back as
/// another expression: an operand TVM's operator function folds (`x << 0`, two constants of
/// index dtypes) or an `int32` constant under `~`, which prints as a Python int.
fn folds_on_reading(f: &PrimFunc, name: &str, args: &[ExprId]) -> bool {
    match args {
        [a] => name == "bitwise_not" && matches!(f.expr(*a), Expr::Int(_)) && f.dtype(*a) == crate::ir::DataType::INT32,
        [a, b] => {
            infix(name).is_some()
                && (fold_call(f, name, args).is_some() || fold_index_bitwise(f, name, *a, *b).is_some())
        }
        _ => false,
    }
}

/// The `T.` function of a binary node [`binary_symbol`] does not print infix.
pub(super) fn binary_call_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Div => "Div",
        BinOp::Mod => "truncmod",
        BinOp::Min => "min",
        _ => "max",
    }
}

/// A vector lane count as TVM writes it: `4`, or `T.vscale() * 4` when scalable.
pub(super) fn lanes_text(lanes: u16, scalable: bool) -> String {
    if scalable {
        format!("T.vscale() * {lanes}")
    } else {
        lanes.to_string()
    }
}

/// The precedence and Python operator of a bitwise intrinsic printed infix.
pub(in crate::tvmscript) fn infix(name: &str) -> Option<(u8, &'static str)> {
    Some(match name {
        "shift_left" => (PREC_SHIFT, "<<"),
        "shift_right" => (PREC_SHIFT, ">>"),
        "bitwise_and" => (PREC_BIT_AND, "&"),
        "bitwise_or" => (PREC_BIT_OR, "|"),
        "bitwise_xor" => (PREC_BIT_XOR, "^"),
        _ => return None,
    })
}
