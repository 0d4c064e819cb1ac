//! Abstract execution of a function over constant loop domains: every loop runs with its
//! concrete values, buffer elements hold abstract values (a known constant, an opaque value
//! with an identity, or undefined), and every load and store is recorded with its time. The
//! overcompute and branching transforms ask it what would happen in iterations the program
//! skips (a *phantom* run of a guarded statement), and which writes are dead (overwritten
//! before any read).
//!
//! Invariants:
//! - the run gives up ([`Abort`]) on anything it cannot follow exactly: a loop bound or index
//!   that is not a constant for the current loop values, a branch condition that is neither
//!   that nor a value of data (both branches then run as maybes, [`maybe`]), a `while`, a block,
//!   an unknown statement, more than [`BUDGET`] steps; an answer is never a guess;
//! - abstract values are sound: `Known(c)` is the value on every run (from constants, from
//!   `T.assume(guard or B[i] == c)` where the guard is false at that point, and exact
//!   arithmetic on known values); two loads give the same opaque value only when nothing was
//!   stored in between; `x + 0` is `x` for integers, and for floats only when `x` cannot be
//!   `-0.0` (a float sum is `-0.0` only when both operands are); for integers, `max(x, dtype
//!   min)`, `min(x, dtype max)` and `x * 1` are `x`;
//! - a let of a value the loop values do not fix holds that value's abstract value (two uses
//!   of `v = A[i]` are the same opaque value, whatever is stored after the binding);
//! - a phantom run aborts at anything that could fail where the program never ran it: a
//!   division by a value that may be 0, an integer operation or cast whose result may leave its
//!   dtype (integer bounds are carried through arithmetic, casts and `max`/`min`), an integer
//!   or impure call; arithmetic on an element assumed `== T.undef()` is undefined, never an
//!   overflow (the padding RFC);
//! - parameters start as opaque input values; an allocated buffer's element read before any
//!   store is uninitialised (a phantom run that reads one fails), and so is an element an
//!   earlier phantom run changed and no real store has overwritten since; an allocation
//!   statement starts its buffer uninitialised each time it runs.

mod maybe;

pub use maybe::pure_and_data_conjuncts;

use super::domain::{eval_bool, eval_int, Env};
use super::lowering::is_call;
use crate::ir::semantics::{binary, cast, Scalar};
use crate::ir::{BinOp, BufferId, DataType, Expr, ExprId, Param, PrimFunc, Stmt, StmtId};
use hashbrown::{HashMap, HashSet};

/// The most statements and expressions one run evaluates.
pub const BUDGET: u64 = 1 << 21;

/// The run could not follow the program exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Abort;

/// An abstract value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AVal {
    /// The same constant on every run.
    Known(Scalar),
    /// Some value, the same wherever the same token appears; `neg_zero`: it may be `-0.0`.
    Opaque {
        /// Identity.
        token: u64,
        /// Whether it may be the float `-0.0`.
        neg_zero: bool,
        /// Integer bounds known for it (`T.max` of a value and 0 is at least 0).
        bounds: Bounds,
    },
    /// `T.undef()`: any value.
    Undef,
}

impl AVal {
    fn same(self, other: AVal) -> bool {
        match (self, other) {
            (AVal::Known(a), AVal::Known(b)) => a.same(b),
            (AVal::Opaque { token: a, .. }, AVal::Opaque { token: b, .. }) => a == b,
            _ => false,
        }
    }
}

/// An element of a buffer (by storage root).
pub type Element = (BufferId, Vec<i128>);

/// One point of a watched nest: its loop values and the stores made there, with their times.
pub type PointWrites = (Vec<i128>, Vec<(Element, u64)>);

/// What a run is asked to watch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Watch {
    /// Nothing: a plain run.
    Nothing,
    /// This `if` (without `else`): where its condition is false, run its body as a phantom.
    Guard(StmtId),
    /// This `T.if_then_else`: where its condition is true, evaluate its else-value too and
    /// compare.
    Select(ExprId),
    /// This `T.if_then_else`: where its condition is false, evaluate its then-value too and
    /// compare.
    SelectThen(ExprId),
    /// This `if` (without `else`): run it as if its pure conjuncts were gone, its body a
    /// phantom where they fail.
    Conjuncts(StmtId),
    /// This store: compare what it stores with what the element holds, at every execution.
    Store(StmtId),
    /// This loop nest (the outermost loop): record the writes of each point of its perfect
    /// nest.
    Points(StmtId),
}

