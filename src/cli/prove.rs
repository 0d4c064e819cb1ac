//! `tir-eqsat prove LHS RHS`: are two s-expressions equal under the rules and the facts? Prints
//! the e-graph figures, the cheapest form of the left side and, with `--explain`, the chain of
//! rewrites.
//!
//! Exit codes: 0 proven equal, 1 not proven (which is not a proof of difference), 2 bad input.

use super::io;
use tir_eqsat::Limits;
use tir_eqsat::ProveOptions;
use tir_eqsat::{Error, Result};

/// Arguments of `prove`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Left expression, e.g. `(+ (+ x y) z)`.
    lhs: String,
    /// Right expression.
    rhs: String,
    /// Rules directory (default: ./rules, else the rules shipped with this build).
    #[arg(long)]
    rules: Option<String>,
    /// A fact about a variable, e.g. `d1 > 0` or `(> d1 0)`; repeatable.
    #[arg(long = "assume")]
    facts: Vec<String>,
    /// Dtype of the variables and literals.
    #[arg(long, default_value = "int32")]
    dtype: String,
    /// Print the chain of rewrites that proves it.
    #[arg(long)]
    explain: bool,
    /// E-node limit.
    #[arg(long)]
    max_nodes: Option<usize>,
    /// Do not insert the sides in canonical operand order (measure saturation alone).
    #[arg(long)]
    no_canonical: bool,
}

/// Tries the proof; exit code 0 proven, 1 not proven.
pub fn run(a: Args) -> Result<i32> {
    let dtype = a.dtype.as_str();
    let dtype =
        tir_eqsat::ir::DataType::parse(dtype).ok_or_else(|| Error::Usage(format!("unknown dtype `{dtype}`")))?;
    let rules = io::load_rules(a.rules.as_deref())?;
    let rewrites = tir_eqsat::rewrites(&rules).map_err(io::usage)?;
    let mut bools = Vec::new();
    let l =
        tir_eqsat::parse_term(&a.lhs, dtype, &mut bools).map_err(|e| Error::Usage(format!("left expression: {e}")))?;
    let r =
        tir_eqsat::parse_term(&a.rhs, dtype, &mut bools).map_err(|e| Error::Usage(format!("right expression: {e}")))?;
    let facts = a
        .facts
        .iter()
        .map(|f| tir_eqsat::parse_fact(f))
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(Error::Usage)?;
    let mut limits = Limits::default();
    if let Some(n) = a.max_nodes {
        limits.max_nodes = n;
    }
    let opts = ProveOptions {
        dtype,
        facts,
        limits,
        explain: a.explain,
        canonical: !a.no_canonical,
        until_proven: false,
    };
    let proof = tir_eqsat::prove(&l, &r, &rewrites, &bools, &opts);
    let rep = &proof.report;
    println!(
        "{} (e-graph: {} nodes, {} classes, {} iterations, stop: {}, {:.1} ms)",
        if proof.proven { "proven" } else { "not proven" },
        rep.nodes,
        rep.classes,
        rep.iterations,
        rep.stop_reason,
        rep.time_ms
    );
    println!(
        "cheapest form of the left side ({} ops): {}",
        proof.cheapest.0, proof.cheapest.1
    );
    if let Some(e) = proof.explanation {
        println!("{e}");
    }
    Ok(if proof.proven { 0 } else { 1 })
}
