//! What is known at one point of the statement tree: the facts the simplifier carries down.
//!
//! Sources, each sound for every execution on which the original program has no error:
//! - loop and thread ranges: inside `for v in range(m, m + e)` the body runs with
//!   `m <= v < m + e` (recorded as a range when constant, as the fact `v < e` when `m` is 0);
//! - shape symbols are non-negative (a buffer dimension is a size);
//! - the condition of an enclosing `if` (then-branch) or its negation (else-branch), with
//!   `T.likely` stripped, since `likely(c)` is `c`; conjuncts of `and` separately;
//! - `T.assume(c)` and `assert c` hold for the statements after them in their sequence;
//! - `v: T.let = e` makes `v == e` for the rest of its sequence;
//! - the program's own execution: a divisor that is evaluated on every path to a point is
//!   nonzero there (the original would have failed otherwise), so a shape symbol divisor is
//!   positive. Only unconditionally evaluated positions count: not the branches of
//!   `T.if_then_else`, not the right operand of `and`/`or` (C and CUDA short-circuit them).
//!
//! - buffer values: `T.assume(B[i] == v)` (or an enclosing `if B[i] == v`) makes the load
//!   `B[i]` equal to `v` until a write to `B`: every statement that may write `B` forgets it,
//!   and a loop forgets what its body writes as it is entered (a later iteration sees them).
//!
//! Invariant: every fact holds at the point where the context is used, with the variable
//! values of that point; facts are pure (loads and calls are never facts, their values change;
//! a buffer value is a separate entry, forgotten at every write to its buffer).

use crate::ir::{BinOp, BufferId, DataType, Expr, ExprId, PrimFunc, VarId};

/// Facts known at one point.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Context {
    /// Boolean expressions known true (single conjuncts, `likely` stripped).
    pub facts: Vec<ExprId>,
    /// Let-bound variables and their values.
    pub binds: Vec<(VarId, ExprId)>,
    /// Expressions evaluated on every path to this point (extents, bound values): they do not
    /// overflow here, which lets a rule's `no-overflow` guard accept them.
    pub known: Vec<ExprId>,
    /// Inclusive range of each variable, when known.
    pub ranges: Vec<Option<(i128, i128)>>,
    /// Loads known to give a value: `(B[i], v)`, valid until a write to `B`.
    pub values: Vec<(ExprId, ExprId)>,
}

impl Context {
    /// The context at the top of `func`: shape symbols non-negative, parameters in their
    /// dtype's range, loop and thread variables in their constant ranges.
    pub fn new(func: &PrimFunc) -> Context {
        Context {
            facts: Vec::new(),
            binds: Vec::new(),
            known: Vec::new(),
            ranges: crate::analysis::var_facts(func).range,
            values: Vec::new(),
        }
    }

    /// Forgets the values of buffers in `written` (storage roots); `None`: of every buffer.
    pub fn forget_values(&mut self, f: &PrimFunc, written: Option<&[BufferId]>) {
        match written {
            Some(w) => self.values.retain(|(load, _)| match f.expr(*load) {
                Expr::Load(b, _) => !w.contains(&f.storage_root(*b)),
                _ => false,
            }),
            None => self.values.clear(),
        }
    }

    /// `e` with every load of a known value replaced by that value.
    pub fn with_values(&self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        if self.values.is_empty() {
            return e;
        }
        if let Some((_, v)) = self.values.iter().find(|(load, _)| *load == e) {
            return *v;
        }
        let node = f.expr(e).clone();
        let dtype = f.dtype(e);
        let new = crate::ir::visit::map_expr_children(&node, |c| self.with_values(f, c));
        if new == node {
            e
        } else {
            f.exprs.intern(new, dtype)
        }
    }

    /// Records that `cond` holds (every conjunct is then evaluated, so its divisors are nonzero).
    pub fn assume(&mut self, f: &mut PrimFunc, cond: ExprId) {
        for c in conjuncts(f, cond) {
            if let Some((load, value)) = crate::passes::padding::value_fact(f, c) {
                self.values.push((load, value));
            }
            self.evaluated_all(f, c);
            self.refine(f, c);
            if !self.facts.contains(&c) {
                self.facts.push(c);
            }
        }
    }

    /// Records that `cond` is false: its negation holds.
    pub fn assume_not(&mut self, f: &mut PrimFunc, cond: ExprId) {
        self.evaluated(f, cond);
        let c = strip_likely(f, cond);
        let n = negate(f, c);
        self.refine(f, n);
        if !self.facts.contains(&n) {
            self.facts.push(n);
        }
    }

    /// Records that `e` was evaluated on every path here: it fits its dtype and its
    /// unconditionally evaluated divisors are nonzero.
    pub fn evaluated(&mut self, f: &PrimFunc, e: ExprId) {
        self.divisors(f, e, false);
        self.known.push(e);
    }

    /// Like [`Context::evaluated`] but only the divisors are kept: for the many store indices
    /// and values, whose terms would only grow every later e-graph.
    pub fn executed(&mut self, f: &PrimFunc, e: ExprId) {
        self.divisors(f, e, false);
    }

    fn evaluated_all(&mut self, f: &PrimFunc, e: ExprId) {
        self.divisors(f, e, true);
        self.known.push(e);
    }

