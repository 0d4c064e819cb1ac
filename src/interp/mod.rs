//! The reference interpreter (the executable form of design.md's semantics), random inputs
//! and output comparison.
//!
//! Invariants: a run is deterministic for a given seed; symbolic shape variables take their
//! values from [`Bindings`] or, when unbound, a seeded random value in `1..=MAX_RANDOM_DIM`.

mod layout;
mod limits;
mod machine;
mod value;

pub use machine::{Machine, Slot, Storage, ASSUME_VIOLATED};
pub use value::Scalar;

use crate::ir::semantics::round_float;
use crate::ir::{Bindings, BufferId, DataType, Param, PrimFunc, ShapeVarStyle, VarId};
use rand::{rngs::SmallRng, Rng, SeedableRng};

/// Largest value given to an unbound symbolic dimension in random runs: small, so every corpus
/// kernel runs in well under a second, and at least 1 so extents are never empty.
pub const MAX_RANDOM_DIM: i128 = 7;

/// Most elements the interpreter holds for the inputs of a run, and for one allocation: about
/// 1 GiB of slots, far above any corpus kernel, so no program can exhaust the machine's memory.
pub const MAX_ELEMENTS: i128 = 1 << 25;

/// Default step budget of one run: far above any corpus kernel (the largest executes about 60
/// million statements) and small enough that a runaway loop stops within a minute or so.
pub const DEFAULT_FUEL: u64 = 2_000_000_000;

/// Concrete inputs of one run: scalar parameter and shape-symbol values, parameter contents.
#[derive(Clone, Debug)]
pub struct Inputs {
    /// Scalars by name (parameters and shape symbols), so they transfer between two programs.
    pub scalars: Vec<(String, Scalar)>,
    /// Parameter buffer contents by parameter position.
    pub buffers: Vec<(String, Storage)>,
}

/// The parameter buffers after a run, by name in parameter order.
pub type Outputs = Vec<(String, Storage)>;

/// Draws inputs for `func`: shape symbols from `bindings` (else random small), scalar params in
/// `0..16` (they are mostly indices), ints in `-50..50` (an integer buffer whose elements index
/// another buffer, as in gather or take, in `0..extent` of the dimensions it indexes), floats in
/// `[-2, 2)`.
pub fn random_inputs(func: &PrimFunc, bindings: &Bindings, seed: u64) -> Result<Inputs, String> {
    draw_inputs(func, bindings, seed, None)
}

/// Draws inputs like [`random_inputs`], but a share of the elements of each parameter buffer
/// (the share drawn per seed) at the edges of its dtype (see `limits.rs`), and likewise float
/// scalar parameters; shapes, integer scalar parameters and the elements of index buffers are
/// drawn as there, so loops and indices stay small. A program may overflow or trap on such
/// inputs where it does not on typical ones.
pub fn random_inputs_at_limits(func: &PrimFunc, bindings: &Bindings, seed: u64) -> Result<Inputs, String> {
    // A generator of its own (the seed scrambled by the golden-ratio constant), so that a
    // seed's shapes are those `random_inputs` draws for it.
    let density = limits::draw_density(&mut SmallRng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)));
    draw_inputs(func, bindings, seed, Some(density))
}

