//! Which expressions the e-graph step could change: those with a subterm some rule's left
//! pattern matches (modulo the commutativity rules), a closed subterm constant folding
//! evaluates, a let-bound variable or a let's value, or a chain canonical order left
//! unsorted. Only occurrences holding such a candidate are lowered into the e-graphs.
//!
//! Why: on a large unrolled kernel most occurrences are index sums no rule touches, and
//! saturating them costs most of semantic CSE while proving nothing canonical order did not.
//!
//! Invariant (the filter only skips work that proves nothing): matching is conservative, a
//! guard other than a literal's value or `const` is taken to hold, `const` holds of any closed
//! expression (constant folding makes its class constant), a cast's type operand matches any
//! dtype and a repeated pattern variable needs the same expression (canonical order made
//! equal-modulo-AC operands one expression). Leaving an occurrence out of the e-graph loses at
//! most an equality no rule could start from it; it never makes a replacement wrong, since
//! every replacement is still one the e-graph proved.

use super::collect::Collected;
use crate::egraph::{LitValue, TirLang};
use crate::ir::{BinOp, Expr, ExprId, PrimFunc, VarId};
use crate::ruleset::{Cond, Rule};
use egg::{ENodeOrVar, Id, PatternAst, Var};
use hashbrown::{HashMap, HashSet};

/// The left patterns of a rule set, for matching against IR expressions.
#[derive(Clone, Debug, Default)]
pub struct RuleShapes {
    /// Every rule but the commutativity ones, with the literal values its left pattern needs,
    /// by the operator at the root of its left pattern.
    shapes: HashMap<RootKey, Vec<Shape>>,
    /// Operators with a commutativity rule: matched in both operand orders.
    commutative: Vec<BinOp>,
    /// Whether shapes were given (without, every expression is a candidate).
    known: bool,
}

/// The operator at the root of a pattern or an IR node (`Other`: anything else).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum RootKey {
    Binary(BinOp),
    Not,
    Select,
    Cast,
    Other,
}

impl RootKey {
    fn of_pattern(p: &PatternAst<TirLang>) -> RootKey {
        match p.as_ref().last() {
            Some(ENodeOrVar::ENode(TirLang::Not(_))) => RootKey::Not,
            Some(ENodeOrVar::ENode(TirLang::Select(_))) => RootKey::Select,
            Some(ENodeOrVar::ENode(TirLang::Cast(_))) => RootKey::Cast,
            Some(ENodeOrVar::ENode(n)) => n.binop().map_or(RootKey::Other, |(op, _)| RootKey::Binary(op)),
            _ => RootKey::Other,
        }
    }

    fn of_expr(e: &Expr) -> RootKey {
        match e {
            Expr::Binary(op, ..) => RootKey::Binary(*op),
            Expr::Not(_) => RootKey::Not,
            Expr::Select(..) => RootKey::Select,
            Expr::Cast(_) => RootKey::Cast,
            _ => RootKey::Other,
        }
    }
}

#[derive(Clone, Debug)]
struct Shape {
    lhs: PatternAst<TirLang>,
    literals: Vec<(Var, LitValue)>,
    /// Pattern variables a `const` guard needs to be constant (a closed expression).
    consts: Vec<Var>,
}

impl RuleShapes {
    /// The shapes of `rules` (the rules the e-graph runs).
    pub fn new(rules: &[&Rule]) -> RuleShapes {
        let commutative: Vec<BinOp> = rules.iter().filter_map(|r| commutes(r)).collect();
        let mut shapes: HashMap<RootKey, Vec<Shape>> = HashMap::new();
        for r in rules.iter().filter(|r| commutes(r).is_none()) {
            shapes.entry(RootKey::of_pattern(&r.lhs)).or_default().push(Shape {
                lhs: r.lhs.clone(),
                literals: r
                    .conds
                    .iter()
                    .filter_map(|c| match c {
                        Cond::LitEq(v, value) => Some((*v, *value)),
                        _ => None,
                    })
                    .collect(),
                consts: r
                    .conds
                    .iter()
                    .filter_map(|c| match c {
                        Cond::IsConst(v) => Some(*v),
                        _ => None,
                    })
                    .collect(),
            });
        }
        RuleShapes {
            shapes,
            commutative,
            known: true,
        }
    }
}

