//! The reference interpreter: executes a PrimFunc statement by statement over flat storages.
//!
//! GPU kernels run as loops over `blockIdx` and in SIMT lock-step over `threadIdx`: each
//! statement runs for every active thread before the next one starts, which is one legal
//! interleaving of a race-free kernel and makes shared memory and `T.tvm_thread_allreduce`
//! exact. Invariants: loop extents are uniform across active threads (otherwise the kernel is
//! reported as unsupported); `local` storages are private per thread, `shared` ones per block;
//! a loop exit (`T.break_loop()`, `T.continue_loop()`) ends its own loop's iteration for all
//! the threads running that loop at once, and crosses no thread launch or block (otherwise
//! unsupported); every step spends fuel, so no program runs forever.
//!
//! Statements run here; expressions are evaluated in `eval`, storages reached in `memory`, and
//! GPU threads launched and reduced over in `threads`.

mod eval;
mod float_math;
mod memory;
mod threads;
mod views;

use super::value::Val;
use crate::ir::semantics::{self, Scalar};
use crate::ir::{AttrNode, BufferData, BufferId, DataType, Expr, ExprId, ForKind, PrimFunc, Stmt, StmtId, VarId};

/// One element of a storage.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Slot {
    /// Never written: reading it is an error.
    Unwritten,
    /// Written with `T.undef()`: any value; ignored by output comparison.
    Unspecified,
    /// A value.
    Value(Scalar),
}

/// A flat array of scalar slots of one element dtype.
#[derive(Clone, Debug)]
pub struct Storage {
    /// Scalar element dtype (lanes of vector buffers are consecutive slots).
    pub elem: DataType,
    /// The slots.
    pub slots: Vec<Slot>,
    /// Memory scope (`global`, `shared`, `local`).
    pub scope: String,
}

#[derive(Clone)]
struct Thread {
    vars: Vec<Option<Val>>,
    bufs: Vec<Option<usize>>,
    /// Element offset of each buffer declared without one: 0, or what a block's
    /// `T.match_buffer` bound it to.
    offsets: Vec<i128>,
    /// The region each buffer a block's `T.match_buffer` declares views in this thread.
    views: Vec<Option<views::View>>,
}

type Reducer = (Vec<VarId>, Vec<VarId>, Vec<ExprId>, Vec<ExprId>);

/// Executes one function; construct with [`Machine::new`], then [`Machine::run`].
pub struct Machine<'f> {
    f: &'f PrimFunc,
    /// All storages; parameters first, in parameter order.
    pub storages: Vec<Storage>,
    threads: Vec<Thread>,
    reducers: Vec<Reducer>,
    thread_vars: Vec<VarId>,
    fuel: u64,
    /// Extents of buffers whose shape is constant, computed once: the hot path of every access.
    const_dims: Vec<Option<Vec<i128>>>,
    /// When set, a `blockIdx` launch with more blocks runs only this many, evenly spaced and
    /// including the first and last block. Blocks are independent, so a sampled run computes
    /// exactly the outputs of the blocks it runs and leaves the others as they were.
    pub max_blocks: Option<i128>,
    /// Repair mode (drawing inputs): a violated `T.assume(... or B[i] == v)` on a parameter
    /// element records `B[i] := v` in [`Machine::repairs`] and the run goes on.
    pub repair: bool,
    /// Input repairs found in repair mode: storage, slot, value.
    pub repairs: Vec<(usize, usize, Scalar)>,
    /// The value of the `return` that ended the run, if one did.
    pub returned: Option<Val>,
    /// Per enclosing loop, innermost last: how many threads run it, or [`NOT_A_LOOP`] for a
    /// thread launch or block (a loop exit may not cross either).
    loops: Vec<usize>,
}

/// How a `return` unwinds the statements it ends (never seen outside [`Machine::run`]).
const RETURNED: &str = "\u{0}return";

/// How `T.break_loop()` and `T.continue_loop()` unwind the rest of their loop's body (never
/// seen outside the loop).
const BREAK: &str = "\u{0}break";
const CONTINUE: &str = "\u{0}continue";