/// What a run found.
#[derive(Debug, Default)]
pub struct Findings {
    /// Every access in time order, per element: `(time, write)`.
    pub events: HashMap<Element, Vec<(u64, bool)>>,
    /// Writes a phantom run made that changed an element: element and time.
    pub phantom_writes: Vec<(Element, u64)>,
    /// A phantom run (or a compared select) could not be shown harmless where it ran.
    pub phantom_failed: bool,
    /// How often the watched guard or select was exercised.
    pub exercised: usize,
    /// The watched store wrote something other than what the element held, somewhere.
    pub store_changed: bool,
    /// Per point of the watched nest: its loop values and the writes made there.
    pub point_writes: Vec<PointWrites>,
    /// Loads a phantom run found out of bounds: the load, the coordinate, and whether it was
    /// below 0 (else past the extent).
    pub out_of_bounds: Vec<(ExprId, usize, bool)>,
    /// What the run executed, in the padding specification's measure.
    pub counts: Counts,
}

/// The padding specification's run-time measure: evaluations of arithmetic and comparison
/// operators (in indices, values, conditions, loop bounds and let values), of branch
/// conditions (`if`, `T.if_then_else`, `T.Select`) and loop iterations (every level). Code
/// that only states assumptions counts nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Operator evaluations.
    pub ops: u64,
    /// Branch condition evaluations.
    pub branches: u64,
    /// Loop iterations.
    pub iters: u64,
}

/// Runs `f` abstractly, watching `watch`.
pub fn run(f: &PrimFunc, watch: Watch) -> Result<Findings, Abort> {
    run_with(f, watch, &Env::new(), BUDGET, &mut 0)
}

/// Runs `f` once per case of its scalar parameters ([`super::scalar_cases`]), watching
/// `watch`: the findings of every case, or `Abort` when a case aborts or the parameters have
/// no finite cases.
pub fn run_cases(f: &PrimFunc, watch: Watch) -> Result<Vec<Findings>, Abort> {
    run_cases_counted(f, watch, &mut 0)
}

/// [`run_cases`], adding the steps taken (aborted runs included) to `steps`.
pub fn run_cases_counted(f: &PrimFunc, watch: Watch, steps: &mut u64) -> Result<Vec<Findings>, Abort> {
    let cases = super::scalar_cases::scalar_cases(f).ok_or(Abort)?;
    // The cases share one run's budget: many cases are for small programs only.
    let budget = BUDGET / cases.len() as u64;
    cases
        .iter()
        .map(|scalars| run_with(f, watch, scalars, budget, steps))
        .collect()
}

/// Runs `f` abstractly with the scalar parameters of `scalars` given, watching `watch`, in at
/// most `budget` steps, adding the steps taken to `steps`.
fn run_with(f: &PrimFunc, watch: Watch, scalars: &Env, budget: u64, steps: &mut u64) -> Result<Findings, Abort> {
    let params: HashSet<BufferId> = f
        .params
        .iter()
        .filter_map(|p| match p {
            Param::Buffer(b) => Some(f.storage_root(*b)),
            Param::Scalar(_) => None,
        })
        .collect();
    let mut r = Runner {
        f,
        watch,
        params,
        state: HashMap::new(),
        overlay: None,
        time: 0,
        budget,
        next_token: 1 << 40,
        found: Findings::default(),
        point: None,
        dirty: HashSet::new(),
        lets: HashMap::new(),
        undefined: HashSet::new(),
        frames: Vec::new(),
    };
    let result = r.stmt(f.body, &mut scalars.clone());
    *steps += budget - r.budget;
    result.map(|()| r.found)
}

/// Whether the next access to `element` after `time` is a write (or there is none and the
/// buffer is not a parameter, so nothing can observe it).
pub fn dead_after(f: &PrimFunc, found: &Findings, element: &Element, time: u64) -> bool {
    let next = found
        .events
        .get(element)
        .and_then(|ev| ev.iter().find(|(t, _)| *t > time).copied());
    match next {
        Some((_, write)) => write,
        None => !f
            .params
            .iter()
            .any(|p| matches!(p, Param::Buffer(b) if f.storage_root(*b) == element.0)),
    }
}

struct Runner<'f> {
    f: &'f PrimFunc,
    watch: Watch,
    params: HashSet<BufferId>,
    state: HashMap<Element, AVal>,
    /// Writes of the phantom run in progress (reads see them first).
    overlay: Option<HashMap<Element, AVal>>,
    time: u64,
    budget: u64,
    next_token: u64,
    found: Findings,
    /// The point of the watched nest being run, with its writes.
    point: Option<PointWrites>,
    /// Elements a phantom run changed and no real store has overwritten since: in the
    /// transformed program they hold the phantom value, so a later phantom run may not read
    /// them (its outcome was computed with the real value).
    dirty: HashSet<Element>,
    /// Let-bound variables whose value is no integer the loop values fix (`v = A[i] * 2`):
    /// their abstract value at the latest execution of their binding.
    lets: HashMap<crate::ir::VarId, AVal>,
    /// The open maybe frames (branches on data), innermost last.
    frames: Vec<maybe::Frame>,
    /// Tokens of opaque values that are undefined (an element assumed `== T.undef()`, and
    /// integer arithmetic on one): the padding RFC gives arithmetic on them undefined results,
    /// never an overflow.
    undefined: HashSet<u64>,
}