    /// Marks the divisors of `e` nonzero; `through_logic`: also under `and`/`or` right operands.
    fn divisors(&mut self, f: &PrimFunc, e: ExprId, through_logic: bool) {
        match f.expr(e) {
            Expr::Binary(op, a, b) => {
                if matches!(op, BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod) {
                    self.nonzero(f, *b);
                }
                self.divisors(f, *a, through_logic);
                if through_logic || !op.is_logical() {
                    self.divisors(f, *b, through_logic);
                }
            }
            Expr::Call(name, args) if name == "if_then_else" => self.divisors(f, args[0], through_logic),
            // A let body reads its own variable: facts about it would leave its scope.
            Expr::Let(_, value, _) => self.divisors(f, *value, through_logic),
            other => crate::ir::visit::expr_children(other, |c| self.divisors(f, c, through_logic)),
        }
    }

    /// `e != 0` holds: a non-negative variable, or every factor of a product of non-negative
    /// variables, is at least 1.
    fn nonzero(&mut self, f: &PrimFunc, e: ExprId) {
        let mut factors = Vec::new();
        if !product_of_vars(f, e, &mut factors) {
            return;
        }
        if factors.iter().all(|v| self.ranges[v.index()].is_some_and(|r| r.0 >= 0)) {
            for v in factors {
                if let Some(r) = &mut self.ranges[v.index()] {
                    r.0 = r.0.max(1);
                }
            }
        }
    }

    /// Narrows a variable's range from a fact `v <op> c` or `c <op> v`.
    fn refine(&mut self, f: &PrimFunc, fact: ExprId) {
        let Expr::Binary(op, a, b) = f.expr(fact) else { return };
        let (op, v, c) = match (f.expr(*a), f.expr(*b)) {
            (Expr::Var(v), Expr::Int(c)) => (*op, *v, *c),
            (Expr::Int(c), Expr::Var(v)) => match flip(*op) {
                Some(o) => (o, *v, *c),
                None => return,
            },
            _ => return,
        };
        let dt = f.var(v).dtype;
        if !(dt.is_int() || dt.is_bool()) {
            return;
        }
        let r = self.ranges[v.index()].get_or_insert(dt.int_range());
        match op {
            BinOp::Lt => r.1 = r.1.min(c - 1),
            BinOp::Le => r.1 = r.1.min(c),
            BinOp::Gt => r.0 = r.0.max(c + 1),
            BinOp::Ge => r.0 = r.0.max(c),
            BinOp::Eq => *r = (r.0.max(c), r.1.min(c)),
            BinOp::Ne if r.0 == c => r.0 += 1,
            BinOp::Ne if r.1 == c => r.1 -= 1,
            _ => {}
        }
    }
}

/// `c <op> v` as `v <op'> c`.
fn flip(op: BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::Lt => BinOp::Gt,
        BinOp::Le => BinOp::Ge,
        BinOp::Gt => BinOp::Lt,
        BinOp::Ge => BinOp::Le,
        BinOp::Eq | BinOp::Ne => op,
        _ => return None,
    })
}

fn product_of_vars(f: &PrimFunc, e: ExprId, out: &mut Vec<VarId>) -> bool {
    match f.expr(e) {
        Expr::Var(v) => {
            out.push(*v);
            true
        }
        Expr::Binary(BinOp::Mul, a, b) => product_of_vars(f, *a, out) && product_of_vars(f, *b, out),
        _ => false,
    }
}

/// `T.likely(c)` is `c`.
pub fn strip_likely(f: &PrimFunc, e: ExprId) -> ExprId {
    match f.expr(e) {
        Expr::Call(name, args) if name == "likely" && args.len() == 1 => strip_likely(f, args[0]),
        _ => e,
    }
}

/// The conjuncts of `e` (flattening `and`), each with `likely` stripped.
pub fn conjuncts(f: &PrimFunc, e: ExprId) -> Vec<ExprId> {
    let mut out = Vec::new();
    fn go(f: &PrimFunc, e: ExprId, out: &mut Vec<ExprId>) {
        let e = strip_likely(f, e);
        match f.expr(e) {
            Expr::Binary(BinOp::And, a, b) => {
                go(f, *a, out);
                go(f, *b, out);
            }
            _ => out.push(e),
        }
    }
    go(f, e, &mut out);
    out
}

/// The negation of a condition: an integer comparison flips (`a < b` to `b <= a`), `not c`
/// becomes `c`, anything else gets a `not`. Float comparisons are never flipped (NaN).
pub fn negate(f: &mut PrimFunc, c: ExprId) -> ExprId {
    match f.expr(c).clone() {
        Expr::Not(a) => a,
        Expr::Binary(op, a, b) if op.is_comparison() && !f.dtype(a).is_float() => {
            let (op, x, y) = match op {
                BinOp::Lt => (BinOp::Le, b, a),
                BinOp::Le => (BinOp::Lt, b, a),
                BinOp::Gt => (BinOp::Le, a, b),
                BinOp::Ge => (BinOp::Lt, a, b),
                BinOp::Eq => (BinOp::Ne, a, b),
                _ => (BinOp::Eq, a, b),
            };
            f.exprs.intern(Expr::Binary(op, x, y), DataType::BOOL)
        }
        _ => f.exprs.intern(Expr::Not(c), DataType::BOOL),
    }
}

/// The negation of a condition made of `and`/`or` over comparisons, by De Morgan's laws (each
/// comparison flipped by [`negate`]).
pub fn negate_all(f: &mut PrimFunc, c: ExprId) -> ExprId {
    match f.expr(c).clone() {
        Expr::Binary(BinOp::And, a, b) => {
            let (a, b) = (negate_all(f, a), negate_all(f, b));
            f.exprs.intern(Expr::Binary(BinOp::Or, a, b), DataType::BOOL)
        }
        Expr::Binary(BinOp::Or, a, b) => {
            let (a, b) = (negate_all(f, a), negate_all(f, b));
            f.exprs.intern(Expr::Binary(BinOp::And, a, b), DataType::BOOL)
        }
        _ => negate(f, c),
    }
}
