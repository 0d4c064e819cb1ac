//! The rule-file grammar (documented in `rules/README.md`):
//!
//! ```text
//! ;; x + y == y + x                       <- comment
//! add-comm: (+ ?x ?y) => (+ ?y ?x)        <- name, left pattern, `=>` or `<=>`, right pattern
//!   dtypes int float                      <- the dtypes it claims (required)
//!   if positive ?c                        <- guards, any number
//! ```
//!
//! Invariants: every error of a file is collected with its `file:line` before failing; a rule
//! whose right side uses a variable the left side does not bind is rejected.

use super::rule::{Cond, Rule};
use crate::egraph::{Lit, LitValue, TirLang};
use crate::ir::DataType;
use egg::{ENodeOrVar, FromOp, Id, PatternAst, RecExpr, Var};
use symbolic_expressions::Sexp;

/// Deepest pattern accepted (checked before the recursive s-expression parser runs).
const MAX_PATTERN_DEPTH: usize = 64;

/// Expands a dtype word of a `dtypes` line.
pub fn dtype_class(word: &str) -> Option<Vec<DataType>> {
    let p = |s: &str| DataType::parse(s).expect("a valid dtype name");
    Some(match word {
        "int" => vec![p("int8"), p("int16"), p("int32"), p("int64")],
        "uint" => vec![p("uint8"), p("uint16"), p("uint32"), p("uint64")],
        "float" => vec![p("float32"), p("float64")],
        "bool" => vec![DataType::BOOL],
        other => vec![DataType::parse(other)?],
    })
}

fn sexp(text: &str) -> Result<Sexp, String> {
    let depth = text.chars().fold((0usize, 0usize), |(d, m), c| match c {
        '(' => (d + 1, m.max(d + 1)),
        ')' => (d.saturating_sub(1), m),
        _ => (d, m),
    });
    if depth.1 > MAX_PATTERN_DEPTH {
        return Err(format!("pattern nested deeper than {MAX_PATTERN_DEPTH}"));
    }
    symbolic_expressions::parser::parse_str(text).map_err(|e| format!("bad s-expression `{text}`: {e}"))
}

/// Builds a pattern from an s-expression. Literals in `lits` mode become fresh variables
/// (returned with their values) instead of constants.
fn build(s: &Sexp, out: &mut Vec<ENodeOrVar<TirLang>>, lits: Option<&mut Vec<(Var, LitValue)>>) -> Result<Id, String> {
    let mut lits = lits;
    match s {
        Sexp::Empty => Err("empty pattern".into()),
        Sexp::String(atom) => {
            let node = if atom.starts_with('?') {
                ENodeOrVar::Var(atom.parse::<Var>().map_err(|e| format!("bad variable `{atom}`: {e}"))?)
            } else if let Ok(lit) = atom.parse::<Lit>() {
                if lit.dtype.is_some() {
                    return Err(format!(
                        "literal `{atom}` must be untyped in a rule (its dtype comes from its position)"
                    ));
                }
                match lits.as_deref_mut() {
                    Some(l) => {
                        let v: Var = format!("?__lit{}", l.len()).parse().expect("a valid variable name");
                        l.push((v, lit.value));
                        ENodeOrVar::Var(v)
                    }
                    None => ENodeOrVar::ENode(TirLang::Const(lit)),
                }
            } else {
                ENodeOrVar::ENode(TirLang::from_op(atom, vec![]).map_err(|e| format!("bad atom `{atom}`: {e}"))?)
            };
            out.push(node);
            Ok(Id::from(out.len() - 1))
        }
        Sexp::List(items) => {
            let Some(Sexp::String(op)) = items.first() else {
                return Err("a list must start with an operator".into());
            };
            let mut kids = Vec::new();
            for it in &items[1..] {
                kids.push(build(it, out, lits.as_deref_mut())?);
            }
            let node = TirLang::from_op(op, kids).map_err(|e| format!("bad operator `{op}`: {e}"))?;
            out.push(ENodeOrVar::ENode(node));
            Ok(Id::from(out.len() - 1))
        }
    }
}