/// Draws inputs; `edge_density` is the share of buffer elements drawn at their dtype's edges
/// (`None`: typical values only).
fn draw_inputs(func: &PrimFunc, bindings: &Bindings, seed: u64, edge_density: Option<f64>) -> Result<Inputs, String> {
    computable(func)?;
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut scalars = Vec::new();
    let mut stride_symbols = Vec::new();
    for &(v, style) in &func.shape_vars {
        let name = &func.var(v).name;
        match bindings.get(name) {
            // A block's `T.match_buffer` binds its stride symbols from the region it matches.
            _ if style == ShapeVarStyle::MatchedStride => {}
            Some(val) => scalars.push((name.clone(), Scalar::I(val))),
            None if style == ShapeVarStyle::ParamStride => stride_symbols.push(v),
            None => scalars.push((name.clone(), Scalar::I(rng.gen_range(1..=MAX_RANDOM_DIM)))),
        }
    }
    for p in &func.params {
        if let Param::Scalar(v) = p {
            let decl = func.var(*v);
            let val = match bindings.get(&decl.name) {
                Some(b) => Scalar::I(b),
                // A float parameter is a value (a scale, an epsilon), drawn at limits like a
                // buffer's elements; an integer one mostly an index or extent, kept small.
                None if decl.dtype.is_float() => edge_density
                    .and_then(|d| limits::edge_value(&mut rng, decl.dtype, d))
                    .unwrap_or_else(|| random_scalar(&mut rng, decl.dtype)),
                None if decl.dtype.is_bool() => Scalar::I(rng.gen_range(0..2)),
                None => Scalar::I(rng.gen_range(0..16)),
            };
            scalars.push((decl.name.clone(), val));
        }
    }
    let drawn = layout::draw_strides(func, &bind_ids(func, &scalars), &stride_symbols, &mut rng)?;
    for v in stride_symbols {
        let val = match drawn.iter().find(|(d, _)| *d == v) {
            Some(&(_, val)) => val,
            None => Scalar::I(rng.gen_range(1..=MAX_RANDOM_DIM)),
        };
        scalars.push((func.var(v).name.clone(), val));
    }
    let mut buffers = Vec::new();
    let mut total: i128 = 0;
    let index_bounds = index_buffer_bounds(func);
    let ids = bind_ids(func, &scalars);
    let mut m = Machine::new(func, &ids, Vec::new(), DEFAULT_FUEL);
    for p in &func.params {
        if let Param::Buffer(b) = p {
            let decl = func.buffer(*b);
            let n = (decl.dtype.lanes as i128).saturating_mul(layout::storage_elements(func, *b, |e| m.eval_int(e))?);
            total = total.saturating_add(n);
            if n < 0 || total > MAX_ELEMENTS {
                return Err(format!(
                    "buffer `{}` would hold {n} elements ({total} with the parameters before it; the interpreter holds at most {MAX_ELEMENTS}); bind smaller shapes",
                    decl.name
                ));
            }
            let elem = decl.dtype.element();
            let slots = match index_bounds.get(b) {
                Some(&bound) => (0..n)
                    .map(|_| Slot::Value(Scalar::I(rng.gen_range(0..bound))))
                    .collect(),
                None => (0..n)
                    .map(|_| {
                        let edge = edge_density.and_then(|d| limits::edge_value(&mut rng, elem, d));
                        Slot::Value(edge.unwrap_or_else(|| random_scalar(&mut rng, elem)))
                    })
                    .collect(),
            };
            buffers.push((
                decl.name.clone(),
                Storage {
                    elem,
                    slots,
                    scope: decl.scope.clone(),
                },
            ));
        }
    }
    Ok(Inputs { scalars, buffers })
}

/// For each integer parameter buffer loaded inside an index of another buffer's access, the
/// smallest constant extent among the dimensions it indexes (an exclusive upper bound for its
/// values that keeps the program's accesses in bounds).
fn index_buffer_bounds(func: &PrimFunc) -> hashbrown::HashMap<BufferId, i128> {
    use crate::ir::{Expr, ExprId, Stmt};
    let params: Vec<BufferId> = func
        .params
        .iter()
        .filter_map(|p| match p {
            Param::Buffer(b) if func.buffer(*b).dtype.is_int() && !func.buffer(*b).dtype.is_bool() => Some(*b),
            _ => None,
        })
        .collect();
    let mut bounds = hashbrown::HashMap::new();
    let mut note = |target: BufferId, indices: &[ExprId]| {
        for (k, &i) in indices.iter().enumerate() {
            let Some(Expr::Int(extent)) = func.buffer(target).shape.get(k).map(|&d| func.expr(d)) else {
                continue;
            };
            for b in loaded_buffers(func, i) {
                if params.contains(&b) && b != target && *extent > 0 {
                    let e = bounds.entry(b).or_insert(*extent);
                    *e = (*e).min(*extent);
                }
            }
        }
    };
    let mut reached = Accesses::default();
    crate::ir::walk::walk_func(func, &mut reached);
    for e in reached.loads {
        if let Expr::Load(target, indices) = func.expr(e) {
            note(*target, indices);
        }
    }
    for s in reached.stores {
        if let Stmt::Store { buffer, indices, .. } = func.stmt(s) {
            note(*buffer, indices);
        }
    }
    bounds
}

/// The loads and stores a walk of the function reaches (the arenas may also hold nodes a pass
/// left unreachable).
#[derive(Default)]
struct Accesses {
    loads: Vec<crate::ir::ExprId>,
    stores: Vec<crate::ir::StmtId>,
    seen: hashbrown::HashSet<crate::ir::ExprId>,
}

impl crate::ir::walk::StmtVisitor for Accesses {
    fn enter_stmt(&mut self, f: &PrimFunc, s: crate::ir::StmtId) {
        if matches!(f.stmt(s), crate::ir::Stmt::Store { .. }) {
            self.stores.push(s);
        }
    }

