//! `tir-eqsat opt --passes simplify,cse` and `tir-eqsat simplify`: run a pipeline over every
//! function of a module, print the result, and optionally write per-function, per-pass
//! statistics as JSON.
//!
//! Invariant: output is written only after every pass succeeded on every function (a failing
//! run leaves no partial output file).

use crate::cli::{bindings, emit, load, load_rules, write_atomic};
use tir_eqsat::pipeline::{self, Pass, PipelineConfig};
use tir_eqsat::{interp, Error, Result};

/// Arguments shared by `opt` and `simplify`.
pub struct OptArgs {
    /// Input file (`-` for standard input).
    pub file: String,
    /// Output file, or standard output.
    pub output: Option<String>,
    /// The pipeline, e.g. `simplify,cse`.
    pub passes: String,
    /// Rules directory.
    pub rules: Option<String>,
    /// Statistics JSON path (`-` for standard output after the program).
    pub stats_json: Option<String>,
    /// Values for symbolic extents (weighted op figures).
    pub bind: Vec<String>,
}

/// Runs the pipeline; exit code 0.
pub fn run(a: &OptArgs) -> Result<i32> {
    let passes = Pass::parse_list(&a.passes).map_err(|m| Error::Usage(format!("--passes: {m}")))?;
    let rules = load_rules(a.rules.as_deref())?;
    let cfg = PipelineConfig::from_rules(&rules).map_err(|e| Error::Usage(e.join("\n")))?;
    let mut module = load(&a.file)?;
    let b = bindings(&a.bind)?;
    let mut rows = Vec::new();
    let ops = |f: &tir_eqsat::PrimFunc| interp::weighted_ops(f, &b).ok().map(|c| c.weighted as u64);
    for func in module.funcs.iter_mut() {
        // One pass's result is the next one's input: count each function state once.
        let mut before = ops(func);
        for &pass in &passes {
            let r = pipeline::run(func, pass, &cfg).map_err(Error::Runtime)?;
            let after = ops(func);
            let mut row = serde_json::json!({
                "function": func.name,
                "pass": r.pass,
                "weighted_ops_before": before,
                "weighted_ops_after": after,
                "pass_ms": r.pass_ms,
            });
            if let Some(s) = &r.simplify {
                row["conditions"] = s.conditions.into();
                row["removed_true"] = s.removed_true.into();
                row["removed_false"] = s.removed_false.into();
                row["rewritten"] = s.rewritten.into();
                row["exprs_simplified"] = s.exprs_simplified.into();
                row["egraph_runs"] = s.egraph_runs.into();
                row["egraph_nodes_max"] = s.max_egraph_nodes.into();
            }
            if pass != Pass::Simplify {
                row["bindings"] = r.bindings.into();
            }
            if let Some(e) = &r.egraph {
                row["egraph_nodes"] = e.nodes.into();
                row["egraph_classes"] = e.classes.into();
                row["iterations"] = e.iterations.into();
                row["stop_reason"] = e.stop_reason.clone().into();
            }
            rows.push(row);
            before = after;
        }
    }
    emit(a.output.as_deref(), &tir_eqsat::print_module(&module))?;
    if let Some(path) = a.stats_json.as_deref() {
        let text = serde_json::to_string_pretty(&serde_json::Value::Array(rows)).expect("JSON of plain values");
        write_atomic(path, &(text + "\n"))?;
    }
    Ok(0)
}