impl Runner<'_> {
    /// Counts the operators of an expression evaluated outside [`Runner::value`] (indices,
    /// bounds, conditions), outside phantom runs.
    fn count_ops(&mut self, e: ExprId) {
        if self.overlay.is_none() {
            self.found.counts.ops += crate::ir::visit::count_ops(self.f, e);
        }
    }

    /// Counts a loop's bounds and iterations (not for loops holding only assumptions).
    fn count_loop(&mut self, min: ExprId, extent: ExprId, n: i128, body: StmtId) {
        if self.overlay.is_none() && !only_assumptions(self.f, body) {
            self.count_ops(min);
            self.count_ops(extent);
            self.found.counts.iters += n.max(0) as u64;
        }
    }

    fn step(&mut self) -> Result<(), Abort> {
        self.budget = self.budget.checked_sub(1).ok_or(Abort)?;
        self.time += 1;
        Ok(())
    }

    fn fresh(&mut self, neg_zero: bool) -> AVal {
        self.fresh_within(neg_zero, Bounds::default())
    }

    /// A fresh opaque value that is undefined (see [`Runner::undefined`]).
    fn undefined_value(&mut self, is_float: bool) -> AVal {
        let v = self.fresh(is_float);
        if let AVal::Opaque { token, .. } = v {
            self.undefined.insert(token);
        }
        v
    }

    fn is_undefined(&self, v: AVal) -> bool {
        matches!(v, AVal::Opaque { token, .. } if self.undefined.contains(&token))
    }

    fn fresh_within(&mut self, neg_zero: bool, bounds: Bounds) -> AVal {
        self.next_token += 1;
        AVal::Opaque {
            token: self.next_token,
            neg_zero,
            bounds,
        }
    }

    fn stmt(&mut self, s: StmtId, env: &mut Env) -> Result<(), Abort> {
        crate::deep::grow(|| self.stmt_inner(s, env))
    }

    fn stmt_inner(&mut self, s: StmtId, env: &mut Env) -> Result<(), Abort> {
        self.step()?;
        let f = self.f;
        match f.stmt(s) {
            Stmt::Seq(items) => {
                for &i in items {
                    self.stmt(i, env)?;
                }
            }
            // An integer the loop values fix may index; any other value is abstract (its loads
            // are recorded as accesses like a store's).
            Stmt::Bind { var, value } => {
                // A watched select in the value is met only through `value` (a constant
                // evaluation would skip it).
                let select_watched = matches!(self.watch, Watch::Select(_) | Watch::SelectThen(_));
                match eval_int(f, *value, env).filter(|_| !select_watched) {
                    Some(v) => {
                        self.count_ops(*value);
                        env.insert(*var, v);
                    }
                    None => match self.value(*value, env)? {
                        AVal::Known(Scalar::I(v)) => {
                            env.insert(*var, v);
                        }
                        v => {
                            self.lets.insert(*var, v);
                        }
                    },
                }
            }
            Stmt::For {
                var, min, extent, body, ..
            } => {
                let lo = eval_int(f, *min, env).ok_or(Abort)?;
                let n = eval_int(f, *extent, env).ok_or(Abort)?;
                self.count_loop(*min, *extent, n, *body);
                let watched = self.watch == Watch::Points(s) && self.overlay.is_none();
                for v in lo..lo + n {
                    env.insert(*var, v);
                    if watched {
                        self.run_points(*body, env, vec![v])?;
                    } else {
                        self.stmt(*body, env)?;
                    }
                }
                env.remove(var);
            }
            Stmt::If { cond, then, other } => {
                if self.watch == Watch::Conjuncts(s) && other.is_none() && self.overlay.is_none() {
                    return self.without_pure_conjuncts(*cond, *then, env);
                }
                let Some(c) = eval_bool(f, *cond, env) else {
                    return self.data_branch(s, *cond, *then, *other, env);
                };
                if self.overlay.is_none() && !only_assumptions(f, s) {
                    self.found.counts.branches += 1;
                    self.count_ops(*cond);
                }
                if c {
                    self.stmt(*then, env)?;
                } else if let Some(o) = other {
                    self.stmt(*o, env)?;
                } else if self.watch == Watch::Guard(s) && self.overlay.is_none() {
                    self.phantom(*then, env)?;
                }
            }
            Stmt::Store { buffer, indices, value } => {
                let v = self.value(*value, env)?;
                let element = self.element(*buffer, indices, env)?;
                for &i in indices {
                    self.count_ops(i);
                }
                if self.watch == Watch::Store(s) && self.overlay.is_none() {
                    let held = self.peek(&element);
                    if !held.is_some_and(|h| h.same(v)) {
                        self.found.store_changed = true;
                    }
                }
                self.write(element, v);
            }
            // An assumption a phantom run meets would hold where the program never stated
            // it: the phantom fails.
            Stmt::Evaluate(e) if is_call(f, *e, "assume") && self.overlay.is_some() => return Err(Abort),
            Stmt::Evaluate(e) if is_call(f, *e, "assume") => self.assume(*e, env)?,
            Stmt::Evaluate(e) if matches!(f.expr(*e), Expr::Int(_)) => {}
            // A fresh allocation each time it runs (in a loop: each iteration's is new and
            // uninitialised).
            Stmt::Alloc { buffer, .. } => {
                if self.overlay.is_some() {
                    return Err(Abort);
                }
                let root = f.storage_root(*buffer);
                self.state.retain(|(b, _), _| *b != root);
                self.dirty.retain(|(b, _)| *b != root);
            }
            _ => return Err(Abort),
        }
        Ok(())
    }

    /// The body of the watched nest at one point, descending through its perfect nest.
    fn run_points(&mut self, body: StmtId, env: &mut Env, point: Vec<i128>) -> Result<(), Abort> {
        let f = self.f;
        if let Stmt::For {
            var,
            min,
            extent,
            body: inner,
            ..
        } = f.stmt(body)
        {
            let lo = eval_int(f, *min, env).ok_or(Abort)?;
            let n = eval_int(f, *extent, env).ok_or(Abort)?;
            self.count_loop(*min, *extent, n, *inner);
            for v in lo..lo + n {
                env.insert(*var, v);
                let mut p = point.clone();
                p.push(v);
                self.run_points(*inner, env, p)?;
            }
            env.remove(var);
            return Ok(());
        }
        self.point = Some((point, Vec::new()));
        self.stmt(body, env)?;
        let done = self.point.take().expect("set above");
        self.found.point_writes.push(done);
        Ok(())
    }

    /// An `if` whose condition reads data: the branch the value decides, or both as maybes
    /// when it is opaque. A watched guard on data aborts.
    fn data_branch(
        &mut self,
        s: StmtId,
        cond: ExprId,
        then: StmtId,
        other: Option<StmtId>,
        env: &mut Env,
    ) -> Result<(), Abort> {
        if self.watch == Watch::Guard(s) {
            return Err(Abort);
        }
        if self.overlay.is_none() {
            self.found.counts.branches += 1;
        }
        match self.condition(cond, env)? {
            AVal::Known(Scalar::I(0)) => other.map_or(Ok(()), |o| self.stmt(o, env)),
            AVal::Known(_) => self.stmt(then, env),
            _ => {
                self.maybe(then, env)?;
                other.map_or(Ok(()), |o| self.maybe(o, env))
            }
        }
    }

    /// Runs `s` where the program skips it: its stores go to an overlay, then each element it
    /// changed is a phantom write.
    fn phantom(&mut self, s: StmtId, env: &mut Env) -> Result<(), Abort> {
        self.phantom_with(env, |r, env| r.stmt(s, env))
    }

    /// Runs `body` as a phantom (see [`Runner::phantom`]).
    fn phantom_with(
        &mut self,
        env: &mut Env,
        body: impl FnOnce(&mut Self, &mut Env) -> Result<(), Abort>,
    ) -> Result<(), Abort> {
        self.found.exercised += 1;
        self.overlay = Some(HashMap::new());
        let result = body(self, env);
        let overlay = self.overlay.take().expect("set above");
        if result.is_err() {
            self.found.phantom_failed = true;
            return Ok(());
        }
        let mut changed: Vec<(Element, AVal)> = overlay.into_iter().collect();
        changed.sort_by(|a, b| a.0.cmp(&b.0));
        for (element, v) in changed {
            let held = self.state.get(&element).copied();
            if !held.is_some_and(|h| h.same(v)) {
                self.found.phantom_writes.push((element.clone(), self.time));
                self.dirty.insert(element);
            }
        }
        Ok(())
    }

    fn element(&mut self, buffer: BufferId, indices: &[ExprId], env: &Env) -> Result<Element, Abort> {
        self.element_at(buffer, indices, env).map_err(|_| Abort)
    }

    /// The element `buffer[indices]`; `Err(Some((k, below)))` when coordinate `k` is out of
    /// bounds (below 0, or past the extent).
    fn element_at(&self, buffer: BufferId, indices: &[ExprId], env: &Env) -> Result<Element, Option<(usize, bool)>> {
        let f = self.f;
        let decl = f.buffer(buffer);
        if decl.dtype.lanes != 1 || indices.len() != decl.shape.len() {
            return Err(None);
        }
        let mut index = Vec::with_capacity(indices.len());
        for (k, (&i, &d)) in indices.iter().zip(&decl.shape).enumerate() {
            let x = eval_int(f, i, env).ok_or(None)?;
            let n = eval_int(f, d, env).ok_or(None)?;
            if x < 0 || x >= n {
                return Err(Some((k, x < 0)));
            }
            index.push(x);
        }
        Ok((f.storage_root(buffer), index))
    }

    fn peek(&self, element: &Element) -> Option<AVal> {
        self.overlay
            .as_ref()
            .and_then(|o| o.get(element).copied())
            .or_else(|| self.state.get(element).copied())
    }

    fn write(&mut self, element: Element, v: AVal) {
        self.note_store(&element);
        if let Some(o) = &mut self.overlay {
            o.insert(element, v);
            return;
        }
        self.found
            .events
            .entry(element.clone())
            .or_default()
            .push((self.time, true));
        self.dirty.remove(&element);
        if let Some((_, writes)) = &mut self.point {
            writes.push((element.clone(), self.time));
        }
        self.state.insert(element, v);
    }

    fn read(&mut self, element: Element) -> Result<AVal, Abort> {
        if self.overlay.is_some() && self.dirty.contains(&element) {
            return Err(Abort);
        }
        if let Some(v) = self.peek(&element) {
            if self.overlay.is_none() {
                self.found.events.entry(element).or_default().push((self.time, false));
            }
            return Ok(v);
        }
        if !self.params.contains(&element.0) {
            // An allocated element read before any store.
            return Err(Abort);
        }
        let float = self.f.buffer(element.0).dtype.is_float();
        let v = self.fresh(float);
        if self.overlay.is_none() {
            self.found
                .events
                .entry(element.clone())
                .or_default()
                .push((self.time, false));
        }
        self.state.insert(element, v);
        Ok(v)
    }

    /// `T.assume(guard or B[i] == c ...)`: where every other disjunct is false, `B[i]` is `c`
    /// (outside branches on data only: inside one it holds on a path that may not be taken).
    /// Every element it mentions counts as read there: a phantom value left in it would
    /// break the assumption.
    fn assume(&mut self, e: ExprId, env: &Env) -> Result<(), Abort> {
        let f = self.f;
        let Expr::Call(_, args) = f.expr(e) else { return Ok(()) };
        self.mentioned(args[0], env)?;
        if !self.frames.is_empty() {
            return Ok(());
        }
        let parts = crate::ir::visit::operands(f, args[0], BinOp::Or);
        let mut facts = Vec::new();
        for &p in &parts {
            if let Some(fact) = element_fact(f, p, env) {
                facts.push(fact);
                continue;
            }
            if eval_bool(f, p, env) != Some(false) {
                return Ok(());
            }
        }
        if let [(b, idx, held)] = &facts[..] {
            if let Ok(element) = self.element(*b, idx, env) {
                let held = match held {
                    AVal::Undef => self.undefined_value(f.buffer(*b).dtype.is_float()),
                    known => *known,
                };
                self.state.insert(element, held);
            }
        }
        Ok(())
    }

    /// Records a read of every element `e` loads (an out-of-bounds one names no element); an
    /// index the loop values do not fix aborts (the element is unknown).
    fn mentioned(&mut self, e: ExprId, env: &Env) -> Result<(), Abort> {
        let f = self.f;
        if let Expr::Load(b, idx) = f.expr(e) {
            match self.element_at(*b, idx, env) {
                Ok(element) if self.overlay.is_none() => {
                    self.found.events.entry(element).or_default().push((self.time, false));
                }
                Ok(_) | Err(Some(_)) => {}
                Err(None) => return Err(Abort),
            }
        }
        let mut children = Vec::new();
        crate::ir::visit::expr_children(f.expr(e), |c| children.push(c));
        children.into_iter().try_for_each(|c| self.mentioned(c, env))
    }

    fn value(&mut self, e: ExprId, env: &Env) -> Result<AVal, Abort> {
        self.budget = self.budget.checked_sub(1).ok_or(Abort)?;
        let f = self.f;
        let dtype = f.dtype(e);
        if dtype.lanes != 1 {
            return Err(Abort);
        }
        Ok(match f.expr(e) {
            Expr::Int(v) => AVal::Known(Scalar::I(*v)),
            Expr::Float(bits) => AVal::Known(Scalar::F(f64::from_bits(*bits))),
            Expr::Var(v) => match env.get(v) {
                Some(x) => AVal::Known(Scalar::I(*x)),
                None => *self.lets.get(v).ok_or(Abort)?,
            },
            Expr::Load(b, idx) => {
                for &i in idx {
                    self.count_ops(i);
                }
                match self.element_at(*b, idx, env) {
                    Ok(element) => self.read(element)?,
                    Err(Some((k, below))) if self.overlay.is_some() => {
                        self.found.out_of_bounds.push((e, k, below));
                        return Err(Abort);
                    }
                    Err(_) => return Err(Abort),
                }
            }
            Expr::Binary(op, a, b) => {
                if op.is_counted() && self.overlay.is_none() {
                    self.found.counts.ops += 1;
                }
                let x = self.value(*a, env)?;
                let y = self.value(*b, env)?;
                self.binary(*op, x, y, f.dtype(*a))?
            }
            Expr::Not(a) => match self.value(*a, env)? {
                AVal::Known(Scalar::I(v)) => AVal::Known(Scalar::I((v == 0) as i128)),
                AVal::Undef => AVal::Undef,
                _ => self.fresh(false),
            },
            Expr::Cast(a) => match self.value(*a, env)? {
                AVal::Known(v) => AVal::Known(cast(v, dtype).map_err(|_| Abort)?),
                AVal::Undef => AVal::Undef,
                // A phantom cast to an integer must fit where the program never made it: from
                // a float it may not (`T.Cast("int32", 1e10)`), from an integer only when the
                // operand's dtype or bounds lie inside the target's.
                AVal::Opaque { bounds, .. } if dtype.is_int() && f.dtype(*a).is_int() => {
                    let bounds = bounds.or_range_of(f.dtype(*a));
                    if bounds.within(dtype) {
                        self.fresh_within(false, bounds)
                    } else if self.overlay.is_some() {
                        return Err(Abort);
                    } else {
                        self.fresh(false)
                    }
                }
                AVal::Opaque { .. } if self.overlay.is_some() && dtype.is_int() => return Err(Abort),
                AVal::Opaque { neg_zero, .. } => {
                    let nz = neg_zero && dtype.is_float() && f.dtype(*a).is_float();
                    self.fresh(nz)
                }
            },
            Expr::Select(c, t, o) => {
                if self.overlay.is_none() {
                    self.found.counts.branches += 1;
                }
                let c = self.value(*c, env)?;
                let (t, o) = (self.value(*t, env)?, self.value(*o, env)?);
                match c {
                    AVal::Known(Scalar::I(v)) => {
                        if v != 0 {
                            t
                        } else {
                            o
                        }
                    }
                    _ => self.fresh(dtype.is_float()),
                }
            }
            Expr::Call(name, args) if name == "undef" && args.is_empty() => AVal::Undef,
            Expr::Call(name, args) if name == "likely" && args.len() == 1 => self.value(args[0], env)?,
            Expr::Call(name, args) if name == "if_then_else" && args.len() == 3 => {
                let c = eval_bool(f, args[0], env).ok_or(Abort)?;
                if self.overlay.is_none() {
                    self.found.counts.branches += 1;
                    self.count_ops(args[0]);
                }
                let chosen = self.value(if c { args[1] } else { args[2] }, env)?;
                let watched = match self.watch {
                    Watch::Select(w) if w == e && c => Some(args[2]),
                    Watch::SelectThen(w) if w == e && !c => Some(args[1]),
                    _ => None,
                };
                if let Some(other) = watched.filter(|_| self.overlay.is_none()) {
                    self.found.exercised += 1;
                    // What the select would compute without its condition: the other value.
                    self.overlay = Some(HashMap::new());
                    let other = self.value(other, env);
                    self.overlay = None;
                    if !other.is_ok_and(|o| o.same(chosen)) {
                        self.found.phantom_failed = true;
                    }
                }
                chosen
            }
            // A phantom call runs only when it is pure and cannot fail: a float function
            // (`T.exp`); an integer one may (`T.shift_left(1, -48)`).
            Expr::Call(name, _)
                if self.overlay.is_some()
                    && (dtype.is_int() || !crate::ir::intrinsic(name).is_some_and(|i| i.effect.is_pure())) =>
            {
                return Err(Abort);
            }
            Expr::Call(..) => {
                let mut args = Vec::new();
                crate::ir::visit::expr_children(f.expr(e), |a| args.push(a));
                for a in args {
                    self.value(a, env)?;
                }
                self.fresh(dtype.is_float())
            }
            _ => return Err(Abort),
        })
    }

    fn binary(&mut self, op: BinOp, x: AVal, y: AVal, dtype: DataType) -> Result<AVal, Abort> {
        use AVal::{Known, Opaque, Undef};
        let zero = |v: AVal| {
            matches!(v, Known(Scalar::I(0))) || matches!(v, Known(Scalar::F(z)) if z == 0.0 && z.is_sign_positive())
        };
        Ok(match (x, y) {
            (Known(a), Known(b)) => Known(binary(op, a, b, dtype).map_err(|_| Abort)?),
            _ if op == BinOp::Mul && dtype.is_int() && (zero(x) || zero(y)) => Known(Scalar::I(0)),
            (Undef, _) | (_, Undef) if !op.is_logical() => Undef,
            // `x + 0` and `x - 0` are `x` (for floats, unless `x` may be -0.0).
            (v, z) if matches!(op, BinOp::Add | BinOp::Sub) && zero(z) && keeps(v, dtype) => v,
            (z, v) if op == BinOp::Add && zero(z) && keeps(v, dtype) => v,
            // An integer operation with its identity: `max(x, dtype min)`, `min(x, dtype max)`,
            // `x * 1` are `x`.
            (v, e) | (e, v) if dtype.is_int() && integer_identity(op, e, dtype) => v,
            // `x * 1.0` is `x` in IEEE arithmetic (`-0.0`, infinities and NaN included).
            (v, e) | (e, v) if op == BinOp::Mul && matches!(e, Known(Scalar::F(one)) if one == 1.0) => v,
            // An integer max or min its bounds decide (`max(x, 0)` with `x` at least 0), or a
            // fresh value with the bounds it has.
            (a, b) if dtype.is_int() && matches!(op, BinOp::Max | BinOp::Min) => {
                let (x, y) = (Bounds::of(a), Bounds::of(b));
                match op {
                    BinOp::Max if x.lo.zip(y.hi).is_some_and(|(l, h)| l >= h) => a,
                    BinOp::Max if y.lo.zip(x.hi).is_some_and(|(l, h)| l >= h) => b,
                    BinOp::Min if x.hi.zip(y.lo).is_some_and(|(h, l)| h <= l) => a,
                    BinOp::Min if y.hi.zip(x.lo).is_some_and(|(h, l)| h <= l) => b,
                    _ => self.fresh_within(false, x.combined(op, y)),
                }
            }
            (a, b) => {
                // A float sum is -0.0 only when both operands may be.
                let nz = |v: AVal| match v {
                    Opaque { neg_zero, .. } => neg_zero,
                    Known(Scalar::F(z)) => z == 0.0 && z.is_sign_negative(),
                    _ => false,
                };
                let neg_zero = dtype.is_float() && (op != BinOp::Add || (nz(a) && nz(b)));
                if matches!(op, BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod)
                    && !matches!(b, Known(s) if !zero(Known(s)))
                    && self.overlay.is_some()
                {
                    // A phantom division by a value that may be zero could trap.
                    return Err(Abort);
                }
                if dtype.is_int() && (self.is_undefined(a) || self.is_undefined(b)) {
                    return Ok(self.undefined_value(false));
                }
                if dtype.is_int() && !op.is_comparison() && !op.is_logical() {
                    let (x, y) = (Bounds::of(a).or_range_of(dtype), Bounds::of(b).or_range_of(dtype));
                    let result = arithmetic_bounds(op, x, y, dtype);
                    if self.overlay.is_some() && result.is_none() {
                        // A phantom integer operation that may overflow where the program
                        // never computed it (`A[i] * 100000000` over padding that holds any
                        // input).
                        return Err(Abort);
                    }
                    return Ok(self.fresh_within(false, result.unwrap_or_default()));
                }
                self.fresh(neg_zero && !op.is_comparison() && !op.is_logical())
            }
        })
    }
}