    fn expr(&mut self, f: &PrimFunc, e: crate::ir::ExprId, _site: crate::ir::walk::ExprSite) {
        let loads = &mut self.loads;
        each_new_subterm(f, e, &mut self.seen, |x| {
            if let crate::ir::Expr::Load(..) = f.expr(x) {
                loads.push(x);
            }
        });
    }
}

/// Calls `visit` on `e` and each of its subterms not in `seen` yet (adding them).
fn each_new_subterm(
    f: &PrimFunc,
    e: crate::ir::ExprId,
    seen: &mut hashbrown::HashSet<crate::ir::ExprId>,
    mut visit: impl FnMut(crate::ir::ExprId),
) {
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        if !seen.insert(x) {
            continue;
        }
        visit(x);
        crate::ir::visit::expr_children(f.expr(x), |c| stack.push(c));
    }
}

/// The buffers loaded anywhere in `e` (each shared subterm visited once).
fn loaded_buffers(func: &PrimFunc, e: crate::ir::ExprId) -> Vec<BufferId> {
    let mut out = Vec::new();
    each_new_subterm(func, e, &mut hashbrown::HashSet::new(), |x| {
        if let crate::ir::Expr::Load(b, _) = func.expr(x) {
            out.push(*b);
        }
    });
    out
}

fn random_scalar(rng: &mut SmallRng, dt: DataType) -> Scalar {
    if dt.is_float() {
        // A value the dtype holds exactly (float16 inputs are float16 values).
        Scalar::F(round_float(rng.gen_range(-2.0f32..2.0) as f64, dt))
    } else if dt.is_bool() {
        Scalar::I(rng.gen_range(0..2))
    } else {
        let (lo, hi) = dt.int_range();
        Scalar::I(rng.gen_range(lo.max(-50)..=hi.min(50)))
    }
}

fn bind_ids(func: &PrimFunc, scalars: &[(String, Scalar)]) -> Vec<(VarId, Scalar)> {
    let mut out = Vec::new();
    let named = func
        .shape_vars
        .iter()
        .map(|(v, _)| *v)
        .chain(func.params.iter().filter_map(|p| match p {
            Param::Scalar(v) => Some(*v),
            Param::Buffer(_) => None,
        }));
    for v in named {
        if let Some((_, s)) = scalars.iter().find(|(n, _)| *n == func.var(v).name) {
            out.push((v, *s));
        }
    }
    out
}

/// Refuses functions using a dtype the interpreter does not compute (a float format, a
/// scalable vector).
fn computable(func: &PrimFunc) -> Result<(), String> {
    let buffers = func.buffers.iter().map(|b| b.dtype);
    let vars = func.vars.iter().map(|v| v.dtype);
    let exprs = (0..func.exprs.len()).map(|i| func.dtype(crate::ir::ExprId(i as u32)));
    match buffers
        .chain(vars)
        .chain(exprs)
        .find(|d| d.scalable || d.is_float_format())
    {
        Some(d) => Err(format!("unsupported: the interpreter does not compute {d}")),
        None => Ok(()),
    }
}

/// Runs `func` on `inputs` (matched by name) and returns its parameter buffers afterwards.
/// `max_blocks` samples GPU blocks (see `Machine::max_blocks`). A violated assumption is the
/// error [`ASSUME_VIOLATED`].
pub fn run(func: &PrimFunc, inputs: &Inputs, fuel: u64, max_blocks: Option<i128>) -> Result<Outputs, String> {
    run_with(func, inputs, fuel, max_blocks, false).map(|(outputs, _)| outputs)
}

/// A run with its input repairs (repair mode) or without; a run that made repairs may end
/// early, with no outputs.
fn run_with(
    func: &PrimFunc,
    inputs: &Inputs,
    fuel: u64,
    max_blocks: Option<i128>,
    repair: bool,
) -> Result<(Outputs, Vec<Repair>), String> {
    let scalars = bind_ids(func, &inputs.scalars);
    let mut bufs: Vec<(BufferId, Storage)> = Vec::new();
    let mut names = Vec::new();
    for p in &func.params {
        if let Param::Buffer(b) = p {
            let name = &func.buffer(*b).name;
            let (_, s) = inputs
                .buffers
                .iter()
                .find(|(n, _)| n == name)
                .ok_or_else(|| format!("no input for buffer `{name}`"))?;
            bufs.push((*b, s.clone()));
            names.push(name.clone());
        }
    }
    let n = bufs.len();
    let mut m = Machine::new(func, &scalars, bufs, fuel);
    m.max_blocks = max_blocks;
    m.repair = repair;
    let ran = m.run();
    let repairs = std::mem::take(&mut m.repairs);
    if let Err(e) = ran {
        // After a violated assumption the error may come from the input its repair changes
        // (`A[i] * 1000000000` after `T.assume(A[i] == 0)`): the caller repairs and runs again.
        if repairs.is_empty() {
            return Err(e);
        }
        return Ok((Vec::new(), repairs));
    }
    let returned = m.returned.take();
    let mut outputs: Outputs = names.into_iter().zip(m.storages.into_iter().take(n)).collect();
    // A returned value is an output too (compared like a one-element buffer).
    if let (Some(value::Val::S(v)), Some(dt)) = (returned, func.ret_type) {
        outputs.push((
            "<return value>".into(),
            Storage {
                elem: dt,
                slots: vec![Slot::Value(v)],
                scope: "local".into(),
            },
        ));
    }
    Ok((outputs, repairs))
}