/// A scope a loop exit may not leave, on [`Machine::loops`].
const NOT_A_LOOP: usize = usize::MAX;

/// The message of a run that violates a `T.assume`: the run is undefined, not wrong.
pub const ASSUME_VIOLATED: &str = "a T.assume condition does not hold";

type R<T> = Result<T, String>;

impl<'f> Machine<'f> {
    /// A machine with scalar values for `scalars` and storages for parameter buffers.
    pub fn new(f: &'f PrimFunc, scalars: &[(VarId, Scalar)], buffers: Vec<(BufferId, Storage)>, fuel: u64) -> Self {
        let mut t = Thread {
            vars: vec![None; f.vars.len()],
            bufs: vec![None; f.buffers.len()],
            offsets: vec![0; f.buffers.len()],
            views: vec![None; f.buffers.len()],
        };
        for (v, s) in scalars {
            t.vars[v.index()] = Some(Val::S(*s));
        }
        let mut storages = Vec::new();
        for (b, s) in buffers {
            t.bufs[b.index()] = Some(storages.len());
            storages.push(s);
        }
        let const_dims = f
            .buffers
            .iter()
            .map(|b| {
                let dims: Option<Vec<i128>> = b
                    .shape
                    .iter()
                    .map(|&d| match f.expr(d) {
                        Expr::Int(v) => Some(*v),
                        _ => None,
                    })
                    .collect();
                dims.filter(|_| b.elem_offset.is_none() && b.strides.is_empty())
            })
            .collect();
        Machine {
            f,
            storages,
            threads: vec![t],
            reducers: Vec::new(),
            thread_vars: Vec::new(),
            fuel,
            const_dims,
            max_blocks: None,
            repair: false,
            repairs: Vec::new(),
            returned: None,
            loops: Vec::new(),
        }
    }

    /// Runs the body once.
    pub fn run(&mut self) -> R<()> {
        match self.exec(self.f.body, &[0]) {
            Err(e) if e == RETURNED => Ok(()),
            other => other,
        }
    }

    fn burn(&mut self) -> R<()> {
        if self.fuel == 0 {
            return Err("fuel exhausted: the program runs longer than the configured step limit".into());
        }
        self.fuel -= 1;
        Ok(())
    }

    /// Evaluates a scalar integer expression in thread 0 (shapes, extents outside kernels).
    pub fn eval_int(&mut self, e: ExprId) -> R<i128> {
        Ok(self.eval(e, 0)?.scalar()?.int()?)
    }

    /// The value of `e`, which must be the same in every active thread (`what` names it in
    /// the error otherwise: "a loop extent").
    fn uniform_int(&mut self, e: ExprId, active: &[usize], what: &str) -> R<i128> {
        let v = self.eval(e, active[0])?.scalar()?.int()?;
        for &t in &active[1..] {
            if self.eval(e, t)?.scalar()?.int()? != v {
                return Err(format!("unsupported: {what} differs between threads"));
            }
        }
        Ok(v)
    }

    fn set_var(&mut self, v: VarId, val: Val, active: &[usize]) {
        for &t in active {
            self.threads[t].vars[v.index()] = Some(val.clone());
        }
    }

    /// TIRx scope identifiers `ids` and the statements after them in their sequence: `rest`
    /// runs once per combination of identifier values, each identifier over its extent, in
    /// order (the last varying fastest). TVM's lowering relates the identifiers (a warp's lanes
    /// are threads of its CTA); running every combination covers each thread's coordinates
    /// whatever that relation is, so two programs that agree here agree on every thread.
    fn each_scope_id(&mut self, ids: StmtId, rest: &[StmtId], active: &[usize]) -> R<()> {
        let Stmt::ScopeIds {
            binding, vars, extents, ..
        } = self.f.stmt(ids)
        else {
            unreachable!("called on scope identifiers");
        };
        if extents.is_empty() {
            return Err(format!(
                "unsupported: the extent of `T.{}()` is deferred to TVM's lowering",
                binding.script_name()
            ));
        }
        let mut sizes = Vec::with_capacity(extents.len());
        for &e in extents {
            sizes.push(self.uniform_int(e, active, "a scope identifier's extent")?.max(0));
        }
        let mut index = vec![0i128; sizes.len()];
        if sizes.contains(&0) {
            return Ok(());
        }
        loop {
            for (&v, &i) in vars.iter().zip(&index) {
                self.set_var(v, Val::S(Scalar::I(i)), active);
            }
            self.items(rest, active)?;
            // The next combination, the last identifier fastest.
            let Some(k) = (0..index.len()).rev().find(|&k| index[k] + 1 < sizes[k]) else {
                return Ok(());
            };
            index[k] += 1;
            index[k + 1..].iter_mut().for_each(|i| *i = 0);
        }
    }

