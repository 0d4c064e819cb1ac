//! `tir-eqsat bench DIR`: every TVMScript file of a directory through syntactic CSE, semantic
//! CSE and `simplify` + semantic CSE, with weighted ops, ratios to the input and to TVM's CSE
//! output (`NAME.tvm_cse.tir.py` beside the input), bindings, median pass times, e-graph
//! figures and peak heap memory; a table on stdout, `--json`, `--svg`.
//!
//! Invariants: every mode starts from a fresh copy of the parsed input; pass times exclude
//! parsing, printing and op counting; the JSON and SVG files are written atomically, after
//! every program ran.

mod chart;
mod report;

use super::alloc_meter;
use super::io::{self, load};
use indicatif::{ProgressBar, ProgressStyle};
use report::{ModeResult, ProgramResult};
use std::path::{Path, PathBuf};
use tir_eqsat::Bindings;
use tir_eqsat::{Error, Module, Result};
use tir_eqsat::{Pass, PipelineConfig};

/// Arguments of `bench`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Directory of `.py` TVMScript files (bindings from sibling `NAME.meta.json` files).
    dir: String,
    /// Write every figure as JSON to this file.
    #[arg(long)]
    json: Option<String>,
    /// Write a chart of the weighted-op ratios as SVG to this file.
    #[arg(long)]
    svg: Option<String>,
    /// Runs per mode and program; the median pass time is reported.
    #[arg(long, default_value_t = 5)]
    repeat: usize,
    /// Values for symbolic extents (over those of the meta files), e.g. `n=64`.
    #[arg(long)]
    bind: Vec<String>,
    /// Rules directory (default: ./rules, else the rules shipped with this build).
    #[arg(long)]
    rules: Option<String>,
}

/// The modes compared, by name and pipeline.
const MODES: [(&str, &[Pass]); 3] = [
    ("syntactic", &[Pass::SyntacticCse]),
    ("semantic", &[Pass::Cse]),
    ("simplify+semantic", &[Pass::Simplify, Pass::Cse]),
];

/// One input program of the directory.
struct Input {
    name: String,
    path: PathBuf,
    tvm_cse: Option<PathBuf>,
}

/// Runs the benchmark; exit code 0.
pub fn run(a: Args) -> Result<i32> {
    // Peak heap memory per pass run is part of the report.
    alloc_meter::start();
    let rules = io::load_rules(a.rules.as_deref())?;
    let cfg = PipelineConfig::from_rules(&rules).map_err(io::usage)?;
    let inputs = discover(Path::new(&a.dir))?;
    let bar = ProgressBar::new(inputs.len() as u64);
    bar.set_style(ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").expect("a valid progress template"));
    let start = std::time::Instant::now();
    let mut results = Vec::new();
    for input in &inputs {
        bar.set_message(input.name.clone());
        results.push(bench_one(input, &a, &cfg)?);
        bar.inc(1);
    }
    bar.finish_and_clear();
    let total_s = start.elapsed().as_secs_f64();
    let summary = report::Summary::of(&results, total_s, a.repeat.max(1));
    print!("{}", report::table(&results, &summary));
    if let Some(path) = &a.json {
        io::write_json(path, &serde_json::json!({ "programs": results, "summary": summary }))?;
    }
    if let Some(path) = &a.svg {
        let svg = chart::render(&results).map_err(|m| Error::Runtime(format!("--svg: {m}")))?;
        io::write_atomic(path, &svg)?;
    }
    Ok(0)
}

/// The TVMScript files of `dir` in name order, with their sibling metadata and TVM output.
fn discover(dir: &Path) -> Result<Vec<Input>> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| Error::Usage(format!("{}: cannot read directory: {e}", dir.display())))?;
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    let mut inputs = Vec::new();
    for path in paths {
        let Some(file) = path.file_name().and_then(|f| f.to_str()) else {
            continue;
        };
        if !file.ends_with(".py") || file.ends_with(".tvm_cse.tir.py") {
            continue;
        }
        let name = io::corpus_name(file).to_string();
        let tvm = dir.join(format!("{name}.tvm_cse.tir.py"));
        inputs.push(Input {
            tvm_cse: tvm.exists().then_some(tvm),
            name,
            path,
        });
    }
    if inputs.is_empty() {
        return Err(Error::Usage(format!(
            "{}: no TVMScript files (*.py) to benchmark",
            dir.display()
        )));
    }
    Ok(inputs)
}

/// Weighted ops and expression nodes of `m`, summed over its functions.
fn op_count(m: &Module, b: &Bindings, what: &str) -> Result<(u128, u128)> {
    let mut total = (0, 0);
    for f in &m.funcs {
        let c = tir_eqsat::weighted_ops(f, b).map_err(|e| Error::Usage(format!("{what}: `{}`: {e}", f.name)))?;
        total = (total.0 + c.weighted, total.1 + c.expr_nodes);
    }
    Ok(total)
}

fn weighted(m: &Module, b: &Bindings, what: &str) -> Result<u128> {
    op_count(m, b, what).map(|c| c.0)
}

fn bench_one(input: &Input, a: &Args, cfg: &PipelineConfig) -> Result<ProgramResult> {
    let path = input.path.display().to_string();
    let module = load(&path)?;
    let b = io::run_bindings(&input.path.to_string_lossy(), &a.bind)?;
    let (input_ops, expr_nodes) = op_count(&module, &b, &path)?;
    let tvm_cse_ops = match &input.tvm_cse {
        Some(p) => {
            let p = p.display().to_string();
            Some(weighted(&load(&p)?, &b, &p)?)
        }
        None => None,
    };
    let mut modes = Vec::new();
    for (mode, passes) in MODES {
        modes.push(bench_mode(
            &module,
            mode,
            passes,
            a.repeat.max(1),
            cfg,
            &b,
            input_ops,
            tvm_cse_ops,
        )?);
    }
    Ok(ProgramResult {
        program: input.name.clone(),
        file: path,
        functions: module.funcs.len(),
        expr_nodes,
        input_ops,
        tvm_cse_ops,
        modes,
    })
}

#[allow(clippy::too_many_arguments)]
fn bench_mode(
    module: &Module,
    mode: &'static str,
    passes: &[Pass],
    repeat: usize,
    cfg: &PipelineConfig,
    b: &Bindings,
    input_ops: u128,
    tvm_ops: Option<u128>,
) -> Result<ModeResult> {
    let mut times = Vec::with_capacity(repeat);
    let mut first: Option<(Module, Vec<tir_eqsat::PassReport>, usize)> = None;
    for _ in 0..repeat {
        let mut copy = module.clone();
        let base = alloc_meter::reset_peak();
        let mut reports = Vec::new();
        for f in copy.funcs.iter_mut() {
            for &p in passes {
                reports.push(tir_eqsat::run_pass(f, p, cfg).map_err(|e| Error::Runtime(e.to_string()))?);
            }
        }
        let peak = (alloc_meter::peak() - base).max(0) as usize;
        times.push(reports.iter().map(|r| r.pass_ms).sum::<f64>());
        if first.is_none() {
            first = Some((copy, reports, peak));
        }
    }
    times.sort_by(f64::total_cmp);
    let (out, reports, peak) = first.expect("repeat is at least 1");
    let ops = weighted(&out, b, mode)?;
    Ok(ModeResult::new(
        mode,
        ops,
        input_ops,
        tvm_ops,
        &reports,
        times[times.len() / 2],
        peak,
    ))
}