/// An input repair: parameter storage, slot, the value an assumption needs there.
type Repair = (usize, usize, Scalar);

/// The most rounds of input repair: each round fixes every element a violated assumption names.
const REPAIR_ROUNDS: usize = 8;

/// Runs `func` like [`run`], first repairing `inputs` until the run violates none of its
/// assumptions: a violated `T.assume(... or B[i] == v)` sets the input element `B[i]` to `v`, as
/// a caller fills the padding it promises. An assumption no input element can satisfy (a
/// scalar range) is an error naming it ([`ASSUME_VIOLATED`]): draw other inputs.
pub fn run_repairing(
    func: &PrimFunc,
    inputs: &mut Inputs,
    fuel: u64,
    max_blocks: Option<i128>,
) -> Result<Outputs, String> {
    for _ in 0..REPAIR_ROUNDS {
        let (outputs, repairs) = run_with(func, inputs, fuel, max_blocks, true)?;
        if repairs.is_empty() {
            return Ok(outputs);
        }
        let names: Vec<String> = func
            .params
            .iter()
            .filter_map(|p| match p {
                Param::Buffer(b) => Some(func.buffer(*b).name.clone()),
                Param::Scalar(_) => None,
            })
            .collect();
        for (sid, slot, v) in repairs {
            if let Some((_, storage)) = inputs.buffers.iter_mut().find(|(n, _)| *n == names[sid]) {
                storage.slots[slot] = Slot::Value(v);
            }
        }
    }
    Err(format!(
        "{ASSUME_VIOLATED} after {REPAIR_ROUNDS} rounds of input repair"
    ))
}

/// How `other`'s run on `inputs` differs from the original's outputs `expected`, if it does,
/// worded for a report with `role` naming `other`: "the original runs, the {role} fails: ..."
/// or "buffer `B` element 3: original 1, {role} 2".
pub fn run_difference(
    other: &PrimFunc,
    role: &str,
    inputs: &Inputs,
    expected: &Outputs,
    fuel: u64,
    max_blocks: Option<i128>,
) -> Option<String> {
    match run(other, inputs, fuel, max_blocks) {
        Err(m) => Some(format!("the original runs, the {role} fails: {m}")),
        Ok(out) => first_difference(expected, &out)
            .map(|(buf, idx, x, y)| format!("buffer `{buf}` element {idx}: original {x}, {role} {y}")),
    }
}

/// The first element where two runs' outputs differ: buffer, flat index, both values.
pub fn first_difference(a: &Outputs, b: &Outputs) -> Option<(String, usize, String, String)> {
    for ((name, sa), (_, sb)) in a.iter().zip(b) {
        if sa.slots.len() != sb.slots.len() {
            return Some((
                name.clone(),
                0,
                format!("{} elements", sa.slots.len()),
                format!("{} elements", sb.slots.len()),
            ));
        }
        for (i, (x, y)) in sa.slots.iter().zip(&sb.slots).enumerate() {
            // What the original leaves unspecified may hold anything; the optimized program
            // leaving unspecified what the original defines is a difference.
            let same = match (x, y) {
                (Slot::Unspecified, _) => true,
                (Slot::Value(p), Slot::Value(q)) => p.same(*q),
                (Slot::Unwritten, Slot::Unwritten) => true,
                _ => false,
            };
            if !same {
                return Some((name.clone(), i, slot_text(x), slot_text(y)));
            }
        }
    }
    None
}

fn slot_text(s: &Slot) -> String {
    match s {
        Slot::Unwritten => "<never written>".into(),
        Slot::Unspecified => "<unspecified>".into(),
        Slot::Value(v) => v.to_string(),
    }
}
