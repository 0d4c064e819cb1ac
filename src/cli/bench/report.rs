//! The benchmark's results: per program and mode, a summary (geometric means), and the table
//! printed on stdout. The JSON output is these structures serialized.
//!
//! Invariant: ratios are `None` exactly when their denominator is absent or zero.

use serde::Serialize;
use std::fmt::Write;
use tir_eqsat::PassReport;

/// One mode on one program.
#[derive(Serialize, Clone, Debug)]
pub struct ModeResult {
    /// `syntactic`, `semantic` or `simplify+semantic`.
    pub mode: &'static str,
    /// Weighted ops of the output.
    pub weighted_ops: u128,
    /// Over the input's weighted ops.
    pub ratio_to_input: Option<f64>,
    /// Over TVM's CSE output's weighted ops.
    pub ratio_to_tvm: Option<f64>,
    /// `Let` bindings introduced.
    pub bindings: usize,
    /// Conditions the simplifier removed (proven true or false); 0 without `simplify`.
    pub conditions_removed: usize,
    /// Median wall time of the passes over the repeats, in milliseconds.
    pub pass_ms: f64,
    /// E-graph nodes of semantic CSE (summed over functions); 0 without an e-graph.
    pub egraph_nodes: usize,
    /// E-graph classes of semantic CSE (summed over functions).
    pub egraph_classes: usize,
    /// Most iterations of one e-graph run.
    pub iterations: usize,
    /// Why saturation stopped (distinct reasons joined), or `no e-graph run`.
    pub stop_reason: String,
    /// Peak heap growth during the passes of the first repeat, in bytes.
    pub peak_bytes: usize,
}

fn ratio(a: u128, b: Option<u128>) -> Option<f64> {
    b.filter(|&b| b > 0).map(|b| a as f64 / b as f64)
}

impl ModeResult {
    /// Aggregates the pass reports of one run of a mode over every function.
    pub fn new(
        mode: &'static str,
        weighted_ops: u128,
        input_ops: u128,
        tvm_ops: Option<u128>,
        reports: &[PassReport],
        pass_ms: f64,
        peak_bytes: usize,
    ) -> ModeResult {
        let mut reasons: Vec<String> = Vec::new();
        let (mut nodes, mut classes, mut iterations, mut bindings, mut removed) = (0, 0, 0, 0, 0);
        for r in reports {
            bindings += r.bindings;
            if let Some(s) = &r.simplify {
                removed += s.removed_true + s.removed_false;
            }
            if let Some(e) = &r.egraph {
                nodes += e.nodes;
                classes += e.classes;
                iterations = iterations.max(e.iterations);
                if !reasons.contains(&e.stop_reason) {
                    reasons.push(e.stop_reason.clone());
                }
            }
        }
        ModeResult {
            mode,
            weighted_ops,
            ratio_to_input: ratio(weighted_ops, Some(input_ops)),
            ratio_to_tvm: ratio(weighted_ops, tvm_ops),
            bindings,
            conditions_removed: removed,
            pass_ms,
            egraph_nodes: nodes,
            egraph_classes: classes,
            iterations,
            stop_reason: if reasons.is_empty() {
                "no e-graph run".into()
            } else {
                reasons.join(", ")
            },
            peak_bytes,
        }
    }
}

/// One program.
#[derive(Serialize, Clone, Debug)]
pub struct ProgramResult {
    /// Name (file name without `.input.tir.py` / `.tir.py`).
    pub program: String,
    /// Path of the input.
    pub file: String,
    /// Functions in the module.
    pub functions: usize,
    /// Expression nodes of the input (the size measure).
    pub expr_nodes: u128,
    /// Weighted ops of the input.
    pub input_ops: u128,
    /// Weighted ops of `NAME.tvm_cse.tir.py`, when present.
    pub tvm_cse_ops: Option<u128>,
    /// `syntactic`, `semantic`, `simplify+semantic`, in that order.
    pub modes: Vec<ModeResult>,
}

/// Geometric means over the programs and the run's settings.
#[derive(Serialize, Clone, Debug)]
pub struct Summary {
    /// Programs benchmarked.
    pub programs: usize,
    /// Programs with a TVM CSE output to compare with.
    pub with_tvm: usize,
    /// Per mode: geometric mean of weighted ops over the input's.
    pub geomean_ratio_to_input: Vec<(String, Option<f64>)>,
    /// Per mode: geometric mean of weighted ops over TVM CSE's (programs with a TVM output;
    /// `None` when there are none).
    pub geomean_ratio_to_tvm: Vec<(String, Option<f64>)>,
    /// Runs per mode (median pass time reported).
    pub repeat: usize,
    /// Wall time of the whole benchmark in seconds.
    pub total_seconds: f64,
    /// Machine the figures come from.
    pub machine: String,
}