/// The operator a rule `(op ?a ?b) => (op ?b ?a)` states commutative.
fn commutes(rule: &Rule) -> Option<BinOp> {
    let (lhs, rhs) = (rule.lhs.as_ref(), rule.rhs.as_ref());
    let (ENodeOrVar::ENode(l), ENodeOrVar::ENode(r)) = (lhs.last()?, rhs.last()?) else {
        return None;
    };
    let ((lop, [l0, l1]), (rop, [r0, r1])) = (l.binop()?, r.binop()?);
    let var = |pat: &[ENodeOrVar<TirLang>], id: Id| match pat[usize::from(id)] {
        ENodeOrVar::Var(v) => Some(v),
        ENodeOrVar::ENode(_) => None,
    };
    let (a, b) = (var(lhs, l0)?, var(lhs, l1)?);
    (lhs.len() == 3 && rhs.len() == 3 && lop == rop && a != b && var(rhs, r0)? == b && var(rhs, r1)? == a)
        .then_some(lop)
}

/// What the e-graph step lowers, per expression of `f` (indexed by id).
pub(super) struct Lowerable {
    /// Is or holds a candidate: only occurrences holding one are lowered.
    pub(super) candidate: Vec<bool>,
    /// Holds a chain canonical order left unsorted (joined to its canonical operand order).
    pub(super) unsorted_inside: Vec<bool>,
}

/// Which expressions of `f` are or hold candidates, and which hold unsorted chains.
pub(super) fn candidates(f: &PrimFunc, shapes: &RuleShapes, col: &Collected, unsorted: &HashSet<ExprId>) -> Lowerable {
    let n = f.exprs.len();
    let let_vars: HashSet<VarId> = col.lets.iter().map(|l| l.var).collect();
    let mut unsorted_inside = vec![false; n];
    for e in unsorted {
        unsorted_inside[e.index()] = true;
    }
    for i in 0..n {
        let mut inside = unsorted_inside[i];
        crate::ir::visit::expr_children(f.expr(ExprId(i as u32)), |c| inside |= unsorted_inside[c.index()]);
        unsorted_inside[i] = inside;
    }
    if !shapes.known {
        return Lowerable {
            candidate: vec![true; n],
            unsorted_inside,
        };
    }
    let mut marked = vec![false; n];
    for l in &col.lets {
        marked[l.value.index()] = true;
    }
    // Only what the occurrences and lets reach is matched (the arena also holds the forms
    // canonical order replaced); parents come after their children.
    let mut reached = vec![false; n];
    for e in col
        .occurrences
        .iter()
        .map(|o| o.expr)
        .chain(col.lets.iter().map(|l| l.value))
    {
        reached[e.index()] = true;
    }
    for i in (0..n).rev() {
        if reached[i] {
            crate::ir::visit::expr_children(f.expr(ExprId(i as u32)), |c| reached[c.index()] = true);
        }
    }
    let anywhere = shapes.shapes.get(&RootKey::Other).map_or(&[][..], Vec::as_slice);
    // Children have smaller ids than their parents (the arena interns children first).
    let mut candidate = vec![false; n];
    let mut closed = vec![false; n];
    for i in (0..n).filter(|&i| reached[i]) {
        let e = ExprId(i as u32);
        let node = f.expr(e);
        let (mut inside, mut shut) = (false, !matches!(node, Expr::Var(_)));
        crate::ir::visit::expr_children(node, |c| {
            inside |= candidate[c.index()];
            shut &= closed[c.index()];
        });
        closed[i] = shut;
        let rooted = match RootKey::of_expr(node) {
            RootKey::Other => &[][..],
            key => shapes.shapes.get(&key).map_or(&[][..], Vec::as_slice),
        };
        candidate[i] = inside
            || marked[i]
            || unsorted_inside[i]
            || (shut && !matches!(node, Expr::Int(_) | Expr::Float(_)))
            || matches!(node, Expr::Var(v) if let_vars.contains(v))
            || rooted.iter().chain(anywhere).any(|s| {
                Matcher {
                    f,
                    shapes,
                    shape: s,
                    closed: &closed,
                }
                .matches_root(e)
            });
    }
    Lowerable {
        candidate,
        unsorted_inside,
    }
}

