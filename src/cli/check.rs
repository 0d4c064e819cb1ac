//! `tir-eqsat check ORIGINAL OPTIMIZED`: run both programs in the reference interpreter on the
//! same random inputs and compare their outputs: typical input sets, then sets with a share of
//! their values at the edges of their dtypes (`--limit-trials`).
//!
//! Invariant: only inputs the original runs on are compared; an input set at limits the
//! original fails on is outside its contract (drawn again, then reported), never a difference.
//!
//! Exit codes: 0 every function agrees on every trial, 1 a difference (or the optimized
//! program fails where the original runs), 2 bad input or the original itself fails.

use super::io;
use tir_eqsat::DEFAULT_FUEL;
use tir_eqsat::{Error, Result};

/// Arguments of `check`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The original program.
    original: String,
    /// The optimized program.
    optimized: String,
    /// Number of random input sets.
    #[arg(long, default_value_t = 3)]
    trials: u64,
    /// Number of further input sets with a share of their elements at the edges of their
    /// dtypes (extremes, zero, -1, -0.0, infinities, NaN). Where the original fails on one (an
    /// int32 overflow), another is drawn; when every draw fails, the report says so.
    #[arg(long, default_value_t = 2)]
    limit_trials: u64,
    #[command(flatten)]
    inputs: InputArgs,
    /// Run at most this many blocks per `blockIdx` launch (evenly spaced, first and last
    /// included): a sampled check of large GPU kernels. Default: every block.
    #[arg(long)]
    max_blocks: Option<i128>,
}

/// How the interpreter's inputs are drawn and how long a run may take (`check` and `run`).
#[derive(clap::Args, Debug)]
pub struct InputArgs {
    /// Seed of the (first) input set.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Values for symbolic shapes, over those of the input's corpus metadata (the `bindings`
    /// of a `NAME.meta.json` beside `NAME.input.tir.py`); unbound ones get small random values.
    #[arg(long)]
    pub bind: Vec<String>,
    /// Step budget per run.
    #[arg(long, default_value_t = DEFAULT_FUEL)]
    pub fuel: u64,
}

/// Compares the programs; exit code 0 equal, 1 different.
pub fn run(o: Args) -> Result<i32> {
    let (original, optimized) = (o.original.as_str(), o.optimized.as_str());
    let (trials, fuel) = (o.trials, o.inputs.fuel);
    // Standard input is read once: the second program would be empty.
    if original == "-" && optimized == "-" {
        return Err(Error::Usage(
            "ORIGINAL and OPTIMIZED are both `-`; expected at most one of them on standard input".into(),
        ));
    }
    let a = io::load(original)?;
    let b = io::load(optimized)?;
    let binds = io::run_bindings(original, &o.inputs.bind)?;
    for fa in &a.funcs {
        let fb = b.func(&fa.name).ok_or_else(|| {
            Error::Usage(format!(
                "{optimized}: no function `{}` (present in {original})",
                fa.name
            ))
        })?;
        same_signature(fa, fb).map_err(|m| Error::Usage(format!("`{}`: {m}", fa.name)))?;
        let mut undefined = 0;
        let mut seed = o.inputs.seed;
        for _ in 0..trials {
            let (s, inputs, out_a) = valid_inputs(fa, &binds, Draw::Typical, &mut seed, fuel, o.max_blocks)
                .map_err(|m| Error::Runtime(format!("{original}: `{}`: {m}", fa.name)))?;
            undefined += unspecified(&out_a);
            if let Some(d) = tir_eqsat::run_difference(fb, "optimized", &inputs, &out_a, fuel, o.max_blocks) {
                println!("DIFFERENT `{}` (seed {s}): {d}", fa.name);
                return Ok(1);
            }
        }
        let mut at_limits = 0;
        let mut failure = None;
        for _ in 0..o.limit_trials {
            let (s, inputs, out_a) = match valid_inputs(fa, &binds, Draw::AtLimits, &mut seed, fuel, o.max_blocks) {
                Ok(found) => found,
                // The original fails on inputs at its dtypes' limits: those are outside its
                // contract, and no further set is likely to do better.
                Err(NoInputs::Fails(m)) => {
                    failure = Some(m);
                    break;
                }
                Err(e) => return Err(Error::Runtime(format!("{original}: `{}`: {e}", fa.name))),
            };
            at_limits += 1;
            undefined += unspecified(&out_a);
            if let Some(d) = tir_eqsat::run_difference(fb, "optimized", &inputs, &out_a, fuel, o.max_blocks) {
                println!("DIFFERENT `{}` (seed {s}, --at-limits): {d}", fa.name);
                return Ok(1);
            }
        }
        if trials == 0 && at_limits == 0 {
            // Nothing was compared: "equal" would claim what no run showed.
            let why = match &failure {
                Some(m) => format!("the original fails on every draw at dtype limits, e.g. {m}"),
                None => "--limit-trials 0 as well".into(),
            };
            return Err(Error::Runtime(format!(
                "{original}: `{}`: no input set compared: with --trials 0, {why}",
                fa.name
            )));
        }
        let sampled = match o.max_blocks {
            Some(n) => format!(", at most {n} blocks per launch"),
            None => String::new(),
        };
        let undefined = if undefined > 0 {
            format!("; {undefined} elements the original leaves undefined (T.undef) not compared")
        } else {
            String::new()
        };
        let limits = match failure {
            Some(m) => format!(
                ", {at_limits} of {} at dtype limits: the original fails on every further draw, e.g. {m}",
                o.limit_trials
            ),
            None if at_limits > 0 => format!(", {at_limits} at dtype limits"),
            None => String::new(),
        };
        println!("equal `{}` ({trials} trials{limits}{sampled}{undefined})", fa.name);
    }
    Ok(0)
}