/// The element and value a disjunct `B[idx] == v` of an assumption states: a constant, or
/// `T.undef()` ([`AVal::Undef`]: the element holds an undefined value).
fn element_fact(f: &PrimFunc, p: ExprId, env: &Env) -> Option<(BufferId, Vec<ExprId>, AVal)> {
    let undefined = |x: ExprId| super::undef::is_undef(f, x);
    let (load, held) = match f.expr(p) {
        Expr::Binary(BinOp::Eq, a, b) if undefined(*b) || undefined(*a) => {
            (if undefined(*b) { *a } else { *b }, AVal::Undef)
        }
        _ => {
            let (load, value) = super::access::value_fact(f, p)?;
            let Expr::Load(b, _) = f.expr(load) else { return None };
            let c = cast(super::domain::eval(f, value, env)?, f.buffer(*b).dtype).ok()?;
            (load, AVal::Known(c))
        }
    };
    match f.expr(load) {
        Expr::Load(b, idx) if f.dtype(load).lanes == 1 => Some((*b, idx.clone(), held)),
        _ => None,
    }
}

/// Whether `s` holds nothing but assumptions (and the loops, branches and lets around them).
fn only_assumptions(f: &PrimFunc, s: StmtId) -> bool {
    match f.stmt(s) {
        Stmt::Seq(items) => items.iter().all(|&i| only_assumptions(f, i)),
        Stmt::For { body, .. } => only_assumptions(f, *body),
        Stmt::If { then, other, .. } => only_assumptions(f, *then) && other.is_none_or(|o| only_assumptions(f, o)),
        Stmt::Evaluate(e) => is_call(f, *e, "assume"),
        _ => false,
    }
}

