//! `tir-eqsat opt --passes simplify,cse` and `tir-eqsat simplify`: run a pipeline over every
//! function of a module ([`tir_eqsat::run`], one pass after another), print the result, and
//! optionally write per-function, per-pass statistics as JSON.
//!
//! Invariants: output is written only after every pass succeeded on every function (a failing
//! run leaves no partial output file); an ill-formed function is an error (exit code 2); each
//! function state's weighted ops are counted once (one pass's result is the next one's input).

use super::io;
use tir_eqsat::{Error, Result};
use tir_eqsat::{Pass, PipelineConfig};

/// Input, output and statistics options of `simplify` and `opt`.
#[derive(clap::Args, Debug)]
pub struct PipelineIo {
    /// Input file (`-` or nothing for standard input).
    file: Option<String>,
    /// Rules directory (default: ./rules, else the rules shipped with this build).
    #[arg(long)]
    rules: Option<String>,
    /// Write to this file (atomically) instead of standard output.
    #[arg(short, long)]
    output: Option<String>,
    /// Write per-function, per-pass statistics as JSON to this file (`-`: standard output).
    #[arg(long)]
    stats_json: Option<String>,
    /// Values for symbolic extents, used for the weighted op figures in the statistics.
    #[arg(long)]
    bind: Vec<String>,
}

/// Arguments of `opt`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Comma-separated passes: `simplify`, `cse` (semantic), `syntactic-cse`, `remove-no-op`,
    /// `hoist`, `reduce-loop-extents`, `merge-loops`, `remove-assume`, `remove-store-undef`.
    #[arg(long, default_value = "simplify,cse")]
    passes: String,
    /// `layout` / `sequential-access`: a buffer (repeatable; each starts a group).
    #[arg(long = "buffer")]
    buffers: Vec<String>,
    /// `layout`: the index map of the group's buffer, e.g. `lambda i: (i // 4, i % 4)`.
    #[arg(long = "index-map")]
    index_maps: Vec<String>,
    /// `layout`: what the padding holds: `none`, `undef`, a constant, or a lambda over the
    /// transformed indices (write `--pad-value=-1.0` for a negative constant).
    #[arg(long = "pad-value", allow_hyphen_values = true)]
    pad_values: Vec<String>,
    /// `padding`: the target whose costs decide between overcompute and branching.
    #[arg(long, value_enum, default_value_t = TargetArg::Cpu)]
    target: TargetArg,
    #[command(flatten)]
    io: PipelineIo,
}

/// `simplify`: the one-pass pipeline `simplify`; exit code 0.
pub fn simplify(io: PipelineIo) -> Result<i32> {
    run(Args {
        passes: "simplify".into(),
        buffers: Vec::new(),
        index_maps: Vec::new(),
        pad_values: Vec::new(),
        target: TargetArg::Cpu,
        io,
    })
}

/// Runs the pipeline; exit code 0.
pub fn run(a: Args) -> Result<i32> {
    let passes = Pass::parse_list(&a.passes).map_err(|m| Error::Usage(format!("--passes: {m}")))?;
    let layouts = layout_groups(&passes, a.buffers, a.index_maps, a.pad_values)?;
    let a_target = a.target;
    let a = a.io;
    let rules = io::load_rules(a.rules.as_deref())?;
    let mut cfg = PipelineConfig::from_rules(&rules).map_err(io::usage)?;
    cfg.layouts = layouts;
    cfg.padding_target = match a_target {
        TargetArg::Cpu => tir_eqsat::Target::Cpu,
        TargetArg::Gpu => tir_eqsat::Target::Gpu,
    };
    let path = a.file.as_deref().unwrap_or("-");
    let src = io::read_source(path)?;
    let mut module = tir_eqsat::parse_module(path, &src)?;
    let b = io::bindings(&a.bind)?;
    let mut rows = Vec::new();
    let ops = io::ops_for_stats(a.stats_json.is_some(), &b);
    for func in module.funcs.iter_mut() {
        let mut before = ops(func);
        for &pass in &passes {
            let r = tir_eqsat::run_pass(func, pass, &cfg).map_err(|e| e.into_error(path, &src))?;
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
            match pass {
                Pass::Cse | Pass::SyntacticCse => row["bindings"] = r.bindings.into(),
                Pass::Simplify => {}
                _ => row["rewrites"] = r.rewrites.into(),
            }
            if let Some(p) = &r.padding {
                let costs: serde_json::Map<String, serde_json::Value> = p
                    .costs
                    .iter()
                    .map(|(name, c, w)| {
                        let v =
                            serde_json::json!({"ops": c.ops, "branches": c.branches, "iters": c.iters, "weighted": w});
                        (name.to_string(), v)
                    })
                    .collect();
                row["padding_costs"] = costs.into();
                row["padding_chosen"] = p.chosen.into();
                row["padding_target"] = format!("{:?}", p.target).to_lowercase().into();
            }
            if let Some(e) = &r.egraph {
                row["egraph_nodes"] = e.nodes.into();
                row["egraph_classes"] = e.classes.into();
                row["iterations"] = e.iterations.into();
                row["stop_reason"] = e.stop_reason.clone().into();
                row["egraph_partitions"] = serde_json::json!(r.egraph_partitions);
            }
            if !r.phases_ms.is_empty() {
                row["phases_ms"] = serde_json::json!(r.phases_ms);
            }
            rows.push(row);
            before = after;
        }
    }
    io::emit(a.output.as_deref(), &tir_eqsat::print_module(&module))?;
    if let Some(path) = a.stats_json.as_deref() {
        io::write_json(path, &serde_json::Value::Array(rows))?;
    }
    Ok(0)
}

/// The `--buffer` groups: each buffer with its index map and pad value (in order). `layout`
/// needs a map for every buffer; a missing pad value is `none`.
fn layout_groups(
    passes: &[Pass],
    buffers: Vec<String>,
    maps: Vec<String>,
    pads: Vec<String>,
) -> Result<Vec<tir_eqsat::LayoutSpec>> {
    let needs_map = passes.contains(&Pass::Layout);
    if needs_map && maps.len() != buffers.len() {
        return Err(Error::Usage(format!(
            "`layout` needs one --index-map per --buffer ({} buffers, {} maps)",
            buffers.len(),
            maps.len()
        )));
    }
    if pads.len() > buffers.len() {
        return Err(Error::Usage("more --pad-value options than --buffer options".into()));
    }
    if (needs_map || passes.contains(&Pass::SequentialAccess)) && buffers.is_empty() {
        return Err(Error::Usage(
            "`layout` and `sequential-access` need --buffer NAME".into(),
        ));
    }
    Ok(buffers
        .into_iter()
        .enumerate()
        .map(|(k, buffer)| tir_eqsat::LayoutSpec {
            buffer,
            index_map: maps.get(k).cloned().unwrap_or_default(),
            pad_value: pads.get(k).cloned().unwrap_or_else(|| "none".into()),
        })
        .collect())
}

/// `--target` of `padding`.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum TargetArg {
    /// A CPU (llvm).
    Cpu,
    /// A GPU (cuda).
    Gpu,
}
