//! A rewrite rule as data: its patterns, the dtypes it claims and its guards, plus the typing of
//! pattern positions shared by the e-graph applier and the validator.
//!
//! Invariants: the left pattern holds no literals (each became a fresh `?__litN` variable with
//! a `LitEq` guard); the right pattern's literals are untyped and get the dtype of their
//! position when the rule is applied or validated.

use crate::egraph::{Lit, LitValue, TirLang};
use crate::ir::DataType;
use egg::{ENodeOrVar, Language, PatternAst, Var};

/// A named guard reading the e-class analysis (or, when validating, concrete values).
#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    /// The value is > 0.
    Positive(Var),
    /// The value is >= 0.
    NonNeg(Var),
    /// The value is < 0.
    Negative(Var),
    /// The value is not 0.
    NonZero(Var),
    /// The value is a known constant.
    IsConst(Var),
    /// Both are constants, the first is nonzero and divides the second.
    Divides(Var, Var),
    /// Every value of the first is below every value of the second (their intervals).
    Below(Var, Var),
    /// Every value of the first is at most every value of the second (their intervals).
    AtMost(Var, Var),
    /// The term (over pattern variables) cannot overflow its dtype: its interval fits, or it is
    /// already a term of the e-graph (the program computes it anyway).
    NoOverflow(PatternAst<TirLang>),
    /// The value equals this literal (generated for literals in left patterns).
    LitEq(Var, LitValue),
}

/// One rule from a rule file.
#[derive(Clone, Debug)]
pub struct Rule {
    /// Kebab-case name, unique across the loaded files.
    pub name: String,
    /// Left pattern (no literals).
    pub lhs: PatternAst<TirLang>,
    /// Right pattern (untyped literals).
    pub rhs: PatternAst<TirLang>,
    /// Guards, all of which must hold.
    pub conds: Vec<Cond>,
    /// The dtypes the rule claims: the dtype of its value variables (see [`Rule::subject_var`]).
    pub dtypes: Vec<DataType>,
    /// Where it was written: `file:line`.
    pub origin: String,
}

/// The type of a pattern position: a boolean slot, or the rule's subject dtype.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A condition: operand of `and`/`or`/`not`, first operand of `select`, a comparison result.
    Bool,
    /// A value of the rule's subject dtype.
    Subject,
    /// The target dtype of a cast, or a `cast` result (unknown statically).
    Other,
}

/// Slot of every node of `pat` (index-aligned), given the slot of its root.
pub fn slots(pat: &PatternAst<TirLang>, root: Slot) -> Vec<Slot> {
    let nodes = pat.as_ref();
    let mut out = vec![Slot::Other; nodes.len()];
    if nodes.is_empty() {
        return out;
    }
    out[nodes.len() - 1] = root;
    // Parents come after children in a RecExpr, so walking backwards sees parents first.
    for i in (0..nodes.len()).rev() {
        let ENodeOrVar::ENode(n) = &nodes[i] else { continue };
        let me = out[i];
        let kids = n.children();
        let child_slot = |k: usize| -> Slot {
            match n {
                TirLang::And(_) | TirLang::Or(_) | TirLang::Not(_) => Slot::Bool,
                TirLang::Select(_) if k == 0 => Slot::Bool,
                TirLang::Select(_) => me,
                TirLang::Cast(_) => Slot::Other,
                _ if n.binop().is_some_and(|(op, _)| op.is_comparison()) => Slot::Subject,
                _ => me,
            }
        };
        for (k, c) in kids.iter().enumerate() {
            out[usize::from(*c)] = child_slot(k);
        }
    }
    out
}

/// The slot of a pattern's root from its operator alone.
pub fn root_slot(pat: &PatternAst<TirLang>) -> Slot {
    match pat.as_ref().last() {
        Some(ENodeOrVar::ENode(n)) => match n {
            TirLang::And(_) | TirLang::Or(_) | TirLang::Not(_) => Slot::Bool,
            _ if n.binop().is_some_and(|(op, _)| op.is_comparison()) => Slot::Bool,
            TirLang::Cast(_) => Slot::Other,
            _ => Slot::Subject,
        },
        _ => Slot::Subject,
    }
}

impl Rule {
    /// The first left-pattern variable in a value (non-bool) position: its dtype is the rule's
    /// subject dtype, the one `dtypes` speaks about.
    pub fn subject_var(&self) -> Option<Var> {
        let slots = slots(&self.lhs, root_slot(&self.lhs));
        self.lhs.as_ref().iter().zip(slots).find_map(|(n, s)| match (n, s) {
            (ENodeOrVar::Var(v), Slot::Subject) => Some(*v),
            _ => None,
        })
    }

    /// Variables of the left pattern with their slots, in order of first appearance.
    pub fn vars(&self) -> Vec<(Var, Slot)> {
        let slots = slots(&self.lhs, root_slot(&self.lhs));
        let mut out: Vec<(Var, Slot)> = Vec::new();
        for (n, s) in self.lhs.as_ref().iter().zip(slots) {
            if let ENodeOrVar::Var(v) = n {
                if !out.iter().any(|(w, _)| w == v) {
                    out.push((*v, s));
                }
            }
        }
        out
    }
}

/// Gives every untyped literal of `pat` a dtype: bool slots get `bool`, others `subject`.
pub fn type_literals(pat: &PatternAst<TirLang>, root: Slot, subject: DataType) -> PatternAst<TirLang> {
    let slots = slots(pat, root);
    let nodes: Vec<ENodeOrVar<TirLang>> = pat
        .as_ref()
        .iter()
        .zip(slots)
        .map(|(n, s)| match n {
            ENodeOrVar::ENode(TirLang::Const(Lit { value, dtype: None })) => {
                let dt = if s == Slot::Bool { DataType::BOOL } else { subject };
                let value = match (value, dt.is_float()) {
                    (LitValue::Int(i), true) => LitValue::Float((*i as f64).to_bits()),
                    (v, _) => *v,
                };
                ENodeOrVar::ENode(TirLang::Const(Lit { value, dtype: Some(dt) }))
            }
            other => other.clone(),
        })
        .collect();
    nodes.into()
}
