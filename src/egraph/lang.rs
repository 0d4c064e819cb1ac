//! `TirLang`: the pure expression subset of TIR as an egg language. Operators use the
//! s-expression spelling shared with the rule files (`+`, `floordiv`, `<`, `select`, ...).
//!
//! Invariants: every constant in an e-graph carries its dtype (`5:int32`), so an int32 and an
//! int64 term are never the same e-node; untyped literals (`5`) exist only inside rule
//! patterns, where the rule applier gives them a dtype before anything is added.

use crate::ir::DataType;
use egg::{Id, Symbol};
use std::fmt;
use std::str::FromStr;

/// The value of a literal: an integer (bools are 0/1) or the bits of an `f64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LitValue {
    /// Integer or bool.
    Int(i128),
    /// Float, as `f64` bits.
    Float(u64),
}

/// A literal, typed in e-graphs and untyped (`dtype: None`) in rule patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lit {
    /// The value.
    pub value: LitValue,
    /// The dtype, or `None` in a rule pattern.
    pub dtype: Option<DataType>,
}

impl Lit {
    /// A typed integer literal.
    pub fn int(value: i128, dtype: DataType) -> Lit {
        Lit {
            value: LitValue::Int(value),
            dtype: Some(dtype),
        }
    }
}

impl fmt::Display for Lit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value {
            LitValue::Int(i) => write!(f, "{i}")?,
            LitValue::Float(bits) => write!(f, "{:?}", f64::from_bits(bits))?,
        }
        if let Some(dt) = self.dtype {
            write!(f, ":{dt}")?;
        }
        Ok(())
    }
}

impl FromStr for Lit {
    type Err = String;
    fn from_str(s: &str) -> Result<Lit, String> {
        let (num, dtype) = match s.split_once(':') {
            Some((n, d)) => (
                n,
                Some(DataType::parse(d).ok_or_else(|| format!("unknown dtype `{d}`"))?),
            ),
            None => (s, None),
        };
        if let Ok(i) = num.parse::<i128>() {
            return Ok(Lit {
                value: LitValue::Int(i),
                dtype,
            });
        }
        let starts_numeric = num.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '.');
        match num.parse::<f64>() {
            Ok(v) if starts_numeric => Ok(Lit {
                value: LitValue::Float(v.to_bits()),
                dtype,
            }),
            _ => match num {
                "true" => Ok(Lit {
                    value: LitValue::Int(1),
                    dtype: dtype.or(Some(DataType::BOOL)),
                }),
                "false" => Ok(Lit {
                    value: LitValue::Int(0),
                    dtype: dtype.or(Some(DataType::BOOL)),
                }),
                _ => Err(format!("`{s}` is not a literal")),
            },
        }
    }
}

/// A dtype operand (the target of `cast`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ty(pub DataType);

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Ty {
    type Err = String;
    fn from_str(s: &str) -> Result<Ty, String> {
        DataType::parse(s)
            .map(Ty)
            .ok_or_else(|| format!("`{s}` is not a dtype"))
    }
}

// The variants are the operators of the s-expression syntax, documented by their spelling.
#[allow(missing_docs)]
mod language {
    use super::{Id, Lit, Symbol, Ty};
    egg::define_language! {
        /// Pure TIR expressions.
    pub enum TirLang {
        "+" = Add([Id; 2]),
        "-" = Sub([Id; 2]),
        "*" = Mul([Id; 2]),
        "truncdiv" = Div([Id; 2]),
        "truncmod" = Mod([Id; 2]),
        "floordiv" = FloorDiv([Id; 2]),
        "floormod" = FloorMod([Id; 2]),
        "min" = Min([Id; 2]),
        "max" = Max([Id; 2]),
        "==" = Eq([Id; 2]),
        "!=" = Ne([Id; 2]),
        "<" = Lt([Id; 2]),
        "<=" = Le([Id; 2]),
        ">" = Gt([Id; 2]),
        ">=" = Ge([Id; 2]),
        "and" = And([Id; 2]),
        "or" = Or([Id; 2]),
        "not" = Not([Id; 1]),
        "select" = Select([Id; 3]),
        "cast" = Cast([Id; 2]),
        Const(Lit),
        Type(Ty),
        Var(Symbol),
    }
    }
}
pub use language::TirLang;

impl TirLang {
    /// The IR operator of a binary node.
    pub fn binop(&self) -> Option<(crate::ir::BinOp, [Id; 2])> {
        use crate::ir::BinOp as B;
        let (op, c) = match self {
            TirLang::Add(c) => (B::Add, c),
            TirLang::Sub(c) => (B::Sub, c),
            TirLang::Mul(c) => (B::Mul, c),
            TirLang::Div(c) => (B::Div, c),
            TirLang::Mod(c) => (B::Mod, c),
            TirLang::FloorDiv(c) => (B::FloorDiv, c),
            TirLang::FloorMod(c) => (B::FloorMod, c),
            TirLang::Min(c) => (B::Min, c),
            TirLang::Max(c) => (B::Max, c),
            TirLang::Eq(c) => (B::Eq, c),
            TirLang::Ne(c) => (B::Ne, c),
            TirLang::Lt(c) => (B::Lt, c),
            TirLang::Le(c) => (B::Le, c),
            TirLang::Gt(c) => (B::Gt, c),
            TirLang::Ge(c) => (B::Ge, c),
            TirLang::And(c) => (B::And, c),
            TirLang::Or(c) => (B::Or, c),
            _ => return None,
        };
        Some((op, *c))
    }
}
