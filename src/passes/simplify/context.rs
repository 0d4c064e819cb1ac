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

use crate::ir::semantics::wraps;
use crate::ir::{BinOp, BufferId, DataType, Expr, ExprId, PrimFunc, Stmt, VarId};
use rpds::{List, Vector};
use std::rc::Rc;

/// An expression of the context with its free variables, found once: every question filters
/// the context by them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    /// The expression.
    pub expr: ExprId,
    /// Its free variables.
    pub vars: Rc<[VarId]>,
}

impl Entry {
    /// `expr` with its free variables.
    pub fn new(f: &PrimFunc, expr: ExprId) -> Entry {
        let mut vars = Vec::new();
        crate::analysis::free_vars(f, expr, &mut vars);
        Entry {
            expr,
            vars: vars.into(),
        }
    }

    /// Whether the expression reads a variable of `vars`.
    pub fn mentions(&self, vars: &hashbrown::HashSet<VarId>) -> bool {
        self.vars.iter().any(|v| vars.contains(v))
    }
}

/// Facts known at one point. The lists are persistent, nearest entry first: a nested scope
/// shares its enclosing scope's entries, so entering one costs no copy (an `elif` chain of
/// `n` branches nests `n` contexts).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Context {
    /// Boolean expressions known true (single conjuncts, `likely` stripped).
    pub facts: List<Entry>,
    /// Let-bound variables and their values.
    pub binds: List<(VarId, Entry)>,
    /// Let-bound integer variables whose value is a constant, with it as a literal: a use
    /// becomes the literal (TVM's simplifier inlines such a `let`).
    pub constants: List<(VarId, ExprId)>,
    /// Expressions evaluated on every path to this point (extents, bound values): they do not
    /// overflow here, which lets a rule's `no-overflow` guard accept them.
    pub known: List<Entry>,
    /// Inclusive range of each variable (by index), when known.
    pub ranges: Vector<Option<(i128, i128)>>,
    /// Loads known to give a value: `(B[i], v)`, valid until a write to `B`.
    pub values: Vec<(ExprId, ExprId)>,
    /// Padding facts stated over a loop nest, valid until a write to their buffer.
    pub nest_facts: Vec<NestFact>,
}

/// `for v1, v2, ... : T.assume(guard or B[v1, v2, ...] == value)` (the RFC's padding fact):
/// for every value of the variables in their ranges, `guard` holds or the element holds
/// `value`. A load `B[e1, e2, ...]` with every `e` in its variable's range and `guard`
/// false at `v = e` gives `value`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NestFact {
    /// The loop variables with their inclusive ranges.
    pub vars: Vec<(VarId, i128, i128)>,
    /// The guard, over the variables.
    pub guard: ExprId,
    /// The buffer (its storage root).
    pub buffer: BufferId,
    /// The variable of each index of the load.
    pub index: Vec<VarId>,
    /// The constant value.
    pub value: ExprId,
}

/// How many of the nearest facts a new fact is compared with before it is added: a repeated
/// fact further back is only a duplicate, and comparing with all of them would make a chain of
/// `n` conditions quadratic.
const DEDUP_WINDOW: usize = 64;

impl Context {
    /// The context at the top of `func`: shape symbols non-negative, parameters in their
    /// dtype's range, loop and thread variables in their constant ranges.
    pub fn new(func: &PrimFunc) -> Context {
        Context {
            facts: List::new(),
            binds: List::new(),
            constants: List::new(),
            known: List::new(),
            ranges: crate::analysis::var_facts(func).range.into_iter().collect(),
            values: Vec::new(),
            nest_facts: Vec::new(),
        }
    }

