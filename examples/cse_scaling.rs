//! How the pass time and memory of syntactic and semantic CSE grow with program size: the two
//! generated families (`tir_eqsat::generate`: `unrolled`, one loop nest whose index sums no
//! rule touches; `grouped`, many small loop nests whose indices are written in equal forms the
//! rules prove one) from about 1k to 1M expression nodes, each family, mode and size measured
//! in its own process (median of at least 5 pass-only runs, weighted ops after, peak resident
//! memory), then the fitted exponent of time against size per family and mode.
//! Run: `cargo run --release --example cse_scaling [-- --mode syntactic|semantic]
//! [--family unrolled|grouped] [--json OUT]`; `-- --emit DIR [--statements N]` writes the
//! programs (or the ones of N statements) instead; `-- --one FAMILY MODE N` measures one.

use std::process::Command;
use std::time::Instant;

/// Statements per program: about 37 expression nodes each, so 1k to 1M nodes.
const SIZES: [usize; 6] = [27, 108, 432, 1_728, 6_912, 27_648];

/// The generated families, by name.
const FAMILIES: [&str; 2] = ["unrolled", "grouped"];

/// The program of `family` with `statements` statements.
fn program(family: &str, statements: usize) -> String {
    match family {
        "grouped" => tir_eqsat::grouped_kernel(statements),
        _ => tir_eqsat::unrolled_kernel(statements),
    }
}

fn peak_rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM:")).map(str::to_string))
        .and_then(|l| l.split_whitespace().nth(1).and_then(|v| v.parse().ok()))
        .unwrap_or(0)
}

/// The pass of one mode, ready to run.
fn pass(mode: &str) -> Box<dyn Fn(&mut tir_eqsat::PrimFunc) -> usize> {
    match mode {
        "syntactic" => Box::new(|f| tir_eqsat::syntactic_cse(f).bindings),
        _ => {
            let rules = tir_eqsat::load_rules(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rules"))
                .expect("the bundled rules load");
            let cfg = tir_eqsat::SemanticConfig {
                rules: tir_eqsat::semantic_rewrites(&rules).expect("the bundled rules compile"),
                ..Default::default()
            };
            Box::new(move |f| tir_eqsat::semantic_cse(f, &cfg).cse.bindings)
        }
    }
}

/// Measures one family, mode and size in this process and prints one JSON line.
fn measure(family: &str, mode: &str, statements: usize) {
    let run = pass(mode);
    let src = program(family, statements);
    let module = tir_eqsat::parse_module("generated", &src).expect("generated programs parse");
    let func = &module.funcs[0];
    let nodes = tir_eqsat::weighted_ops(func, &Default::default())
        .expect("static extents")
        .expr_nodes;
    let mut times = Vec::new();
    let mut bindings = 0;
    let mut after = func.clone();
    // At least 5 runs and at least ~0.2 s in total, so small sizes are not timer noise.
    let started = Instant::now();
    while times.len() < 5 || (started.elapsed().as_millis() < 200 && times.len() < 1000) {
        let mut copy = func.clone();
        let start = Instant::now();
        bindings = run(&mut copy);
        times.push(start.elapsed().as_secs_f64() * 1e3);
        after = copy;
    }
    let ops = |f: &tir_eqsat::PrimFunc| {
        tir_eqsat::weighted_ops(f, &Default::default())
            .expect("static extents")
            .weighted
    };
    times.sort_by(f64::total_cmp);
    let row = serde_json::json!({
        "family": family,
        "mode": mode,
        "statements": statements,
        "expr_nodes": nodes as u64,
        "pass_ms": times[times.len() / 2],
        "runs": times.len(),
        "bindings": bindings,
        "weighted_ops_before": ops(func) as u64,
        "weighted_ops_after": ops(&after) as u64,
        "peak_rss_kib": peak_rss_kib(),
    });
    println!("{row}");
}

/// Least-squares slope of log(y) against log(x).
fn exponent(points: &[(f64, f64)]) -> f64 {
    let n = points.len() as f64;
    let (lx, ly): (Vec<f64>, Vec<f64>) = points.iter().map(|(x, y)| (x.ln(), y.ln())).unzip();
    let (mx, my) = (lx.iter().sum::<f64>() / n, ly.iter().sum::<f64>() / n);
    let cov: f64 = lx.iter().zip(&ly).map(|(x, y)| (x - mx) * (y - my)).sum();
    let var: f64 = lx.iter().map(|x| (x - mx) * (x - mx)).sum();
    cov / var
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    if let (Some("--one"), Some(family), Some(mode), Some(n)) =
        (args.get(1).map(String::as_str), args.get(2), args.get(3), args.get(4))
    {
        measure(family, mode, n.parse().expect("a statement count"));
        return;
    }
    let modes: Vec<String> = match arg("--mode") {
        Some(m) => vec![m],
        None => vec!["syntactic".into(), "semantic".into()],
    };
    let families: Vec<String> = match arg("--family") {
        Some(f) => vec![f],
        None => FAMILIES.iter().map(|f| f.to_string()).collect(),
    };
    if let Some(dir) = arg("--emit") {
        // The same programs as files, for timing TVM's pass on them (scripts/scaling_tvm.py).
        // `--statements N`: that one size (the 2.6M-node programs of the README are 70,000
        // unrolled and 60,000 grouped statements) instead of the scaling sizes.
        let sizes: Vec<usize> = match arg("--statements") {
            Some(n) => vec![n.parse().expect("--statements takes a statement count")],
            None => SIZES.to_vec(),
        };
        std::fs::create_dir_all(&dir).expect("creating the --emit directory");
        for family in &families {
            for &n in &sizes {
                let path = std::path::Path::new(&dir).join(format!("{family}_{n}.tir.py"));
                std::fs::write(path, program(family, n)).expect("writing a generated program");
            }
        }
        return;
    }
    let exe = std::env::current_exe().expect("own path");
    let mut rows = Vec::new();
    let mut exponents = serde_json::Map::new();
    println!(
        "{:>9} {:>10} {:>10} {:>12} {:>10} {:>9} {:>14} {:>14}",
        "family", "mode", "statements", "expr nodes", "pass ms", "bindings", "weighted ops", "peak RSS MiB"
    );
    for family in &families {
        for mode in &modes {
            let mut points = Vec::new();
            for n in SIZES {
                let out = Command::new(&exe)
                    .args(["--one", family, mode, &n.to_string()])
                    .output()
                    .expect("running a measurement");
                let row: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON line");
                println!(
                    "{:>9} {:>10} {:>10} {:>12} {:>10.2} {:>9} {:>14} {:>14.1}",
                    family,
                    mode,
                    n,
                    row["expr_nodes"],
                    row["pass_ms"].as_f64().unwrap_or(0.0),
                    row["bindings"],
                    row["weighted_ops_after"],
                    row["peak_rss_kib"].as_f64().unwrap_or(0.0) / 1024.0
                );
                points.push((
                    row["expr_nodes"].as_f64().unwrap_or(1.0),
                    row["pass_ms"].as_f64().unwrap_or(1.0),
                ));
                rows.push(row);
            }
            let k = exponent(&points);
            println!("{family} {mode}: fitted exponent of pass time against expression nodes: {k:.3}");
            exponents.insert(format!("{family} {mode}"), k.into());
        }
    }
    if let Some(path) = arg("--json") {
        let doc = serde_json::json!({"rows": rows, "exponents": exponents});
        std::fs::write(&path, serde_json::to_string_pretty(&doc).expect("plain JSON")).expect("writing --json");
    }
}
