//! `tir-eqsat fuzz`: random programs (`tir_eqsat::random_program`) through pass pipelines, each
//! output printed, read back and compared with its original in the reference interpreter
//! (`tir_eqsat::differential`). `--emit DIR` also writes every original and output, for
//! `scripts/fuzz_tvm.py`, which judges them by TVM-compiled execution.
//!
//! Exit codes: 0 no finding, 1 a finding (a difference, a failed pass, or a generated program
//! that does not run: each printed with the seed that reproduces it), 2 bad usage.

use super::io;
use tir_eqsat::{Error, Pass, PipelineConfig, Result};

/// Arguments of `fuzz`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Number of programs.
    #[arg(long, default_value_t = 100)]
    programs: u64,
    /// Seed of the first program (program k has seed SEED + k).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Pipelines, `;`-separated, each a comma-separated pass list as for `opt --passes`.
    #[arg(long, default_value = "syntactic-cse;cse;simplify;simplify,cse")]
    pipelines: String,
    /// Random input sets per program and pipeline.
    #[arg(long, default_value_t = 3)]
    trials: u64,
    /// Write `SEED.tir.py` and `SEED.PIPELINE.tir.py` (the pipeline's passes joined by `+`)
    /// for every program into this directory.
    #[arg(long)]
    emit: Option<String>,
    /// Rules directory (default: ./rules, else the rules shipped with this build).
    #[arg(long)]
    rules: Option<String>,
}

/// Per pipeline: programs whose output differs from the input's canonical print, findings.
#[derive(Default)]
struct Tally {
    changed: u64,
    findings: u64,
}

/// Runs the programs; exit code 0 when nothing was found.
pub fn run(a: Args) -> Result<i32> {
    let pipelines = a
        .pipelines
        .split(';')
        .map(|p| Pass::parse_list(p.trim()).map(|passes| (p.trim().to_string(), passes)))
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(|m| Error::Usage(format!("--pipelines: {m}")))?;
    let rules = io::load_rules(a.rules.as_deref())?;
    let cfg = PipelineConfig::from_rules(&rules).map_err(io::usage)?;
    if let Some(dir) = &a.emit {
        std::fs::create_dir_all(dir).map_err(|e| Error::Usage(format!("--emit {dir}: {e}")))?;
    }
    let mut tallies: Vec<Tally> = pipelines.iter().map(|_| Tally::default()).collect();
    for seed in a.seed..a.seed + a.programs {
        let src = tir_eqsat::random_program(seed);
        let name = format!("random_{seed}.tir.py");
        let canonical = tir_eqsat::parse_module(&name, &src).map(|m| tir_eqsat::print_module(&m));
        if let Some(dir) = &a.emit {
            io::emit(Some(&format!("{dir}/{seed}.tir.py")), &src)?;
        }
        for ((label, passes), tally) in pipelines.iter().zip(tallies.iter_mut()) {
            match tir_eqsat::differential(&name, &src, passes, &cfg, a.trials) {
                Ok(out) => {
                    tally.changed += u64::from(canonical.as_ref().is_ok_and(|c| *c != out));
                    if let Some(dir) = &a.emit {
                        io::emit(Some(&format!("{dir}/{seed}.{}.tir.py", label.replace(',', "+"))), &out)?;
                    }
                }
                Err(finding) => {
                    tally.findings += 1;
                    println!("program seed {seed}, pipeline {label}: {finding}");
                }
            }
        }
    }
    for ((label, _), t) in pipelines.iter().zip(&tallies) {
        println!(
            "{label}: {} programs, {} changed by the pipeline, {} findings",
            a.programs, t.changed, t.findings
        );
    }
    Ok(i32::from(tallies.iter().any(|t| t.findings > 0)))
}