/// The bounds of the integer operation `op` (arithmetic, not a comparison) on operands within
/// `x` and `y` when its result surely stays inside `dtype`; `None` when it may overflow (or
/// its bounds are unknown). A division or remainder by a positive divisor never overflows.
fn arithmetic_bounds(op: BinOp, x: Bounds, y: Bounds, dtype: DataType) -> Option<Bounds> {
    let (min, max) = dtype.int_range();
    let division = matches!(op, BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod);
    let interval =
        x.lo.zip(x.hi)
            .zip(y.lo.zip(y.hi))
            .and_then(|(a, b)| crate::analysis::interval(op, a, b));
    match interval {
        Some((lo, hi)) if lo >= min && hi <= max => Some(Bounds {
            lo: Some(lo),
            hi: Some(hi),
        }),
        _ if division && y.lo.is_some_and(|l| l > 0) => Some(Bounds::default()),
        _ => None,
    }
}

/// Bounds of an integer value, each side when known.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bounds {
    /// A least value.
    pub lo: Option<i128>,
    /// A greatest value.
    pub hi: Option<i128>,
}

impl Bounds {
    /// These bounds, each side not known taken from the range of `dtype`.
    fn or_range_of(self, dtype: DataType) -> Bounds {
        let (lo, hi) = dtype.int_range();
        Bounds {
            lo: Some(self.lo.unwrap_or(lo)),
            hi: Some(self.hi.unwrap_or(hi)),
        }
    }