fn geomean(values: impl Iterator<Item = f64>) -> Option<f64> {
    let (sum, n) = values.fold((0.0, 0usize), |(s, n), v| (s + v.max(f64::MIN_POSITIVE).ln(), n + 1));
    (n > 0).then(|| (sum / n as f64).exp())
}

impl Summary {
    /// Summarizes `results`.
    pub fn of(results: &[ProgramResult], total_seconds: f64, repeat: usize) -> Summary {
        let modes: Vec<&'static str> = results
            .first()
            .map(|r| r.modes.iter().map(|m| m.mode).collect())
            .unwrap_or_default();
        let per_mode = |k: usize, pick: &dyn Fn(&ModeResult) -> Option<f64>| {
            geomean(results.iter().filter_map(|r| pick(&r.modes[k])))
        };
        Summary {
            programs: results.len(),
            with_tvm: results.iter().filter(|r| r.tvm_cse_ops.is_some()).count(),
            geomean_ratio_to_input: modes
                .iter()
                .enumerate()
                .map(|(k, m)| (m.to_string(), per_mode(k, &|x| x.ratio_to_input)))
                .collect(),
            geomean_ratio_to_tvm: modes
                .iter()
                .enumerate()
                .map(|(k, m)| (m.to_string(), per_mode(k, &|x| x.ratio_to_tvm)))
                .collect(),
            repeat,
            total_seconds,
            machine: machine(),
        }
    }
}

/// CPU model and core count, from /proc/cpuinfo where available.
fn machine() -> String {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| {
            t.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|s| s.trim().to_string())
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_string());
    format!("{model}, {cores} cores")
}

fn opt_ratio(r: Option<f64>) -> String {
    r.map_or("-".into(), |r| format!("{r:.3}"))
}

/// The table printed on stdout.
pub fn table(results: &[ProgramResult], s: &Summary) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<26} {:>11} {:>11} | {:>7} {:>7} {:>7} | {:>7} {:>7} {:>7} | {:>5} {:>5} | {:>7} {:>7} {:>7} | {:>6} {:>3} {:>8}",
        "program",
        "input ops",
        "TVM cse",
        "syn/in",
        "sem/in",
        "s+s/in",
        "syn/TVM",
        "sem/TVM",
        "s+s/TVM",
        "b.syn",
        "b.sem",
        "ms syn",
        "ms sem",
        "ms s+s",
        "egraph",
        "it",
        "peak KiB"
    );
    for r in results {
        let [syn, sem, both] = [&r.modes[0], &r.modes[1], &r.modes[2]];
        let _ = writeln!(
            out,
            "{:<26} {:>11} {:>11} | {:>7} {:>7} {:>7} | {:>7} {:>7} {:>7} | {:>5} {:>5} | {:>7.3} {:>7.3} {:>7.3} | {:>6} {:>3} {:>8}",
            r.program,
            r.input_ops,
            r.tvm_cse_ops.map_or("-".into(), |t| t.to_string()),
            opt_ratio(syn.ratio_to_input),
            opt_ratio(sem.ratio_to_input),
            opt_ratio(both.ratio_to_input),
            opt_ratio(syn.ratio_to_tvm),
            opt_ratio(sem.ratio_to_tvm),
            opt_ratio(both.ratio_to_tvm),
            syn.bindings,
            sem.bindings,
            syn.pass_ms,
            sem.pass_ms,
            both.pass_ms,
            sem.egraph_nodes,
            sem.iterations,
            sem.peak_bytes.div_ceil(1024),
        );
    }
    let fmt = |v: &[(String, Option<f64>)]| {
        v.iter()
            .map(|(m, x)| format!("{m} {}", opt_ratio(*x)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(
        out,
        "geometric mean over the input: {}\ngeometric mean over TVM's CSE ({} programs): {}\n{} programs, median of {} runs per mode, {:.1} s in all, on {}",
        fmt(&s.geomean_ratio_to_input),
        s.with_tvm,
        fmt(&s.geomean_ratio_to_tvm),
        s.programs,
        s.repeat,
        s.total_seconds,
        s.machine
    );
    out
}