    /// The statements of a sequence in order; scope identifiers run the rest per combination.
    fn items(&mut self, items: &[StmtId], active: &[usize]) -> R<()> {
        for (k, &it) in items.iter().enumerate() {
            if matches!(self.f.stmt(it), Stmt::ScopeIds { .. }) {
                return self.each_scope_id(it, &items[k + 1..], active);
            }
            self.exec(it, active)?;
        }
        Ok(())
    }

    fn exec(&mut self, s: StmtId, active: &[usize]) -> R<()> {
        crate::deep::grow(|| self.exec_inner(s, active))
    }

    fn exec_inner(&mut self, s: StmtId, active: &[usize]) -> R<()> {
        self.burn()?;
        let f = self.f;
        match f.stmt(s) {
            Stmt::Seq(items) => self.items(items, active)?,
            Stmt::Bind { var, value } => {
                for &t in active {
                    let v = self.eval(*value, t)?;
                    // A let-bound undef is one value, fixed but arbitrary.
                    let v = if v == Val::Undef { arbitrary(self.f, *var) } else { v };
                    self.threads[t].vars[var.index()] = Some(v);
                }
            }
            // Alone, with nothing after it that could read the identifiers.
            Stmt::ScopeIds { .. } => self.each_scope_id(s, &[], active)?,
            Stmt::For {
                var,
                min,
                extent,
                step,
                kind,
                body,
            } => {
                let lo = self.uniform_int(*min, active, "a loop's start")?;
                let n = self.uniform_int(*extent, active, "a loop extent")?;
                let step = match step {
                    Some(s) => self.uniform_int(*s, active, "a loop step")?,
                    None => 1,
                };
                if step <= 0 {
                    return Err(format!("loop step {step} is not positive"));
                }
                match kind {
                    ForKind::ThreadBinding(tag) if lo == 0 && step == 1 => {
                        self.outside_loops(|m| m.launch(*var, tag, n, *body, active))?
                    }
                    _ => {
                        self.loops.push(active.len());
                        let mut run = Ok(());
                        for i in (lo..lo + n.max(0)).step_by(step as usize) {
                            self.set_var(*var, Val::S(Scalar::I(i)), active);
                            match self.exec(*body, active) {
                                Err(e) if e == BREAK => break,
                                Err(e) if e == CONTINUE => continue,
                                Err(e) => {
                                    run = Err(e);
                                    break;
                                }
                                Ok(()) => {}
                            }
                        }
                        self.loops.pop();
                        run?;
                    }
                }
            }
            Stmt::ThreadLaunch {
                var,
                tag,
                extent,
                body,
                concise: _,
            } => {
                let n = self.uniform_int(*extent, active, "a thread launch's extent")?;
                self.outside_loops(|m| m.launch(*var, tag, n, *body, active))?;
            }
            Stmt::Attr {
                node,
                key: _,
                value: _,
                body,
            } => {
                let pushed = if let AttrNode::CommReducer {
                    lhs,
                    rhs,
                    results,
                    identities,
                } = node
                {
                    self.reducers
                        .push((lhs.clone(), rhs.clone(), results.clone(), identities.clone()));
                    true
                } else {
                    false
                };
                let r = self.exec(*body, active);
                if pushed {
                    self.reducers.pop();
                }
                r?;
            }
            Stmt::If { cond, then, other } => {
                let (mut yes, mut no) = (Vec::new(), Vec::new());
                for &t in active {
                    if self.eval(*cond, t)?.scalar()?.int()? != 0 {
                        yes.push(t);
                    } else {
                        no.push(t);
                    }
                }
                if !yes.is_empty() {
                    self.exec(*then, &yes)?;
                }
                if let (Some(o), false) = (other, no.is_empty()) {
                    self.exec(*o, &no)?;
                }
            }
            Stmt::While { cond, body } => {
                self.loops.push(active.len());
                let run = self.while_loop(*cond, *body, active);
                self.loops.pop();
                run?;
            }
            Stmt::Store { buffer, indices, value } => {
                for &t in active {
                    let v = self.eval(*value, t)?;
                    self.store(*buffer, indices, v, t)?;
                }
            }
            Stmt::Evaluate(e) => {
                if let Expr::Call(name, args) = f.expr(*e) {
                    if name == "tvm_thread_allreduce" {
                        return self.allreduce(args, active);
                    }
                    if name == "break_loop" || name == "continue_loop" {
                        // Every thread running the loop takes the exit, or the loop would go on
                        // for some threads only, which lock-step does not model.
                        if self.loops.last() != Some(&active.len()) {
                            return Err(format!(
                                "unsupported: `T.{name}()` outside a loop, across a block or thread launch, or taken by some of the loop's threads only"
                            ));
                        }
                        return Err(if name == "break_loop" { BREAK } else { CONTINUE }.into());
                    }
                    if name == "tvm_storage_sync" {
                        // A barrier: in lock-step every active thread has run every statement
                        // before it, so it orders nothing more.
                        return Ok(());
                    }
                }
                for &t in active {
                    self.eval(*e, t)?;
                }
            }
            Stmt::Alloc { buffer, form: _ } => self.alloc(*buffer, active)?,
            Stmt::DeclBuffer { buffer, form: _ } => {
                let src = match f.buffer(*buffer).data {
                    BufferData::AliasOf(src) => src,
                    _ => {
                        return Err(format!(
                            "unsupported: `{}` is declared over a pointer, whose memory the interpreter does not model",
                            f.buffer(*buffer).name
                        ))
                    }
                };
                for &t in active {
                    let sid = self.threads[t].bufs[src.index()];
                    self.threads[t].bufs[buffer.index()] = sid;
                }
            }
            Stmt::Assert { cond, message } => {
                for &t in active {
                    if self.eval(*cond, t)?.scalar()?.int()? == 0 {
                        return Err(format!("assertion failed: {message}"));
                    }
                }
            }
            Stmt::Block(b) => self.outside_loops(|m| m.block(b, active))?,
            Stmt::Return(value) => {
                for &t in active {
                    let v = self.eval(*value, t)?;
                    self.returned = Some(v);
                }
                // The function ends: unwind to `run` (the value is not an output buffer).
                return Err(RETURNED.into());
            }
        }
        Ok(())
    }

