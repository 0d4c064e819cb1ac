//! `tir-eqsat check ORIGINAL OPTIMIZED`: run both programs in the reference interpreter on the
//! same random inputs and compare their outputs.
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
            let (s, inputs, out_a) = valid_inputs(fa, &binds, &mut seed, fuel, o.max_blocks)
                .map_err(|m| Error::Runtime(format!("{original}: `{}`: {m}", fa.name)))?;
            undefined += out_a
                .iter()
                .map(|(_, st)| st.slots.iter().filter(|x| **x == tir_eqsat::Slot::Unspecified).count())
                .sum::<usize>();
            let out_b = match tir_eqsat::interpret(fb, &inputs, fuel, o.max_blocks) {
                Ok(o) => o,
                Err(m) => {
                    println!(
                        "DIFFERENT `{}` (seed {s}): the original runs, the optimized fails: {m}",
                        fa.name
                    );
                    return Ok(1);
                }
            };
            if let Some((buf, idx, x, y)) = tir_eqsat::first_difference(&out_a, &out_b) {
                println!(
                    "DIFFERENT `{}` (seed {s}): buffer `{buf}` element {idx}: original {x}, optimized {y}",
                    fa.name
                );
                return Ok(1);
            }
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
        println!("equal `{}` ({trials} trials{sampled}{undefined})", fa.name);
    }
    Ok(0)
}

/// The most input sets drawn for one trial: inputs that violate an assumption no input element
/// can satisfy (a scalar range) are drawn again.
const MAX_DRAWS: u64 = 64;

/// Inputs on which the original violates none of its assumptions (repaired where an element
/// can be set, drawn again where not), with the seed used and the original's outputs; `seed`
/// moves past the seeds used.
pub(super) fn valid_inputs(
    f: &tir_eqsat::PrimFunc,
    binds: &tir_eqsat::Bindings,
    seed: &mut u64,
    fuel: u64,
    max_blocks: Option<i128>,
) -> std::result::Result<(u64, tir_eqsat::Inputs, tir_eqsat::Outputs), String> {
    for _ in 0..MAX_DRAWS {
        let s = *seed;
        *seed += 1;
        let mut inputs = tir_eqsat::random_inputs(f, binds, s)?;
        match tir_eqsat::run_repairing(f, &mut inputs, fuel, max_blocks) {
            Ok(out) => return Ok((s, inputs, out)),
            Err(m) if m.starts_with(tir_eqsat::ASSUME_VIOLATED) => continue,
            Err(m) => return Err(format!("(seed {s}): {m}")),
        }
    }
    Err(format!(
        "{}: no inputs satisfy the assumptions in {MAX_DRAWS} draws",
        tir_eqsat::ASSUME_VIOLATED
    ))
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