    /// Whether these bounds lie inside the range of `dtype`.
    fn within(self, dtype: DataType) -> bool {
        let (min, max) = dtype.int_range();
        self.lo.is_some_and(|l| l >= min) && self.hi.is_some_and(|h| h <= max)
    }

    /// The bounds of `v`: a known integer is its own; an opaque value has those it carries.
    fn of(v: AVal) -> Bounds {
        match v {
            AVal::Known(Scalar::I(c)) => Bounds {
                lo: Some(c),
                hi: Some(c),
            },
            AVal::Opaque { bounds, .. } => bounds,
            _ => Bounds::default(),
        }
    }

    /// The bounds of `max(x, y)` (`op` Max) or `min(x, y)` from those of `x` and `y`: a max is
    /// at least either operand's least value and at most the greater of both greatest values;
    /// a min likewise mirrored.
    fn combined(self, op: BinOp, other: Bounds) -> Bounds {
        let either = |a: Option<i128>, b: Option<i128>, pick: fn(i128, i128) -> i128| match (a, b) {
            (Some(x), Some(y)) => Some(pick(x, y)),
            (x, None) | (None, x) => x,
        };
        let both = |a: Option<i128>, b: Option<i128>, pick: fn(i128, i128) -> i128| a.zip(b).map(|(x, y)| pick(x, y));
        match op {
            BinOp::Max => Bounds {
                lo: either(self.lo, other.lo, i128::max),
                hi: both(self.hi, other.hi, i128::max),
            },
            _ => Bounds {
                lo: both(self.lo, other.lo, i128::min),
                hi: either(self.hi, other.hi, i128::min),
            },
        }
    }
}

/// Whether `e` is the identity of integer operation `op` in `dtype`.
fn integer_identity(op: BinOp, e: AVal, dtype: DataType) -> bool {
    let AVal::Known(Scalar::I(c)) = e else { return false };
    let (lo, hi) = dtype.int_range();
    match op {
        BinOp::Max => c == lo,
        BinOp::Min => c == hi,
        BinOp::Mul => c == 1,
        _ => false,
    }
}

/// Whether `x + 0` is exactly `x`.
fn keeps(v: AVal, dtype: DataType) -> bool {
    !dtype.is_float() || !matches!(v, AVal::Opaque { neg_zero: true, .. } | AVal::Known(Scalar::F(_)))
}
