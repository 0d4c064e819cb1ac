//! Single expressions as s-expressions: `(+ (* i 256) (floordiv j 16))`, the spelling shared
//! with rule files ([`BinOp::symbol`]), plus `(not a)`, `(select c a b)` and pure intrinsic
//! calls such as `(exp x)`.
//!
//! Invariants: atoms that parse as integers are constants of the requested dtype, other atoms
//! are variables (created on first use with that dtype); `print(parse(s))` gives back `s` up to
//! whitespace.

use crate::ir::{intrinsic, BinOp, DataType, Expr, ExprId, PrimFunc};
use symbolic_expressions::Sexp;

/// Deepest list nesting accepted, checked before the (recursive) s-expression parser runs.
pub const MAX_SEXPR_DEPTH: usize = 200;

/// Parses `text` into an expression of `func`; variables default to `dtype`.
pub fn parse_sexpr(func: &mut PrimFunc, text: &str, dtype: DataType) -> Result<ExprId, String> {
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' => {
                depth += 1;
                if depth > MAX_SEXPR_DEPTH {
                    return Err(format!("s-expression nested deeper than {MAX_SEXPR_DEPTH} levels"));
                }
            }
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    let sexp = symbolic_expressions::parser::parse_str(text).map_err(|e| format!("bad s-expression: {e}"))?;
    lower(func, &sexp, dtype)
}

fn lower(func: &mut PrimFunc, s: &Sexp, dtype: DataType) -> Result<ExprId, String> {
    match s {
        Sexp::Empty => Err("empty s-expression".into()),
        Sexp::String(atom) => atom_expr(func, atom, dtype),
        Sexp::List(items) => {
            let (Some(Sexp::String(head)), args) = (items.first(), &items[1.min(items.len())..]) else {
                return Err("expected an operator at the head of a list".into());
            };
            let mut kids = Vec::with_capacity(args.len());
            for a in args {
                kids.push(lower(func, a, dtype)?);
            }
            if let Some(op) = BinOp::from_symbol(head) {
                let [a, b] = kids[..] else {
                    return Err(format!("`{head}` takes 2 operands, found {}", kids.len()));
                };
                if func.dtype(a) != func.dtype(b) {
                    return Err(format!(
                        "dtype mismatch in `{head}`: {} vs {}",
                        func.dtype(a),
                        func.dtype(b)
                    ));
                }
                return Ok(func.binary(op, a, b));
            }
            match (head.as_str(), &kids[..]) {
                ("not", [a]) => Ok(func.exprs.intern(Expr::Not(*a), DataType::BOOL)),
                ("select", [c, a, b]) => {
                    let dt = func.dtype(*a);
                    Ok(func.exprs.intern(Expr::Select(*c, *a, *b), dt))
                }
                (name, _) => match intrinsic(name) {
                    Some(info) if info.effect.is_pure() && info.arity == Some(kids.len()) => {
                        let dt = func.dtype(kids[0]);
                        Ok(func.exprs.intern(Expr::Call(name.into(), kids), dt))
                    }
                    _ => Err(format!("unknown operator `{name}` with {} operands", kids.len())),
                },
            }
        }
    }
}

fn atom_expr(func: &mut PrimFunc, atom: &str, dtype: DataType) -> Result<ExprId, String> {
    if let Ok(v) = atom.parse::<i128>() {
        let (lo, hi) = dtype.int_range();
        if dtype.is_float() {
            return Ok(func.exprs.intern(Expr::Float((v as f64).to_bits()), dtype));
        }
        if v < lo || v > hi {
            return Err(format!("constant {v} does not fit {dtype}"));
        }
        return Ok(func.int(v, dtype));
    }
    if let (Ok(v), true) = (atom.parse::<f64>(), dtype.is_float()) {
        return Ok(func.exprs.intern(Expr::Float(v.to_bits()), dtype));
    }
    if !atom.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_') {
        return Err(format!("bad atom `{atom}`; expected a number or a variable name"));
    }
    let var = match func.vars.iter().position(|v| v.name == atom) {
        Some(i) => crate::ir::VarId(i as u32),
        None => func.add_var(atom, dtype),
    };
    Ok(func.var_ref(var))
}

/// Prints an expression as an s-expression.
pub fn print_sexpr(func: &PrimFunc, e: ExprId) -> String {
    match func.expr(e) {
        Expr::Int(v) => v.to_string(),
        Expr::Float(bits) => format!("{:?}", f64::from_bits(*bits)),
        Expr::Var(v) => func.var(*v).name.clone(),
        Expr::Binary(op, a, b) => format!("({} {} {})", op.symbol(), print_sexpr(func, *a), print_sexpr(func, *b)),
        Expr::Not(a) => format!("(not {})", print_sexpr(func, *a)),
        Expr::Select(c, a, b) => {
            format!(
                "(select {} {} {})",
                print_sexpr(func, *c),
                print_sexpr(func, *a),
                print_sexpr(func, *b)
            )
        }
        Expr::Call(name, args) => {
            let parts: Vec<String> = args.iter().map(|&a| print_sexpr(func, a)).collect();
            format!("({name} {})", parts.join(" "))
        }
        // Other nodes have no s-expression spelling; show their TVMScript form as one atom.
        _ => format!("|{}|", crate::tvmscript::print_expr(func, e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_the_design_example() {
        let mut f = PrimFunc::new("s");
        let text = "(+ (* i 256) (floordiv j 16))";
        let e = parse_sexpr(&mut f, text, DataType::INT32).unwrap();
        assert_eq!(print_sexpr(&f, e), text);
        assert_eq!(crate::tvmscript::print_expr(&f, e), "i * 256 + j // 16");
    }

    #[test]
    fn rejects_bad_input_without_panicking() {
        let mut f = PrimFunc::new("s");
        assert!(parse_sexpr(&mut f, "(+ 1)", DataType::INT32).is_err());
        assert!(parse_sexpr(&mut f, "(frobnicate x)", DataType::INT32).is_err());
        assert!(parse_sexpr(&mut f, "(+ x 99999999999)", DataType::INT32).is_err());
        assert!(parse_sexpr(&mut f, &"(".repeat(100_000), DataType::INT32).is_err());
        assert!(parse_sexpr(&mut f, "", DataType::INT32).is_err());
    }
}
