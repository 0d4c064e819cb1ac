//! `tir-eqsat tensor-cse IN -o OUT [--report REPORT.json]`: tensor-level CSE between a
//! module's `forward` and `backward` (seed 003): stash the forward's tensors the backward
//! recomputes, and say which in the report.
//!
//! Invariants: the output and the report are written only after the pass succeeded, each
//! atomically; the report follows `../shared/tensorcse/README.md` (`stashes` with `name`,
//! `shape`, `dtype`, `forward_param`, `backward_param`, `new`, `replaced`, plus the
//! `occurrences` it replaced and, per occurrence, the `explain` of the match;
//! `backward_stash_position`).

use super::io;
use tir_eqsat::{Error, Result};

/// Arguments of `tensor-cse`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input module with PrimFuncs `forward` and `backward` (`-`: standard input).
    file: String,
    /// Write the module to this file (atomically) instead of standard output.
    #[arg(short, long)]
    output: Option<String>,
    /// Write the stash report (JSON) to this file (`-`: standard output).
    #[arg(long)]
    report: Option<String>,
}

/// Runs the pass; exit code 0.
pub fn run(a: Args) -> Result<i32> {
    let mut module = io::load(&a.file)?;
    let report = tir_eqsat::tensor_cse(&mut module).map_err(|e| Error::Usage(format!("{}: {e}", a.file)))?;
    let stashes: Vec<serde_json::Value> = report
        .stashes
        .iter()
        .map(|s| {
            serde_json::json!({
                "name": s.name,
                "shape": s.shape,
                "dtype": s.dtype,
                "forward_param": s.forward_param,
                "backward_param": s.backward_param,
                "new": s.new,
                "replaced": s.replaced,
                "occurrences": s.occurrences,
                "explain": s.explain,
            })
        })
        .collect();
    let json = serde_json::json!({
        "stashes": stashes,
        "backward_stash_position": "before_outputs",
    });
    io::emit(a.output.as_deref(), &tir_eqsat::print_module(&module))?;
    if let Some(path) = a.report.as_deref() {
        io::write_json(path, &json)?;
    }
    Ok(0)
}