/// Pattern variables bound so far, with the expressions they stand for.
type Bindings = Vec<(Var, ExprId)>;

/// One rule's left pattern matched against IR, with backtracking over operand orders.
struct Matcher<'a> {
    f: &'a PrimFunc,
    shapes: &'a RuleShapes,
    shape: &'a Shape,
    /// Per expression (those below the one matched are known): no variable in it.
    closed: &'a [bool],
}

impl Matcher<'_> {
    fn matches_root(&self, e: ExprId) -> bool {
        let root = Id::from(self.shape.lhs.as_ref().len() - 1);
        let mut bound = Vec::new();
        self.at(root, e, &mut bound, &mut |_| true)
    }

    /// Matches pattern node `p` at `e`, extending `bound`; `then` continues the match with the
    /// bindings made (so a later failure can try the other operand order here).
    fn at(&self, p: Id, e: ExprId, bound: &mut Bindings, then: &mut dyn FnMut(&mut Bindings) -> bool) -> bool {
        let f = self.f;
        match &self.shape.lhs[p] {
            ENodeOrVar::Var(v) => {
                if let Some(&(_, b)) = bound.iter().find(|(w, _)| w == v) {
                    return b == e && then(bound);
                }
                if let Some(&(_, want)) = self.shape.literals.iter().find(|(w, _)| w == v) {
                    if !literal_is(f.expr(e), want) {
                        return false;
                    }
                }
                if self.shape.consts.contains(v) && !self.closed[e.index()] {
                    return false;
                }
                bound.push((*v, e));
                let ok = then(bound);
                bound.pop();
                ok
            }
            ENodeOrVar::ENode(pat) => match (pat, f.expr(e)) {
                (TirLang::Not([a]), Expr::Not(x)) => self.at(*a, *x, bound, then),
                (TirLang::Cast([_, a]), Expr::Cast(x)) => self.at(*a, *x, bound, then),
                (TirLang::Select([c, a, b]), Expr::Select(x, y, z)) => {
                    let (a, b, y, z) = (*a, *b, *y, *z);
                    self.at(*c, *x, bound, &mut |bd| {
                        self.at(a, y, bd, &mut |bd| self.at(b, z, bd, then))
                    })
                }
                (pat, Expr::Binary(op, x, y)) => {
                    let Some((pop, [a, b])) = pat.binop() else { return false };
                    if pop != *op {
                        return false;
                    }
                    let (x, y) = (*x, *y);
                    self.at(a, x, bound, &mut |bd| self.at(b, y, bd, then))
                        || (self.shapes.commutative.contains(op)
                            && self.at(a, y, bound, &mut |bd| self.at(b, x, bd, then)))
                }
                // Anything else (a variable or constant inside a left pattern) is taken to match.
                (TirLang::Var(_) | TirLang::Const(_) | TirLang::Type(_), _) => then(bound),
                _ => false,
            },
        }
    }
}

/// Whether `node` is a literal of value `want` (integer literals compare with float ones by
/// value, as the rule applier types them; a float bit for bit, so `0` is not `-0.0`).
fn literal_is(node: &Expr, want: LitValue) -> bool {
    let bits = match *node {
        Expr::Int(v) => (v as f64).to_bits(),
        Expr::Float(bits) => bits,
        _ => return false,
    };
    match want {
        LitValue::Int(i) => bits == (i as f64).to_bits(),
        LitValue::Float(want) => bits == want,
    }
}
