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
    /// Seed of the first input set.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Values for symbolic shapes (unbound ones get small random values).
    #[arg(long)]
    bind: Vec<String>,
    /// Step budget per run.
    #[arg(long, default_value_t = DEFAULT_FUEL)]
    fuel: u64,
    /// Run at most this many blocks per `blockIdx` launch (evenly spaced, first and last
    /// included): a sampled check of large GPU kernels. Default: every block.
    #[arg(long)]
    max_blocks: Option<i128>,
}

/// Compares the programs; exit code 0 equal, 1 different.
pub fn run(o: Args) -> Result<i32> {
    let (original, optimized) = (o.original.as_str(), o.optimized.as_str());
    let (trials, fuel) = (o.trials, o.fuel);
    let a = io::load(original)?;
    let b = io::load(optimized)?;
    let binds = io::bindings(&o.bind)?;
    for fa in &a.funcs {
        let fb = b.func(&fa.name).ok_or_else(|| {
            Error::Usage(format!(
                "{optimized}: no function `{}` (present in {original})",
                fa.name
            ))
        })?;
        for trial in 0..trials {
            let s = o.seed + trial;
            let inputs = tir_eqsat::random_inputs(fa, &binds, s)
                .map_err(|m| Error::Runtime(format!("{original}: `{}`: {m}", fa.name)))?;
            let out_a = tir_eqsat::interpret(fa, &inputs, fuel, o.max_blocks)
                .map_err(|m| Error::Runtime(format!("{original}: `{}` (seed {s}): {m}", fa.name)))?;
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
        println!("equal `{}` ({trials} trials{sampled})", fa.name);
    }
    Ok(0)
}
