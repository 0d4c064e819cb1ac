//! Differential testing of a pass pipeline on one program: the program is parsed, run through
//! the pipeline, printed and parsed back, and the re-parsed output must compute exactly what
//! the original computes in the reference interpreter, on the same seeded random inputs: typical
//! ones, then as many with values at their dtypes' edges (those the original fails on skipped).
//!
//! Invariant: a program whose original run fails (a generator or input bug, not a pass bug) is
//! reported as such, never as a difference of the pass.

use crate::interp::{random_inputs, random_inputs_at_limits, run as interpret, run_difference, DEFAULT_FUEL};
use crate::passes::pipeline::{run as run_pass, Pass, PipelineConfig};
use crate::{parse_module, print_module, Bindings};

/// What went wrong with one program under one pipeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Finding {
    /// The original does not parse or does not run: the input is at fault.
    BadOriginal(String),
    /// The pipeline failed, its output does not read back or does not print to itself.
    PassFailed(String),
    /// The output computes something else (or fails where the original runs).
    Different(String),
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Finding::BadOriginal(m) => write!(f, "the original is unusable: {m}"),
            Finding::PassFailed(m) => write!(f, "the pipeline failed: {m}"),
            Finding::Different(m) => write!(f, "DIFFERENT: {m}"),
        }
    }
}

/// Runs `pipeline` on the program `src` and compares the printed output with the original on
/// `trials` seeded input sets (shape symbols drawn, none bound); returns the printed output.
pub fn differential(
    name: &str,
    src: &str,
    pipeline: &[Pass],
    cfg: &PipelineConfig,
    trials: u64,
) -> Result<String, Finding> {
    let original = parse_module(name, src).map_err(|e| Finding::BadOriginal(e.to_string()))?;
    let mut optimized = original.clone();
    for func in optimized.funcs.iter_mut() {
        for &pass in pipeline {
            run_pass(func, pass, cfg).map_err(|e| Finding::PassFailed(format!("{}: {e}", pass.name())))?;
        }
    }
    let text = print_module(&optimized);
    let reread = parse_module(name, &text)
        .map_err(|e| Finding::PassFailed(format!("the output does not read back: {e}\n{text}")))?;
    if print_module(&reread) != text {
        return Err(Finding::PassFailed("the output does not print to itself".into()));
    }
    for fa in &original.funcs {
        let fb = reread
            .func(&fa.name)
            .ok_or_else(|| Finding::PassFailed(format!("function `{}` is gone", fa.name)))?;
        for seed in 0..trials {
            let inputs = random_inputs(fa, &Bindings::default(), seed).map_err(Finding::BadOriginal)?;
            let out_a = interpret(fa, &inputs, DEFAULT_FUEL, None)
                .map_err(|m| Finding::BadOriginal(format!("`{}` (seed {seed}): {m}", fa.name)))?;
            compare(fb, &inputs, &out_a, &format!("`{}` (seed {seed})", fa.name))?;
        }
        // As many input sets again with values at their dtypes' edges; where the original
        // fails on one (an int32 overflow), it is outside the original's contract: skipped.
        for seed in LIMIT_SEEDS..LIMIT_SEEDS + trials {
            let inputs = random_inputs_at_limits(fa, &Bindings::default(), seed).map_err(Finding::BadOriginal)?;
            if let Ok(out_a) = interpret(fa, &inputs, DEFAULT_FUEL, None) {
                compare(fb, &inputs, &out_a, &format!("`{}` (seed {seed}, at limits)", fa.name))?;
            }
        }
    }
    Ok(text)
}

/// The first seed of the input sets drawn at dtype limits (apart from the typical ones).
const LIMIT_SEEDS: u64 = 1 << 20;

/// Runs the output `f` on `inputs` and compares with the original's outputs `expected`.
fn compare(f: &crate::PrimFunc, inputs: &crate::Inputs, expected: &crate::Outputs, at: &str) -> Result<(), Finding> {
    match run_difference(f, "output", inputs, expected, DEFAULT_FUEL, None) {
        Some(d) => Err(Finding::Different(format!("{at}: {d}"))),
        None => Ok(()),
    }
}