    /// A `while` loop's iterations (the caller keeps [`Machine::loops`]).
    fn while_loop(&mut self, cond: ExprId, body: StmtId, active: &[usize]) -> R<()> {
        loop {
            let mut taken = 0;
            for &t in active {
                taken += (self.eval(cond, t)?.scalar()?.int()? != 0) as usize;
            }
            if taken == 0 {
                return Ok(());
            }
            if taken != active.len() {
                return Err("unsupported: a while condition differs between threads".into());
            }
            match self.exec(body, active) {
                Err(e) if e == BREAK => return Ok(()),
                Err(e) if e == CONTINUE => {}
                other => other?,
            }
        }
    }

    /// Runs `scope` (a thread launch or block), which no loop exit inside it may leave.
    fn outside_loops(&mut self, scope: impl FnOnce(&mut Self) -> R<()>) -> R<()> {
        self.loops.push(NOT_A_LOOP);
        let run = scope(self);
        self.loops.pop();
        run
    }

    /// A block: its iteration variables take their bindings' values (computed before any is
    /// set), threads whose `T.where` fails skip it, local buffers are allocated, matched buffers
    /// view their regions, `T.init()` runs where every reduction variable is at the first value
    /// of its domain, then the body.
    fn block(&mut self, b: &crate::ir::Block, active: &[usize]) -> R<()> {
        let mut run = Vec::new();
        let mut first = Vec::new();
        for &t in active {
            let mut values = Vec::with_capacity(b.iters.len());
            for it in &b.iters {
                values.push(self.eval(it.binding, t)?);
            }
            let mut at_first = true;
            for (it, v) in b.iters.iter().zip(values) {
                if it.kind == crate::ir::IterKind::Reduce {
                    let lo = self.eval(it.min, t)?.scalar()?.int()?;
                    at_first &= v.scalar()?.int()? == lo;
                }
                self.threads[t].vars[it.var.index()] = Some(v);
            }
            let holds = match b.predicate {
                Some(p) => self.eval(p, t)?.scalar()?.int()? != 0,
                None => true,
            };
            if holds {
                run.push(t);
                if at_first {
                    first.push(t);
                }
            }
        }
        if run.is_empty() {
            return Ok(());
        }
        // A match may view one of the block's own buffers.
        for &a in &b.allocs {
            self.alloc(a, &run)?;
        }
        self.match_views(b, &run)?;
        if let (Some(init), false) = (b.init, first.is_empty()) {
            self.exec(init, &first)?;
        }
        self.exec(b.body, &run)
    }

