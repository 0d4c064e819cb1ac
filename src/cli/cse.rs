//! `tir-eqsat cse [FILE|-]`: common-subexpression elimination, semantic (default) or TVM's
//! syntactic algorithm, as a one-pass pipeline ([`tir_eqsat::run`]) over every function.
//!
//! Invariants: each function goes through the pipeline like `opt` (verified before and after,
//! compacted; the check after runs here, beside printing), so `cse` after `simplify` in one
//! process and `cse` over printed text agree; an ill-formed result is an error (exit code 2),
//! never a panic; output and `--stats-json` are written only after every function succeeded.
//! Stats rows: `function`, `mode`, `weighted_ops_before/after`, `bindings`, `egraph_nodes`,
//! `egraph_classes`, `iterations`, `stop_reason`, `pass_ms` (median over `--repeat` runs on
//! fresh copies), and in semantic mode `phases_ms`, the last run's time per phase as
//! `[name, ms]` pairs in the order they ran.

use super::io;
use tir_eqsat::{semantic_rewrites, Placement, SemanticConfig};
use tir_eqsat::{Error, PrimFunc, Result};
use tir_eqsat::{Pass, PipelineConfig};

/// Arguments of `cse`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file (`-` or nothing for standard input).
    file: Option<String>,
    /// `semantic` (default) or `syntactic` (TVM 0.27's CommonSubexprElim, exactly).
    #[arg(long, default_value = "semantic")]
    mode: String,
    /// Semantic mode: `hoist` (default) places bindings where their operands are defined,
    /// `lca` at the lowest common scope of their uses as TVM does.
    #[arg(long, default_value = "hoist")]
    placement: String,
    /// Semantic mode: keep bool-typed expressions (conditions) unbound, as TVM does.
    #[arg(long)]
    no_bind_predicates: bool,
    /// Syntactic mode, UNSAFE: bind a division by a variable (or a load) ahead of the
    /// `if_then_else` branch or `and`/`or` operand guarding it, exactly as TVM 0.27 does (the
    /// result may divide by zero where the input did not).
    #[arg(long)]
    speculate_traps: bool,
    /// Rules directory for the e-graph (default: ./rules, else the rules shipped with this build).
    #[arg(long)]
    rules: Option<String>,
    /// Write to this file (atomically) instead of standard output.
    #[arg(short, long)]
    output: Option<String>,
    /// Write per-function statistics as JSON to this file.
    #[arg(long)]
    stats_json: Option<String>,
    /// Values for symbolic extents, used for the weighted op figures in the statistics.
    #[arg(long)]
    bind: Vec<String>,
    /// Run the pass this many times (on fresh copies) and report the median pass time.
    #[arg(long, default_value_t = 1)]
    repeat: usize,
}

/// The pass and its configuration for `--mode` and the semantic options. Syntactic mode needs
/// no rules and loads none.
fn pass_of(a: &Args) -> Result<(Pass, PipelineConfig)> {
    let placement = match a.placement.as_str() {
        "hoist" => Placement::Hoist,
        "lca" => Placement::Lca,
        other => return Err(Error::Usage(format!("--placement {other}: expected hoist or lca"))),
    };
    match a.mode.as_str() {
        "syntactic" => {
            let mut cfg = PipelineConfig {
                defer_result_check: true,
                ..PipelineConfig::default()
            };
            cfg.syntactic.speculate_traps = a.speculate_traps;
            Ok((Pass::SyntacticCse, cfg))
        }
        "semantic" if a.speculate_traps => Err(Error::Usage(
            "--speculate-traps applies to --mode syntactic only (semantic CSE never speculates a trap)".into(),
        )),
        "semantic" => {
            let rules = io::load_rules(a.rules.as_deref())?;
            let semantic = SemanticConfig {
                rules: semantic_rewrites(&rules).map_err(io::usage)?,
                placement,
                bind_predicates: !a.no_bind_predicates,
                ..SemanticConfig::default()
            };
            let cfg = PipelineConfig {
                semantic,
                defer_result_check: true,
                ..PipelineConfig::default()
            };
            Ok((Pass::Cse, cfg))
        }
        other => Err(Error::Usage(format!("--mode {other}: expected semantic or syntactic"))),
    }
}

/// Runs CSE over every function; exit code 0.
pub fn run(a: Args) -> Result<i32> {
    let (pass, cfg) = pass_of(&a)?;
    let path = a.file.as_deref().unwrap_or("-");
    let src = io::read_source(path)?;
    let mut module = tir_eqsat::parse_module(path, &src)?;
    let b = io::bindings(&a.bind)?;
    let ops = io::ops_for_stats(a.stats_json.is_some(), &b);
    let mut rows = Vec::new();
    for func in module.funcs.iter_mut() {
        let before = ops(func);
        let run = |f: &mut PrimFunc| tir_eqsat::run_pass(f, pass, &cfg).map_err(|e| e.into_error(path, &src));
        // The runs after the first, for the median time, on copies (the passes are deterministic).
        let mut times = Vec::new();
        for _ in 1..a.repeat.max(1) {
            times.push(run(&mut func.clone())?.pass_ms);
        }
        let report = run(func)?;
        times.push(report.pass_ms);
        times.sort_by(f64::total_cmp);
        let e = report.egraph.as_ref();
        let mut row = serde_json::json!({
            "function": func.name,
            "mode": a.mode,
            "weighted_ops_before": before,
            "bindings": report.bindings,
            "egraph_nodes": e.map_or(0, |r| r.nodes),
            "egraph_classes": e.map_or(0, |r| r.classes),
            "iterations": e.map_or(0, |r| r.iterations),
            "stop_reason": e.map_or("no e-graph run".to_string(), |r| r.stop_reason.clone()),
            "egraph_partitions": report.egraph_partitions,
            "pass_ms": times[times.len() / 2],
        });
        if !report.phases_ms.is_empty() {
            row["phases_ms"] = serde_json::json!(report.phases_ms);
        }
        rows.push(row);
    }
    // The results are verified (the pipeline left it to us) and counted while another thread
    // prints them; the text is used only if every one is well-formed.
    let text = std::thread::scope(|s| {
        let printing = s.spawn(|| tir_eqsat::print_module(&module));
        let checked = module
            .funcs
            .iter()
            .try_for_each(|func| tir_eqsat::check_result(func, pass).map_err(|e| e.into_error(path, &src)));
        for (row, func) in rows.iter_mut().zip(&module.funcs) {
            row["weighted_ops_after"] = ops(func).into();
        }
        let text = printing.join().unwrap_or_else(|p| std::panic::resume_unwind(p));
        checked.map(|()| text)
    })?;
    io::emit(a.output.as_deref(), &text)?;
    if let Some(path) = a.stats_json.as_deref() {
        io::write_json(path, &serde_json::Value::Array(rows))?;
    }
    Ok(0)
}
