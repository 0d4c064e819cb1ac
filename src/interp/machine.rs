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

use super::value::{Lanes, Val};
use crate::ir::semantics::{self, Scalar};
use crate::ir::{AttrNode, BufferData, BufferId, DataType, Expr, ExprId, ForKind, PrimFunc, Stmt, StmtId, VarId};
use smallvec::SmallVec;

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

    fn uniform_int(&mut self, e: ExprId, active: &[usize]) -> R<i128> {
        let v = self.eval(e, active[0])?.scalar()?.int()?;
        for &t in &active[1..] {
            if self.eval(e, t)?.scalar()?.int()? != v {
                return Err("unsupported: a loop extent differs between threads".into());
            }
        }
        Ok(v)
    }

    fn set_var(&mut self, v: VarId, val: Val, active: &[usize]) {
        for &t in active {
            self.threads[t].vars[v.index()] = Some(val.clone());
        }
    }

    fn exec(&mut self, s: StmtId, active: &[usize]) -> R<()> {
        crate::deep::grow(|| self.exec_inner(s, active))
    }

    fn exec_inner(&mut self, s: StmtId, active: &[usize]) -> R<()> {
        self.burn()?;
        let f = self.f;
        match f.stmt(s) {
            Stmt::Seq(items) => {
                for &it in items {
                    self.exec(it, active)?;
                }
            }
            Stmt::Bind { var, value } => {
                for &t in active {
                    let v = self.eval(*value, t)?;
                    // A let-bound undef is one value, fixed but arbitrary.
                    let v = if v == Val::Undef { arbitrary(self.f, *var) } else { v };
                    self.threads[t].vars[var.index()] = Some(v);
                }
            }
            Stmt::For {
                var,
                min,
                extent,
                step,
                kind,
                body,
            } => {
                let lo = self.uniform_int(*min, active)?;
                let n = self.uniform_int(*extent, active)?;
                let step = match step {
                    Some(s) => self.uniform_int(*s, active)?,
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
                let n = self.uniform_int(*extent, active)?;
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
    /// set), threads whose `T.where` fails skip it, local buffers are allocated, `T.init()` runs
    /// where every reduction variable is at the first value of its domain, then the body.
    fn block(&mut self, b: &crate::ir::Block, active: &[usize]) -> R<()> {
        if let Some((m, _)) = b.match_buffers.first() {
            return Err(format!(
                "unsupported: the interpreter does not model `{} = T.match_buffer(...)` in block `{}`",
                self.f.buffer(*m).name,
                b.name
            ));
        }
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
        for &a in &b.allocs {
            self.alloc(a, &run)?;
        }
        if let (Some(init), false) = (b.init, first.is_empty()) {
            self.exec(init, &first)?;
        }
        self.exec(b.body, &run)
    }

    /// `n` threads of `tag` (a thread launch or a thread-bound loop): `threadIdx` threads run
    /// in SIMT lock-step, blocks one after the other (sampled with `max_blocks`).
    fn launch(&mut self, var: VarId, tag: &str, n: i128, body: StmtId, active: &[usize]) -> R<()> {
        if tag.starts_with("threadIdx") {
            return self.fork(var, n, body, active);
        }
        let blocks: Vec<i128> = match self.max_blocks {
            Some(cap) if tag.starts_with("blockIdx") && n > cap.max(2) => {
                let cap = cap.max(2);
                (0..cap).map(|k| k * (n - 1) / (cap - 1)).collect()
            }
            _ => (0..n.max(0)).collect(),
        };
        for i in blocks {
            self.set_var(var, Val::S(Scalar::I(i)), active);
            self.exec(body, active)?;
        }
        Ok(())
    }

    fn alloc(&mut self, b: BufferId, active: &[usize]) -> R<()> {
        let decl = self.f.buffer(b);
        let mut n: i128 = decl.dtype.lanes as i128;
        for &d in &decl.shape {
            n = n.saturating_mul(self.uniform_int(d, active)?);
        }
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

    fn fork(&mut self, var: VarId, n: i128, body: StmtId, active: &[usize]) -> R<()> {
        let base = self.threads.len();
        for &parent in active {
            for i in 0..n.max(0) {
                let mut child = self.threads[parent].clone();
                child.vars[var.index()] = Some(Val::S(Scalar::I(i)));
                // Local storages are private to each thread: give the child its own copies.
                let mut remap: Vec<(usize, usize)> = Vec::new();
                for slot in child.bufs.iter_mut().flatten() {
                    if !self.storages[*slot].scope.starts_with("local") {
                        continue;
                    }
                    let new = match remap.iter().find(|(old, _)| old == slot) {
                        Some((_, new)) => *new,
                        None => {
                            self.storages.push(self.storages[*slot].clone());
                            remap.push((*slot, self.storages.len() - 1));
                            self.storages.len() - 1
                        }
                    };
                    *slot = new;
                }
                self.threads.push(child);
            }
        }
        let children: Vec<usize> = (base..self.threads.len()).collect();
        self.thread_vars.push(var);
        let r = self.exec(body, &children);
        self.thread_vars.pop();
        self.threads.truncate(base);
        r
    }

    fn allreduce(&mut self, args: &[ExprId], active: &[usize]) -> R<()> {
        let f = self.f;
        let size = match f.expr(args[0]) {
            Expr::Int(n) => *n as usize,
            _ => return Err("unsupported: non-constant allreduce size".into()),
        };
        if args.len() < 2 * size + 2 {
            return Err("malformed tvm_thread_allreduce".into());
        }
        let (vals, rest) = args[1..].split_at(size);
        let cond = rest[0];
        let dests = &rest[1..1 + size];
        let reduce_vars: Vec<VarId> = rest[1 + size..]
            .iter()
            .map(|&a| match f.expr(a) {
                Expr::Var(v) => Ok(*v),
                _ => Err("unsupported: allreduce over a non-variable thread index".to_string()),
            })
            .collect::<R<_>>()?;
        let (lhs, rhs, results, identities) = self
            .reducers
            .last()
            .cloned()
            .ok_or("tvm_thread_allreduce outside a comm_reducer attribute")?;
        // Group threads that differ only in the reduced thread indices.
        let group_vars: Vec<VarId> = self
            .thread_vars
            .iter()
            .copied()
            .filter(|v| !reduce_vars.contains(v))
            .collect();
        let mut groups: Vec<(Vec<i128>, Vec<usize>)> = Vec::new();
        for &t in active {
            let mut key = Vec::new();
            for v in &group_vars {
                key.push(self.eval_var(*v, t)?);
            }
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, members)) => members.push(t),
                None => groups.push((key, vec![t])),
            }
        }
        for (_, members) in groups {
            let t0 = members[0];
            let mut acc: Vec<Val> = identities.iter().map(|&i| self.eval(i, t0)).collect::<R<_>>()?;
            for &t in &members {
                if self.eval(cond, t)?.scalar()?.int()? == 0 {
                    continue;
                }
                let inputs: Vec<Val> = vals.iter().map(|&v| self.eval(v, t)).collect::<R<_>>()?;
                for (k, v) in lhs.iter().enumerate() {
                    self.threads[t0].vars[v.index()] = Some(acc[k].clone());
                    self.threads[t0].vars[rhs[k].index()] = Some(inputs[k].clone());
                }
                acc = results.iter().map(|&r| self.eval(r, t0)).collect::<R<_>>()?;
            }
            for &t in &members {
                for (k, &d) in dests.iter().enumerate() {
                    let Expr::Load(b, idx) = f.expr(d) else {
                        return Err("unsupported: allreduce destination is not a buffer element".into());
                    };
                    self.store(*b, idx, acc[k].clone(), t)?;
                }
            }
        }
        Ok(())
    }

    fn eval_var(&self, v: VarId, t: usize) -> R<i128> {
        match &self.threads[t].vars[v.index()] {
            Some(Val::S(Scalar::I(i))) => Ok(*i),
            _ => Err(format!("thread variable `{}` has no value", self.f.var(v).name)),
        }
    }

    /// Flat slot positions addressed by `indices` of buffer `b` in thread `t`.
    fn slots(&mut self, b: BufferId, indices: &[ExprId], t: usize) -> R<(usize, SmallVec<[usize; 8]>)> {
        let f = self.f;
        let decl = f.buffer(b);
        let sid =
            self.threads[t].bufs[b.index()].ok_or_else(|| format!("buffer `{}` used outside its scope", decl.name))?;
        let mut idx_lanes: SmallVec<[Lanes; 4]> = SmallVec::new();
        let mut lanes = 1;
        for &i in indices {
            let v = self.eval(i, t)?;
            let l = f.dtype(i).lanes as usize;
            lanes = lanes.max(l);
            idx_lanes.push(v.lanes(l));
        }
        let mut dims: SmallVec<[i128; 6]> = SmallVec::new();
        for &d in &decl.shape {
            dims.push(self.eval(d, t)?.scalar()?.int()?);
        }
        let offset = match decl.elem_offset {
            Some(o) => self.eval(o, t)?.scalar()?.int()?,
            None => 0,
        };
        if !decl.strides.is_empty() && decl.strides.len() != indices.len() {
            // TVM reads and prints such a buffer but cannot lower an access through it.
            return Err(format!(
                "unsupported: `{}` has {} strides for {} indices; expected one stride per dimension",
                decl.name,
                decl.strides.len(),
                indices.len()
            ));
        }
        let mut strides: SmallVec<[i128; 6]> = SmallVec::new();
        for &s in &decl.strides {
            strides.push(self.eval(s, t)?.scalar()?.int()?);
        }
        let elem_lanes = decl.dtype.lanes as i128;
        let len = self.storages[sid].slots.len() as i128;
        let mut out = SmallVec::new();
        for lane in 0..lanes {
            let mut flat: i128 = 0;
            for (k, il) in idx_lanes.iter().enumerate() {
                let i = il[if il.len() == 1 { 0 } else { lane }].int()?;
                if dims.len() > 1 && (i < 0 || i >= dims[k]) {
                    return Err(format!(
                        "out-of-bounds access: `{}` index {i} in dimension {k} of extent {}",
                        decl.name, dims[k]
                    ));
                }
                flat = match strides.get(k) {
                    Some(stride) => flat + i * stride,
                    None => flat * dims.get(k).copied().unwrap_or(1) + i,
                };
            }
            let base = (flat + offset) * elem_lanes;
            if base < 0 || base + elem_lanes > len {
                return Err(format!(
                    "out-of-bounds access: `{}`[{flat}] (storage holds {} elements)",
                    decl.name,
                    len / elem_lanes
                ));
            }
            out.extend((base..base + elem_lanes).map(|s| s as usize));
        }
        Ok((sid, out))
    }

    /// The one slot of a scalar access to a constant-shape scalar buffer, if this is one.
    fn scalar_slot(&mut self, b: BufferId, indices: &[ExprId], t: usize) -> R<Option<(usize, usize)>> {
        let f = self.f;
        let decl = f.buffer(b);
        if decl.dtype.lanes != 1
            || self.const_dims[b.index()].is_none()
            || indices.iter().any(|&i| f.dtype(i).lanes != 1)
        {
            return Ok(None);
        }
        let sid =
            self.threads[t].bufs[b.index()].ok_or_else(|| format!("buffer `{}` used outside its scope", decl.name))?;
        let mut flat: i128 = 0;
        for (k, &i) in indices.iter().enumerate() {
            let i = self.eval(i, t)?.scalar()?.int()?;
            let dims = self.const_dims[b.index()].as_ref().expect("checked above");
            if dims.len() > 1 && (i < 0 || i >= dims[k]) {
                return Err(format!(
                    "out-of-bounds access: `{}` index {i} in dimension {k} of extent {}",
                    decl.name, dims[k]
                ));
            }
            flat = flat * dims.get(k).copied().unwrap_or(1) + i;
        }
        if flat < 0 || flat >= self.storages[sid].slots.len() as i128 {
            return Err(format!(
                "out-of-bounds access: `{}`[{flat}] (storage holds {} elements)",
                decl.name,
                self.storages[sid].slots.len()
            ));
        }
        Ok(Some((sid, flat as usize)))
    }

    fn store(&mut self, b: BufferId, indices: &[ExprId], v: Val, t: usize) -> R<()> {
        if let Some((sid, slot)) = self.scalar_slot(b, indices, t)? {
            let storage = &mut self.storages[sid];
            storage.slots[slot] = match v {
                Val::Undef => Slot::Unspecified,
                Val::S(x) => Slot::Value(semantics::cast(x, storage.elem)?),
                Val::V(_) => return Err("a vector stored into one element".into()),
            };
            return Ok(());
        }
        let (sid, slots) = self.slots(b, indices, t)?;
        let elem = self.storages[sid].elem;
        let lanes = v.lanes(slots.len());
        let storage = &mut self.storages[sid];
        for (k, s) in slots.into_iter().enumerate() {
            storage.slots[s] = match &v {
                Val::Undef => Slot::Unspecified,
                _ => Slot::Value(semantics::cast(lanes[k], elem)?),
            };
        }
        Ok(())
    }

    fn load(&mut self, b: BufferId, indices: &[ExprId], t: usize) -> R<Val> {
        if let Some((sid, slot)) = self.scalar_slot(b, indices, t)? {
            return match self.storages[sid].slots[slot] {
                Slot::Value(v) => Ok(Val::S(v)),
                Slot::Unwritten => Err(format!(
                    "read of never-written element {slot} of `{}`",
                    self.f.buffer(b).name
                )),
                // An element stored with `T.undef()` holds any value.
                Slot::Unspecified => Ok(Val::Undef),
            };
        }
        let (sid, slots) = self.slots(b, indices, t)?;
        let storage = &self.storages[sid];
        let mut out = Lanes::with_capacity(slots.len());
        for s in slots {
            match storage.slots[s] {
                Slot::Value(v) => out.push(v),
                Slot::Unwritten => {
                    return Err(format!(
                        "read of never-written element {s} of `{}`",
                        self.f.buffer(b).name
                    ))
                }
                Slot::Unspecified => {
                    return Err(format!(
                        "read of unspecified (T.undef) element {s} of `{}`",
                        self.f.buffer(b).name
                    ))
                }
            }
        }
        Ok(if out.len() == 1 { Val::S(out[0]) } else { Val::V(out) })
    }

    fn eval(&mut self, e: ExprId, t: usize) -> R<Val> {
        let f = self.f;
        let dtype = f.dtype(e);
        Ok(match f.expr(e) {
            Expr::Int(v) => Val::S(Scalar::I(*v)),
            Expr::Float(bits) => Val::S(Scalar::F(semantics::round_float(f64::from_bits(*bits), dtype))),
            Expr::Str(_) => return Err("a string used as a value".into()),
            Expr::PointerType(..) => return Err("a pointer type used as a value".into()),
            Expr::ElemOffset(b) => match f.buffer(*b).elem_offset {
                Some(o) => self.eval(o, t)?,
                None => Val::S(Scalar::I(0)),
            },
            Expr::Data(b) => {
                return Err(format!(
                    "the storage pointer `{}.data` used as a value",
                    f.buffer(*b).name
                ))
            }
            Expr::Var(v) => self.threads[t].vars[v.index()].clone().ok_or_else(|| {
                format!(
                    "variable `{}` has no value (unbound symbolic shape? use --bind)",
                    f.var(*v).name
                )
            })?,
            Expr::Binary(op, a, b) => {
                let elem = f.dtype(*a).element();
                let (x, y) = (self.eval(*a, t)?, self.eval(*b, t)?);
                if x == Val::Undef || y == Val::Undef {
                    return Ok(undef_binary(*op, &x, &y, dtype));
                }
                lanewise2(&x, &y, dtype.lanes as usize, |p, q| {
                    Ok(semantics::binary(*op, p, q, elem)?)
                })?
            }
            Expr::Not(a) => {
                let x = self.eval(*a, t)?;
                if x == Val::Undef {
                    return Ok(Val::Undef);
                }
                lanewise1(&x, dtype.lanes as usize, |p| Ok(Scalar::I((p.int()? == 0) as i128)))?
            }
            Expr::Select(c, a, b) => {
                let (cv, x, y) = (self.eval(*c, t)?, self.eval(*a, t)?, self.eval(*b, t)?);
                if [&cv, &x, &y].contains(&&Val::Undef) {
                    return Ok(match (&cv, &x, &y) {
                        (Val::S(c), x, _) if c.int()? != 0 && *x != Val::Undef => x.clone(),
                        (Val::S(c), _, y) if c.int()? == 0 && *y != Val::Undef => y.clone(),
                        _ => Val::Undef,
                    });
                }
                let n = dtype.lanes as usize;
                let (cl, xl, yl) = (cv.lanes(n), x.lanes(n), y.lanes(n));
                let mut out = Lanes::with_capacity(n);
                for k in 0..n {
                    let c = cl[if cl.len() == 1 { 0 } else { k }].int()?;
                    out.push(if c != 0 { xl[k] } else { yl[k] });
                }
                pack(out)
            }
            Expr::Cast(a) => {
                let x = self.eval(*a, t)?;
                if x == Val::Undef {
                    return Ok(Val::Undef);
                }
                lanewise1(&x, dtype.lanes as usize, |p| Ok(semantics::cast(p, dtype.element())?))?
            }
            Expr::Let(v, value, body) => {
                let val = self.eval(*value, t)?;
                let saved = self.threads[t].vars[v.index()].replace(val);
                let r = self.eval(*body, t);
                self.threads[t].vars[v.index()] = saved;
                r?
            }
            Expr::Load(b, idx) => self.load(*b, idx, t)?,
            Expr::Ramp(base, stride, lanes) => {
                let (b, s) = (
                    self.eval(*base, t)?.scalar()?.int()?,
                    self.eval(*stride, t)?.scalar()?.int()?,
                );
                let elem = dtype.element();
                let out: R<Lanes> = (0..*lanes as i128)
                    .map(|k| Ok(Scalar::I(semantics::fit(b + k * s, elem)?)))
                    .collect();
                Val::V(out?)
            }
            Expr::Broadcast(v, lanes) => Val::V(vec![self.eval(*v, t)?.scalar()?; *lanes as usize]),
            Expr::Shuffle(_) => return Err("unsupported: T.Shuffle in the interpreter".into()),
            Expr::Call(name, args) => self.call(name, args, dtype, t)?,
        })
    }

    fn call(&mut self, name: &str, args: &[ExprId], dtype: DataType, t: usize) -> R<Val> {
        match name {
            "if_then_else" => {
                // Only the selected branch is evaluated: the other may read out of bounds.
                let c = self.eval(args[0], t)?;
                if c == Val::Undef {
                    return Err("an undefined T.if_then_else condition".into());
                }
                let c = c.scalar()?.int()?;
                return self.eval(if c != 0 { args[1] } else { args[2] }, t);
            }
            "likely" => return self.eval(args[0], t),
            "assume" => {
                // True, or undefined (it mentions undef): nothing happens.
                let holds = match self.eval(args[0], t)? {
                    Val::Undef => true,
                    v => v.scalar()?.int()? != 0,
                };
                if !holds {
                    if !self.repair {
                        return Err(ASSUME_VIOLATED.into());
                    }
                    let fix = self.repair_of(args[0], t)?;
                    self.repairs.push(
                        fix.ok_or_else(|| format!("{ASSUME_VIOLATED}, and no input element can be set to satisfy it"))?,
                    );
                }
                return Ok(Val::S(Scalar::I(0)));
            }
            "undef" => return Ok(Val::Undef),
            _ => {}
        }
        let unary: Option<fn(f64) -> f64> = match name {
            "exp" => Some(f64::exp),
            "exp2" => Some(f64::exp2),
            "log" => Some(f64::ln),
            "log2" => Some(f64::log2),
            "log10" => Some(f64::log10),
            "sqrt" => Some(f64::sqrt),
            "rsqrt" => Some(|x| 1.0 / x.sqrt()),
            "tanh" => Some(f64::tanh),
            "sigmoid" => Some(|x| 1.0 / (1.0 + (-x).exp())),
            "sin" => Some(f64::sin),
            "cos" => Some(f64::cos),
            "fabs" => Some(f64::abs),
            "floor" => Some(f64::floor),
            "ceil" => Some(f64::ceil),
            "round" | "nearbyint" => Some(f64::round_ties_even),
            "trunc" => Some(f64::trunc),
            "erf" => Some(libm::erf),
            _ => None,
        };
        if let Some(op) = unary {
            let x = self.eval(args[0], t)?;
            let elem = dtype.element();
            return lanewise1(&x, dtype.lanes as usize, |p| match p {
                Scalar::F(v) => Ok(Scalar::F(semantics::round_float(op(v), elem))),
                Scalar::I(_) => Err(format!("T.{name} of an integer")),
            });
        }
        if let Some(bits) = bitwise(name) {
            let (x, y) = (self.eval(args[0], t)?, self.eval(args[1], t)?);
            let elem = dtype.element();
            return lanewise2(&x, &y, dtype.lanes as usize, |p, q| {
                Ok(Scalar::I(semantics::fit(bits(p.int()?, q.int()?, elem.bits)?, elem)?))
            });
        }
        if name == "bitwise_not" {
            let x = self.eval(args[0], t)?;
            let elem = dtype.element();
            return lanewise1(&x, dtype.lanes as usize, |p| {
                let v = p.int()?;
                // In two's complement, `~v` is `-v - 1`; unsigned values wrap within their width.
                let r = if elem.code == crate::ir::TypeCode::UInt {
                    v ^ ((1i128 << elem.bits) - 1)
                } else {
                    !v
                };
                Ok(Scalar::I(semantics::fit(r, elem)?))
            });
        }
        if name == "pow" {
            let (x, y) = (self.eval(args[0], t)?, self.eval(args[1], t)?);
            let elem = dtype.element();
            return lanewise2(&x, &y, dtype.lanes as usize, |p, q| {
                Ok(Scalar::F(semantics::round_float(p.float().powf(q.float()), elem)))
            });
        }
        Err(format!("unsupported: T.{name} in the interpreter"))
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

/// A bitwise operation on two integers of the given bit width.
type BitwiseOp = fn(i128, i128, u16) -> R<i128>;

/// The integer meaning of a bitwise intrinsic over operands of `bits` bits: a shift amount
/// outside `0..bits` is an error (undefined in C and LLVM), as is a result outside the dtype
/// (checked by the caller).
fn bitwise(name: &str) -> Option<BitwiseOp> {
    fn amount(b: i128, bits: u16) -> R<u32> {
        u32::try_from(b)
            .ok()
            .filter(|&s| s < u32::from(bits))
            .ok_or_else(|| format!("shift by {b} of a {bits}-bit integer"))
    }
    Some(match name {
        "shift_left" => |a, b, bits| Ok(a << amount(b, bits)?),
        "shift_right" => |a, b, bits| Ok(a >> amount(b, bits)?),
        "bitwise_and" => |a, b, _| Ok(a & b),
        "bitwise_or" => |a, b, _| Ok(a | b),
        "bitwise_xor" => |a, b, _| Ok(a ^ b),
        _ => return None,
    })
}

/// A binary operation with an undefined operand: `0 * undef` is 0 (integers and floats, as the
/// padding RFC has it), `false and undef` false, `true or undef` true; anything else undefined.
fn undef_binary(op: crate::ir::BinOp, x: &Val, y: &Val, dtype: DataType) -> Val {
    use crate::ir::BinOp;
    let is = |v: &Val, z: f64| matches!(v, Val::S(s) if s.float() == z);
    match op {
        BinOp::Mul if dtype.lanes == 1 && (is(x, 0.0) || is(y, 0.0)) => {
            Val::S(if dtype.is_float() { Scalar::F(0.0) } else { Scalar::I(0) })
        }
        BinOp::And if is(x, 0.0) || is(y, 0.0) => Val::S(Scalar::I(0)),
        BinOp::Or if (matches!(x, Val::S(s) if s.float() != 0.0)) || (matches!(y, Val::S(s) if s.float() != 0.0)) => {
            Val::S(Scalar::I(1))
        }
        _ => Val::Undef,
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

fn pack(lanes: Lanes) -> Val {
    if lanes.len() == 1 {
        Val::S(lanes[0])
    } else {
        Val::V(lanes)
    }
}

fn lanewise1(x: &Val, n: usize, op: impl Fn(Scalar) -> R<Scalar>) -> R<Val> {
    match x {
        Val::S(s) if n == 1 => Ok(Val::S(op(*s)?)),
        _ => Ok(pack(x.lanes(n).into_iter().map(op).collect::<R<Lanes>>()?)),
    }
}

fn lanewise2(x: &Val, y: &Val, n: usize, op: impl Fn(Scalar, Scalar) -> R<Scalar>) -> R<Val> {
    if let (Val::S(a), Val::S(b)) = (x, y) {
        return Ok(Val::S(op(*a, *b)?));
    }
    if matches!(x, Val::Undef) || matches!(y, Val::Undef) {
        return Err("arithmetic on T.undef()".into());
    }
    let (xl, yl) = (x.lanes(n), y.lanes(n));
    let out: R<Lanes> = (0..n).map(|k| op(xl[k], yl[k])).collect();
    Ok(pack(out?))
}