    fn alloc(&mut self, b: BufferId, active: &[usize]) -> R<()> {
        let f = self.f;
        let decl = f.buffer(b);
        let elements = super::layout::storage_elements(f, b, |e| self.uniform_int(e, active, "a buffer's size"))?;
        let n = (decl.dtype.lanes as i128).saturating_mul(elements);
        if !(0..=super::MAX_ELEMENTS).contains(&n) {
            return Err(format!(
                "allocation of `{}` with {n} elements (the interpreter holds at most {})",
                decl.name,
                super::MAX_ELEMENTS
            ));
        }
        let storage = Storage {
            elem: decl.dtype.element(),
            slots: vec![Slot::Unwritten; n as usize],
            scope: decl.scope.clone(),
        };
        let per_thread = decl.scope.starts_with("local");
        let mut shared_id = None;
        for &t in active {
            let id = match (per_thread, shared_id) {
                (false, Some(id)) => id,
                _ => {
                    self.storages.push(storage.clone());
                    self.storages.len() - 1
                }
            };
            shared_id = Some(id);
            self.threads[t].bufs[b.index()] = Some(id);
        }
        Ok(())
    }
}

impl Machine<'_> {
    /// The input element whose value makes the violated assumption `cond` hold: a disjunct
    /// `B[i] == v` (either side) with `B` a parameter and `v` a value.
    fn repair_of(&mut self, cond: ExprId, t: usize) -> R<Option<(usize, usize, Scalar)>> {
        let f = self.f;
        let parts = crate::ir::visit::operands(f, cond, crate::ir::BinOp::Or);
        let params = f
            .params
            .iter()
            .filter(|p| matches!(p, crate::ir::Param::Buffer(_)))
            .count();
        for p in parts {
            let Expr::Binary(crate::ir::BinOp::Eq, a, b) = f.expr(p) else {
                continue;
            };
            let (load, value) = match (f.expr(*a), f.expr(*b)) {
                (Expr::Load(..), _) => (*a, *b),
                (_, Expr::Load(..)) => (*b, *a),
                _ => continue,
            };
            let Expr::Load(buf, idx) = f.expr(load) else { continue };
            let Val::S(v) = self.eval(value, t)? else { continue };
            if let Some((sid, slot)) = self.scalar_slot(*buf, idx, t)? {
                if sid < params {
                    let v = semantics::cast(v, self.storages[sid].elem)?;
                    return Ok(Some((sid, slot, v)));
                }
            }
        }
        Ok(None)
    }
}

/// The fixed, arbitrary value of `var: T.let = T.undef()`: not 0, so that a pass that wrongly
/// takes it for 0 is caught.
fn arbitrary(f: &PrimFunc, var: VarId) -> Val {
    let dt = f.var(var).dtype;
    let k = 3 + (var.index() % 5) as i128;
    Val::S(if dt.is_float() {
        Scalar::F(k as f64 + 0.5)
    } else if dt.is_bool() {
        Scalar::I(1)
    } else {
        Scalar::I(k)
    })
}