/// How a trial's input values are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Draw {
    /// Small integers and floats ([`tir_eqsat::random_inputs`]).
    Typical,
    /// A share of the elements at their dtypes' edges ([`tir_eqsat::random_inputs_at_limits`]).
    AtLimits,
}

/// The most input sets drawn for one trial: inputs that violate an assumption no input element
/// can satisfy (a scalar range) are drawn again.
const MAX_DRAWS: u64 = 64;

/// The most input sets drawn for one trial at dtype limits: a program that overflows on most
/// of them is not worth a long search.
const MAX_LIMIT_DRAWS: u64 = 6;

/// Why [`valid_inputs`] found no input set.
#[derive(Debug)]
pub(super) enum NoInputs {
    /// No input set can be drawn for the function (a buffer too large for the interpreter, a
    /// shape it cannot size): a fault of the program, whatever the draw.
    Undrawable(String),
    /// The original fails on every set drawn (its message for the last one).
    Fails(String),
}

impl std::fmt::Display for NoInputs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NoInputs::Undrawable(m) | NoInputs::Fails(m) => f.write_str(m),
        }
    }
}

/// Inputs on which the original violates none of its assumptions (repaired where an element
/// can be set, drawn again where not) and, drawn at limits, runs without error, with the seed
/// used and the original's outputs; `seed` moves past the seeds used.
pub(super) fn valid_inputs(
    f: &tir_eqsat::PrimFunc,
    binds: &tir_eqsat::Bindings,
    draw: Draw,
    seed: &mut u64,
    fuel: u64,
    max_blocks: Option<i128>,
) -> std::result::Result<(u64, tir_eqsat::Inputs, tir_eqsat::Outputs), NoInputs> {
    let draws = match draw {
        Draw::Typical => MAX_DRAWS,
        Draw::AtLimits => MAX_LIMIT_DRAWS,
    };
    let mut last = String::new();
    for _ in 0..draws {
        let s = *seed;
        *seed += 1;
        let mut inputs = match draw {
            Draw::Typical => tir_eqsat::random_inputs(f, binds, s),
            Draw::AtLimits => tir_eqsat::random_inputs_at_limits(f, binds, s),
        }
        .map_err(NoInputs::Undrawable)?;
        match tir_eqsat::run_repairing(f, &mut inputs, fuel, max_blocks) {
            Ok(out) => return Ok((s, inputs, out)),
            Err(m) if m.starts_with(tir_eqsat::ASSUME_VIOLATED) || draw == Draw::AtLimits => last = m,
            Err(m) => return Err(NoInputs::Fails(format!("(seed {s}): {m}"))),
        }
    }
    Err(NoInputs::Fails(match draw {
        Draw::Typical => format!(
            "{}: no inputs satisfy the assumptions in {MAX_DRAWS} draws",
            tir_eqsat::ASSUME_VIOLATED
        ),
        Draw::AtLimits => last,
    }))
}

/// The elements a run left unspecified (`T.undef()`), which are not compared.
fn unspecified(outputs: &tir_eqsat::Outputs) -> usize {
    outputs
        .iter()
        .map(|(_, st)| st.slots.iter().filter(|x| **x == tir_eqsat::Slot::Unspecified).count())
        .sum()
}

/// Both functions take buffers of the same names and constant shapes (a `layout` output does
/// not: its transformed buffers are compared by `scripts/check_layout_tvm.py`).
fn same_signature(a: &tir_eqsat::PrimFunc, b: &tir_eqsat::PrimFunc) -> std::result::Result<(), String> {
    let shapes = |f: &tir_eqsat::PrimFunc| -> Vec<(String, Vec<Option<i128>>)> {
        f.params
            .iter()
            .filter_map(|p| match p {
                tir_eqsat::ir::Param::Buffer(x) => {
                    let d = f.buffer(*x);
                    let dims = d
                        .shape
                        .iter()
                        .map(|&e| match f.expr(e) {
                            tir_eqsat::ir::Expr::Int(n) => Some(*n),
                            _ => None,
                        })
                        .collect();
                    Some((d.name.clone(), dims))
                }
                tir_eqsat::ir::Param::Scalar(_) => None,
            })
            .collect()
    };
    for ((na, da), (nb, db)) in shapes(a).iter().zip(shapes(b).iter()) {
        let both_constant = da.iter().chain(db).all(Option::is_some);
        if na != nb || (both_constant && da != db) {
            let show = |d: &[Option<i128>]| {
                let dims: Vec<String> = d.iter().map(|x| x.map_or("?".into(), |n| n.to_string())).collect();
                format!("({})", dims.join(", "))
            };
            return Err(format!(
                "buffer `{na}` {} and `{nb}` {} differ in name or shape; check compares programs with one signature",
                show(da),
                show(db)
            ));
        }
    }
    Ok(())
}