    /// Forgets the values of buffers in `written` (storage roots), and those of loads whose
    /// index reads one (`B[C[0] % 8]` once `C` or a mutable scalar in the index changes, the
    /// load names another element); `None`: of every buffer.
    pub fn forget_values(&mut self, f: &PrimFunc, written: Option<&[BufferId]>) {
        // A buffer over a pointer computed in the body may be any written storage.
        let hit = |b: BufferId, w: &[BufferId]| w.contains(&b) || (!w.is_empty() && !f.storage_known(b));
        let reads_written = |e: ExprId, w: &[BufferId]| {
            let mut read = Vec::new();
            crate::passes::padding::expr_buffers(f, e, &mut read);
            read.iter().any(|&b| hit(b, w))
        };
        match written {
            Some(w) => self.values.retain(|(load, _)| !reads_written(*load, w)),
            None => self.values.clear(),
        }
        match written {
            // A padding fact's guard reads no memory ([`nest_fact`]).
            Some(w) => self.nest_facts.retain(|n| !hit(n.buffer, w)),
            None => self.nest_facts.clear(),
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
    /// A negated conjunct is pushed inward first (`not (n < 0 or n >= 8)` gives `0 <= n` and
    /// `n < 8`: both operands of a false `or` were evaluated, and false).
    pub fn assume(&mut self, f: &mut PrimFunc, cond: ExprId) {
        for c in positive_conjuncts(f, cond) {
            if let Some((load, value)) = crate::passes::padding::value_fact(f, c).filter(|&(load, value)| {
                // `x == 0.0` holds for `x = -0.0` too, which `1.0 / x` tells apart: a float
                // load becomes only a nonzero literal it equals (then bit for bit).
                !f.dtype(load).is_float() || matches!(f.expr(value), Expr::Float(bits) if f64::from_bits(*bits) != 0.0)
            }) {
                self.values.push((load, value));
            }
            self.evaluated_all(f, c);
            self.refine(f, c);
            self.add_fact(f, c);
            self.add_through_lets(f, c);
        }
    }

    /// Records that `cond` is false: its negation holds.
    pub fn assume_not(&mut self, f: &mut PrimFunc, cond: ExprId) {
        self.evaluated(f, cond);
        let c = strip_likely(f, cond);
        let n = negate(f, c);
        self.refine(f, n);
        self.add_fact(f, n);
        self.add_through_lets(f, n);
    }

    /// Adds fact `c` once more with the `let`-bound variables it reads replaced by their
    /// values (`p < 14` after `p = 4 * io + ii` also gives `4 * io + ii < 14`): a question
    /// keeps only the facts over its own variables, and one written without `p` would not see
    /// it.
    fn add_through_lets(&mut self, f: &mut PrimFunc, c: ExprId) {
        let mut map = hashbrown::HashMap::new();
        for v in Entry::new(f, c).vars.iter() {
            if let Some((_, value)) = self.binds.iter().find(|(b, _)| b == v) {
                map.insert(*v, value.expr);
            }
        }
        if map.is_empty() {
            return;
        }
        let inlined = crate::ir::subst::substitute(f, c, &map);
        if inlined != c {
            self.refine(f, inlined);
            self.add_fact(f, inlined);
        }
    }

    /// Records that `e` was evaluated on every path here: it fits its dtype and its
    /// unconditionally evaluated divisors are nonzero.
    pub fn evaluated(&mut self, f: &PrimFunc, e: ExprId) {
        self.divisors(f, e, false);
        self.known.push_front_mut(Entry::new(f, e));
    }

    /// Like [`Context::evaluated`] but only the divisors are kept: for the many store indices
    /// and values, whose terms would only grow every later e-graph.
    pub fn executed(&mut self, f: &PrimFunc, e: ExprId) {
        self.divisors(f, e, false);
    }

    fn evaluated_all(&mut self, f: &PrimFunc, e: ExprId) {
        self.divisors(f, e, true);
        self.known.push_front_mut(Entry::new(f, e));
    }

    /// Records `value` as the value of the let-bound `var` (evaluated here).
    pub fn bind(&mut self, f: &mut PrimFunc, var: VarId, value: ExprId) {
        self.evaluated(f, value);
        self.binds.push_front_mut((var, Entry::new(f, value)));
        let dtype = f.dtype(value);
        if (dtype.is_int() || dtype.is_bool()) && dtype.is_scalar() {
            let env = crate::passes::padding::Env::new();
            if let Some(v) = crate::passes::padding::domain_eval_int(f, value, &env) {
                let literal = f.int(v, dtype);
                self.constants.push_front_mut((var, literal));
            }
        }
    }

    /// The literal the let-bound `var` holds, when its value is a constant.
    /// The range known for `var`; none for a variable made after the function's context (a
    /// placeholder of [`super::opaque_loads`]).
    pub fn range(&self, var: VarId) -> Option<(i128, i128)> {
        self.ranges.get(var.index()).copied().flatten()
    }

    pub fn constant(&self, var: VarId) -> Option<ExprId> {
        self.constants.iter().find(|(v, _)| *v == var).map(|(_, c)| *c)
    }

    fn add_fact(&mut self, f: &PrimFunc, c: ExprId) {
        if !self.facts.iter().take(DEDUP_WINDOW).any(|e| e.expr == c) {
            self.facts.push_front_mut(Entry::new(f, c));
        }
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
        if factors.iter().all(|v| self.range(*v).is_some_and(|r| r.0 >= 0)) {
            for v in factors {
                if let Some((lo, hi)) = self.range(v) {
                    self.ranges.set_mut(v.index(), Some((lo.max(1), hi)));
                }
            }
        }
    }

    /// Narrows a variable's range from a fact `v <op> e` or `e <op> v`, `e` a constant or an
    /// expression whose range the known ranges give (`i < n` with `n` in `1..=15` puts `i`
    /// below 15); also `c * v <op> e` for a positive constant `c` and a signed `v` of 32 bits or
    /// more (`n * 2 < 16` puts `n` below 8: the fact was evaluated without error, and signed
    /// overflow is one there; an int8 or int16 product wraps, `100 * 2` is `-56`).
    fn refine(&mut self, f: &PrimFunc, fact: ExprId) {
        let Expr::Binary(op, a, b) = *f.expr(fact) else { return };
        let (op, (v, c), e) = match (scaled_var(f, a), scaled_var(f, b)) {
            (Some(vc), _) => (op, vc, b),
            (_, Some(vc)) => match flip(op) {
                Some(o) => (o, vc, a),
                None => return,
            },
            _ => return,
        };
        let dt = f.var(v).dtype;
        if !(dt.is_int() || dt.is_bool()) {
            return;
        }
        let Some((lo, hi)) = self.range_of(f, e, 8) else {
            return;
        };
        let floor = |x: i128| x.div_euclid(c);
        let ceil = |x: i128| -(-x).div_euclid(c);
        let mut r = self.range(v).unwrap_or(dt.int_range());
        match op {
            BinOp::Lt => r.1 = r.1.min(floor(hi - 1)),
            BinOp::Le => r.1 = r.1.min(floor(hi)),
            BinOp::Gt => r.0 = r.0.max(ceil(lo + 1)),
            BinOp::Ge => r.0 = r.0.max(ceil(lo)),
            BinOp::Eq => r = (r.0.max(ceil(lo)), r.1.min(floor(hi))),
            BinOp::Ne if c == 1 && lo == hi && r.0 == lo => r.0 += 1,
            BinOp::Ne if c == 1 && lo == hi && r.1 == lo => r.1 -= 1,
            _ => {}
        }
        self.ranges.set_mut(v.index(), Some(r));
    }

    /// The inclusive range of integer expression `e` the known variable ranges give (`depth`
    /// levels of operators at most).
    fn range_of(&self, f: &PrimFunc, e: ExprId, depth: u32) -> Option<(i128, i128)> {
        let var = |w: VarId| self.ranges.get(w.index()).copied().flatten();
        crate::analysis::interval_under(f, &var, e, depth)
    }
}

/// `v` as `(v, 1)`, and `c * v` or `v * c` as `(v, c)` for a constant `c > 0` and a signed
/// integer `v` whose products do not wrap.
fn scaled_var(f: &PrimFunc, e: ExprId) -> Option<(VarId, i128)> {
    let dt = f.dtype(e);
    match *f.expr(e) {
        Expr::Var(v) => Some((v, 1)),
        Expr::Binary(BinOp::Mul, x, y) if dt.code == crate::ir::TypeCode::Int && !wraps(dt) => {
            match (f.expr(x), f.expr(y)) {
                (Expr::Var(v), Expr::Int(c)) | (Expr::Int(c), Expr::Var(v)) if *c > 0 => Some((*v, *c)),
                _ => None,
            }
        }
        _ => None,
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

/// The padding fact of a perfect loop nest `s` (constant ranges, no steps) whose body is one
/// `T.assume(guard or B[v...] == c)`, the index being the nest's variables, `c` a constant. A
/// loop with a step visits only part of its range, and the fact holds only there: such a nest
/// states none.
pub fn nest_fact(f: &PrimFunc, s: &Stmt) -> Option<NestFact> {
    let mut vars = Vec::new();
    let mut at = s;
    while let Stmt::For {
        var,
        min,
        extent,
        step: None,
        body,
        ..
    } = at
    {
        let (Expr::Int(m), Expr::Int(n)) = (f.expr(*min), f.expr(*extent)) else {
            return None;
        };
        if *n <= 0 {
            return None;
        }
        vars.push((*var, *m, m + n - 1));
        at = f.stmt(*body);
    }
    let Stmt::Evaluate(e) = at else { return None };
    let Expr::Call(name, args) = f.expr(*e) else {
        return None;
    };
    if name != "assume" || args.len() != 1 || vars.is_empty() {
        return None;
    }
    let Expr::Binary(BinOp::Or, left, right) = *f.expr(args[0]) else {
        return None;
    };
    // Either disjunct may be the equality: `A[i] == 0 or 4 * io + ii < 14` states the same.
    let load_eq = |e: ExprId| match *f.expr(e) {
        Expr::Binary(BinOp::Eq, a, b) => match (f.expr(a), f.expr(b)) {
            (Expr::Load(..), Expr::Int(_) | Expr::Float(_)) => Some((a, b)),
            (Expr::Int(_) | Expr::Float(_), Expr::Load(..)) => Some((b, a)),
            _ => None,
        },
        _ => None,
    };
    let (guard, (load, value)) = match load_eq(right) {
        Some(eq) => (left, eq),
        None => (right, load_eq(left)?),
    };
    let Expr::Load(buffer, idx) = f.expr(load) else {
        return None;
    };
    let index: Vec<VarId> = idx
        .iter()
        .map(|&i| match f.expr(i) {
            Expr::Var(v) if vars.iter().any(|(x, ..)| x == v) => Some(*v),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let mut guard_vars = Vec::new();
    crate::analysis::free_vars(f, guard, &mut guard_vars);
    let pure = !crate::analysis::reads_memory(f, guard) && !crate::analysis::calls_impure(f, guard);
    let buffer = f.element_root(*buffer)?;
    (pure && guard_vars.iter().all(|v| vars.iter().any(|(x, ..)| x == v))).then_some(NestFact {
        vars,
        guard,
        buffer,
        index,
        value,
    })
}

/// The conjuncts of `e` with each negated one pushed inward by De Morgan's laws (as far as
/// [`negate_all`] goes) and flattened again.
fn positive_conjuncts(f: &mut PrimFunc, e: ExprId) -> Vec<ExprId> {
    let mut out = Vec::new();
    for c in conjuncts(f, e) {
        let pushed = match f.expr(c) {
            Expr::Not(inner) => negate_all(f, *inner),
            _ => c,
        };
        if pushed == c || matches!(f.expr(pushed), Expr::Not(_)) {
            out.push(c);
        } else {
            out.extend(positive_conjuncts(f, pushed));
        }
    }
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