/// Parses a pattern; literals stay untyped constants.
pub fn pattern(text: &str) -> Result<PatternAst<TirLang>, String> {
    let mut nodes = Vec::new();
    build(&sexp(text)?, &mut nodes, None)?;
    Ok(RecExpr::from(nodes))
}

/// A left pattern with its literals turned into variables, and those variables' values.
type LhsPattern = (PatternAst<TirLang>, Vec<(Var, LitValue)>);

fn lhs_pattern(text: &str) -> Result<LhsPattern, String> {
    let mut nodes = Vec::new();
    let mut lits = Vec::new();
    build(&sexp(text)?, &mut nodes, Some(&mut lits))?;
    if matches!(nodes.last(), Some(ENodeOrVar::Var(_))) {
        return Err("the left side must be an operator application, not a variable or literal".into());
    }
    Ok((RecExpr::from(nodes), lits))
}

fn vars_of(p: &PatternAst<TirLang>) -> Vec<Var> {
    p.as_ref()
        .iter()
        .filter_map(|n| match n {
            ENodeOrVar::Var(v) => Some(*v),
            ENodeOrVar::ENode(_) => None,
        })
        .collect()
}

/// Splits `text` into s-expressions and bare atoms at top level.
fn split_args(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (mut depth, mut cur) = (0usize, String::new());
    for c in text.chars() {
        match c {
            '(' => {
                depth += 1;
                cur.push(c);
            }
            ')' => {
                depth = depth.saturating_sub(1);
                cur.push(c);
            }
            c if c.is_whitespace() && depth == 0 => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn one_var(args: &[String], n: usize) -> Result<Vec<Var>, String> {
    if args.len() != n {
        return Err(format!("expected {n} variable(s), found {}", args.len()));
    }
    args.iter()
        .map(|a| a.parse::<Var>().map_err(|e| format!("bad variable `{a}`: {e}")))
        .collect()
}

fn condition(text: &str) -> Result<Cond, String> {
    let args = split_args(text);
    let Some((name, rest)) = args.split_first() else {
        return Err("empty condition".into());
    };
    Ok(match name.as_str() {
        "positive" => Cond::Positive(one_var(rest, 1)?[0]),
        "nonneg" => Cond::NonNeg(one_var(rest, 1)?[0]),
        "negative" => Cond::Negative(one_var(rest, 1)?[0]),
        "nonzero" => Cond::NonZero(one_var(rest, 1)?[0]),
        "const" => Cond::IsConst(one_var(rest, 1)?[0]),
        "divides" => {
            let v = one_var(rest, 2)?;
            Cond::Divides(v[0], v[1])
        }
        "below" => {
            let v = one_var(rest, 2)?;
            Cond::Below(v[0], v[1])
        }
        "at-most" => {
            let v = one_var(rest, 2)?;
            Cond::AtMost(v[0], v[1])
        }
        "no-overflow" => {
            let [p] = rest else {
                return Err("`no-overflow` takes one pattern".into());
            };
            Cond::NoOverflow(pattern(p)?)
        }
        other => {
            return Err(format!(
            "unknown condition `{other}`; expected positive, nonneg, negative, nonzero, const, divides, below, at-most or no-overflow"
        ))
        }
    })
}

/// The pattern variables a guard tests.
fn cond_vars(c: &Cond) -> Vec<Var> {
    match c {
        Cond::Positive(v) | Cond::NonNeg(v) | Cond::Negative(v) | Cond::NonZero(v) | Cond::IsConst(v) => vec![*v],
        Cond::Divides(a, b) | Cond::Below(a, b) | Cond::AtMost(a, b) => vec![*a, *b],
        Cond::NoOverflow(p) => vars_of(p),
        Cond::LitEq(v, _) => vec![*v],
    }
}

/// Parses one rule file. `file` names it in errors. Returns every rule or every error.
pub fn parse_rules(file: &str, text: &str) -> Result<Vec<Rule>, Vec<String>> {
    let mut rules: Vec<Rule> = Vec::new();
    let mut errors = Vec::new();
    // Rules whose header failed: their attribute lines are skipped silently.
    let mut current_ok = false;
    // Whether the current header was a `<=>` rule (two rules sharing attributes).
    let mut current_pair = false;
    for (i, raw) in text.lines().enumerate() {
        let origin = format!("{file}:{}", i + 1);
        let line = raw.split(";;").next().unwrap_or("").trim_end();
        if line.trim().is_empty() {
            continue;
        }
        if raw.starts_with(char::is_whitespace) {
            let body = line.trim();
            let (key, rest) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
            if !current_ok {
                if rules.is_empty() && errors.is_empty() {
                    errors.push(format!("{origin}: `{key}` line outside a rule"));
                }
                continue;
            }
            // A `<=>` rule is two rules; its attributes belong to both halves.
            let n = rules.len();
            let pair = current_pair;
            let targets = if pair { n - 2..n } else { n - 1..n };
            match key {
                "dtypes" => {
                    for w in rest.split_whitespace() {
                        match dtype_class(w) {
                            Some(d) => targets.clone().for_each(|t| rules[t].dtypes.extend(d.iter().copied())),
                            None => errors.push(format!(
                                "{origin}: unknown dtype `{w}`; expected int, uint, float, bool or a dtype"
                            )),
                        }
                    }
                }
                "if" if pair => errors.push(format!(
                    "{origin}: a `<=>` rule cannot have guards (they differ by direction); write two `=>` rules"
                )),
                "if" => match condition(rest) {
                    Ok(c) => {
                        // A guard can only test what the left side binds (anything else has no
                        // value when the rule is applied or checked).
                        let bound = vars_of(&rules[n - 1].lhs);
                        match cond_vars(&c).into_iter().find(|v| !bound.contains(v)) {
                            Some(v) => errors.push(format!(
                                "{origin}: the guard uses `{v}`, which the left side does not bind"
                            )),
                            None => rules[n - 1].conds.push(c),
                        }
                    }
                    Err(e) => errors.push(format!("{origin}: {e}")),
                },
                other => errors.push(format!(
                    "{origin}: unknown attribute `{other}`; expected `dtypes` or `if`"
                )),
            }
            continue;
        }
        current_ok = false;
        let parsed = (|| -> Result<Vec<Rule>, String> {
            let (name, body) = line.split_once(':').ok_or("expected `name: LHS => RHS`")?;
            let name = name.trim();
            if name.is_empty()
                || !name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                return Err(format!("rule name `{name}` must be kebab-case"));
            }
            let (arrow, both) = if body.contains("<=>") {
                ("<=>", true)
            } else {
                ("=>", false)
            };
            let (l, r) = body
                .split_once(arrow)
                .ok_or("expected `=>` or `<=>` between the two patterns")?;
            let mk = |name: String, l: &str, r: &str| -> Result<Rule, String> {
                let (lhs, lits) = lhs_pattern(l.trim()).map_err(|e| format!("left side: {e}"))?;
                let rhs = pattern(r.trim()).map_err(|e| format!("right side: {e}"))?;
                let bound = vars_of(&lhs);
                if let Some(v) = vars_of(&rhs).into_iter().find(|v| !bound.contains(v)) {
                    return Err(format!("right side uses `{v}`, which the left side does not bind"));
                }
                let conds = lits.into_iter().map(|(v, value)| Cond::LitEq(v, value)).collect();
                Ok(Rule {
                    name,
                    lhs,
                    rhs,
                    conds,
                    dtypes: Vec::new(),
                    origin: origin.clone(),
                })
            };
            let mut out = vec![mk(name.to_string(), l, r)?];
            if both {
                out.push(mk(format!("{name}-rev"), r, l)?);
            }
            Ok(out)
        })();
        match parsed {
            Ok(rs) => {
                current_pair = rs.len() == 2;
                for r in &rs {
                    if rules.iter().any(|o| o.name == r.name) {
                        errors.push(format!("{origin}: duplicate rule name `{}`", r.name));
                    }
                }
                rules.extend(rs);
                current_ok = true;
            }
            Err(e) => errors.push(format!("{origin}: {e}")),
        }
    }
    for r in &rules {
        if r.dtypes.is_empty() {
            errors.push(format!(
                "{}: rule `{}` claims no dtypes; add `  dtypes ...`",
                r.origin, r.name
            ));
        }
    }
    if errors.is_empty() {
        Ok(rules)
    } else {
        Err(errors)
    }
}
