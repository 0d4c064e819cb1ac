//! Command-line interface: argument definitions and one function per subcommand. Kept out of
//! the library; every command reads files, calls the library and prints.
//!
//! Exit codes: 0 success, 1 a check found a difference, 2 bad input or usage.

use clap::{Parser, Subcommand};
use std::io::{Read, Write};
use tir_eqsat::interp::{self, Bindings, DEFAULT_FUEL};
use tir_eqsat::{Error, Module, Result, Span};

/// Equality-saturation optimizer for TVM TIR.
#[derive(Parser, Debug)]
#[command(name = "tir-eqsat", version, about)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum RulesAction {
    /// Validate every rule on random and edge-case values for each dtype it claims.
    Check {
        /// Rules directory (default: ./rules, else the rules shipped with this build).
        dir: Option<String>,
        /// Assignments per rule and dtype.
        #[arg(long, default_value_t = 10_000)]
        samples: usize,
        /// Random seed.
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
}

/// Input, output and statistics options of `simplify` and `opt`.
#[derive(clap::Args, Debug)]
struct PipelineIo {
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

impl PipelineIo {
    fn run(self, passes: String) -> Result<i32> {
        crate::opt_cmd::run(&crate::opt_cmd::OptArgs {
            file: self.file.unwrap_or_else(|| "-".into()),
            output: self.output,
            passes,
            rules: self.rules,
            stats_json: self.stats_json,
            bind: self.bind,
        })
    }
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Bundled examples, no input needed: syntactic vs semantic CSE, weighted ops, bindings,
    /// and why merged forms are equal.
    Demo {
        /// Rules directory (default: ./rules, else the rules shipped with this build).
        #[arg(long)]
        rules: Option<String>,
    },
    /// Parse TVMScript and print it back canonically.
    Fmt {
        /// Input file (`-` or nothing for standard input).
        file: Option<String>,
        /// Write to this file (atomically) instead of standard output.
        #[arg(short, long)]
        output: Option<String>,
    },
    /// Common-subexpression elimination.
    Cse {
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
    },
    /// Bound-aware simplification of conditions (same as `opt --passes simplify`).
    Simplify {
        #[command(flatten)]
        io: PipelineIo,
    },
    /// A pipeline of passes, e.g. `--passes simplify,cse`.
    Opt {
        /// Comma-separated passes: `simplify`, `cse` (semantic), `syntactic-cse`.
        #[arg(long, default_value = "simplify,cse")]
        passes: String,
        #[command(flatten)]
        io: PipelineIo,
    },
    /// Benchmark every TVMScript file of a directory: syntactic vs semantic vs simplify +
    /// semantic CSE (and TVM's CSE output when `NAME.tvm_cse.tir.py` is beside the input).
    Bench {
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
    },
    /// Rule files: validation against the interpreter's semantics.
    Rules {
        #[command(subcommand)]
        action: RulesAction,
    },
    /// Prove two s-expressions equal under the rules and facts (exit 0 proven, 1 not proven).
    Prove {
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
    },
    /// For each binding of semantic CSE: the expressions it replaced and why they are equal.
    Explain {
        /// Input file.
        file: String,
        /// Only this function.
        #[arg(long = "func")]
        func: Option<String>,
        /// Rules directory (default: ./rules, else the rules shipped with this build).
        #[arg(long)]
        rules: Option<String>,
    },
    /// Weighted op count (design.md) per function and in total.
    Cost {
        /// Input file.
        file: String,
        /// Values for symbolic extents, e.g. `n=64,m=1000`.
        #[arg(long)]
        bind: Vec<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Run two programs on the same random inputs and compare their outputs.
    Check {
        /// The original program.
        original: String,
        /// The optimized program.
        optimized: String,
        /// Number of random input sets.
        #[arg(long, default_value_t = 3)]
        trials: u64,
        /// Seed of the first input set.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Values for symbolic shapes (unbound ones get small random values).
        #[arg(long)]
        bind: Vec<String>,
        /// Step budget per run.
        #[arg(long, default_value_t = DEFAULT_FUEL)]
        fuel: u64,
        /// Run at most this many blocks per `blockIdx` launch (evenly spaced, first and last
        /// included): a sampled check of large GPU kernels. Default: every block.
        #[arg(long)]
        max_blocks: Option<i128>,
    },
}

/// Runs the CLI and returns the process exit code.
pub fn run(cli: Cli) -> i32 {
    let result = match cli.command {
        Command::Fmt { file, output } => fmt(file.as_deref(), output.as_deref()),
        Command::Demo { rules } => load_rules(rules.as_deref()).and_then(|r| crate::demo::run(&r)),
        Command::Explain { file, func, rules } => load_rules(rules.as_deref())
            .and_then(|r| read_source(&file).map(|src| (r, src)))
            .and_then(|(r, src)| crate::explain::run(&file, &src, func.as_deref(), &r)),
        Command::Cost { file, bind, json } => cost(&file, &bind, json),
        Command::Bench {
            dir,
            json,
            svg,
            repeat,
            bind,
            rules,
        } => crate::bench_cmd::run(&crate::bench_cmd::BenchArgs {
            dir,
            json,
            svg,
            repeat,
            bind,
            rules,
        }),
        Command::Simplify { io } => io.run("simplify".into()),
        Command::Opt { passes, io } => io.run(passes),
        Command::Rules {
            action: RulesAction::Check { dir, samples, seed },
        } => rules_check(dir.as_deref(), samples, seed),
        Command::Prove {
            lhs,
            rhs,
            rules,
            facts,
            dtype,
            explain,
            max_nodes,
            no_canonical,
        } => {
            let opts = ProveArgs {
                facts,
                dtype,
                explain,
                max_nodes,
                canonical: !no_canonical,
            };
            prove(&lhs, &rhs, rules.as_deref(), &opts)
        }
        Command::Cse {
            file,
            mode,
            placement,
            no_bind_predicates,
            rules,
            output,
            stats_json,
            bind,
            repeat,
        } => {
            let opts = CseArgs {
                mode,
                placement,
                bind_predicates: !no_bind_predicates,
                rules,
                stats_json,
                bind,
                repeat,
            };
            cse(file.as_deref().unwrap_or("-"), output.as_deref(), &opts)
        }
        Command::Check {
            original,
            optimized,
            trials,
            seed,
            bind,
            fuel,
            max_blocks,
        } => check(
            &original,
            &optimized,
            &CheckOptions {
                trials,
                seed,
                bind,
                fuel,
                max_blocks,
            },
        ),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("{e}");
            2
        }
    }
}

/// Reads a file (or standard input for `-`), rejecting non-UTF-8 with a located error.
fn read_source(path: &str) -> Result<String> {
    let mut bytes = Vec::new();
    let io = |source| Error::Io {
        path: path.to_string(),
        source,
    };
    if path == "-" {
        std::io::stdin().read_to_end(&mut bytes).map_err(io)?;
    } else {
        bytes = std::fs::read(path).map_err(io)?;
    }
    String::from_utf8(bytes).map_err(|e| {
        let good = e.utf8_error().valid_up_to();
        let text = String::from_utf8_lossy(&e.as_bytes()[..good]).into_owned();
        Error::Input {
            span: Span::at(path, &text, good),
            message: "invalid UTF-8; expected a UTF-8 text file".into(),
        }
    })
}

pub(crate) fn load(path: &str) -> Result<Module> {
    let src = read_source(path)?;
    tir_eqsat::parse_module(path, &src)
}

/// Writes `text` to `path` atomically: a temporary file beside it, then a rename. `-` is
/// standard output; an existing path that is not a regular file itself (a symbolic link such as
/// `/dev/stdout`, a pipe, a device) is written in place, since renaming over it would replace
/// the link or device rather than write through it.
pub(crate) fn write_atomic(path: &str, text: &str) -> Result<()> {
    let io = |source| Error::Io {
        path: path.to_string(),
        source,
    };
    if path == "-" {
        return std::io::stdout().write_all(text.as_bytes()).map_err(io);
    }
    if std::fs::symlink_metadata(path).is_ok_and(|m| !m.is_file()) {
        return std::fs::OpenOptions::new()
            .write(true)
            .truncate(true)
            .open(path)
            .and_then(|mut f| f.write_all(text.as_bytes()))
            .map_err(io);
    }
    let target = std::path::Path::new(path);
    let dir = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let tmp = dir.join(format!(
        ".{}.tmp{}",
        target.file_name().and_then(|n| n.to_str()).unwrap_or("out"),
        std::process::id()
    ));
    let io = |source| Error::Io {
        path: path.to_string(),
        source,
    };
    let result = std::fs::File::create(&tmp)
        .and_then(|mut f| f.write_all(text.as_bytes()).and_then(|_| f.sync_all()))
        .and_then(|_| std::fs::rename(&tmp, target));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.map_err(io)
}

pub(crate) fn emit(output: Option<&str>, text: &str) -> Result<()> {
    match output {
        Some(path) => write_atomic(path, text),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

fn fmt(file: Option<&str>, output: Option<&str>) -> Result<i32> {
    let module = load(file.unwrap_or("-"))?;
    emit(output, &tir_eqsat::print_module(&module))?;
    Ok(0)
}

pub(crate) fn bindings(specs: &[String]) -> Result<Bindings> {
    Bindings::parse(specs).map_err(Error::Usage)
}

fn cost(file: &str, bind: &[String], json: bool) -> Result<i32> {
    let module = load(file)?;
    let b = bindings(bind)?;
    let mut total: u128 = 0;
    let mut rows = Vec::new();
    for f in &module.funcs {
        let c = interp::weighted_ops(f, &b).map_err(|m| Error::Usage(format!("{file}: function `{}`: {m}", f.name)))?;
        total += c.weighted;
        rows.push((f.name.clone(), c));
    }
    if json {
        let funcs: Vec<serde_json::Value> = rows
            .iter()
            .map(|(n, c)| serde_json::json!({"name": n, "weighted_ops": c.weighted as u64, "static_ops": c.static_ops as u64, "expr_nodes": c.expr_nodes as u64}))
            .collect();
        println!(
            "{}",
            serde_json::json!({"weighted_ops": total as u64, "functions": funcs})
        );
    } else {
        for (n, c) in &rows {
            println!("{n}: weighted ops {} (static {})", c.weighted, c.static_ops);
        }
        println!("total weighted ops: {total}");
    }
    Ok(0)
}

struct CheckOptions {
    trials: u64,
    seed: u64,
    bind: Vec<String>,
    fuel: u64,
    max_blocks: Option<i128>,
}

fn check(original: &str, optimized: &str, o: &CheckOptions) -> Result<i32> {
    let (trials, fuel) = (o.trials, o.fuel);
    let a = load(original)?;
    let b = load(optimized)?;
    let binds = bindings(&o.bind)?;
    for fa in &a.funcs {
        let fb = b.func(&fa.name).ok_or_else(|| {
            Error::Usage(format!(
                "{optimized}: no function `{}` (present in {original})",
                fa.name
            ))
        })?;
        for trial in 0..trials {
            let s = o.seed + trial;
            let inputs = interp::random_inputs(fa, &binds, s)
                .map_err(|m| Error::Runtime(format!("{original}: `{}`: {m}", fa.name)))?;
            let out_a = interp::run(fa, &inputs, fuel, o.max_blocks)
                .map_err(|m| Error::Runtime(format!("{original}: `{}` (seed {s}): {m}", fa.name)))?;
            let out_b = match interp::run(fb, &inputs, fuel, o.max_blocks) {
                Ok(o) => o,
                Err(m) => {
                    println!(
                        "DIFFERENT `{}` (seed {s}): the original runs, the optimized fails: {m}",
                        fa.name
                    );
                    return Ok(1);
                }
            };
            if let Some((buf, idx, x, y)) = interp::first_difference(&out_a, &out_b) {
                println!(
                    "DIFFERENT `{}` (seed {s}): buffer `{buf}` element {idx}: original {x}, optimized {y}",
                    fa.name
                );
                return Ok(1);
            }
        }
        let sampled = match o.max_blocks {
            Some(n) => format!(", at most {n} blocks per launch"),
            None => String::new(),
        };
        println!("equal `{}` ({trials} trials{sampled})", fa.name);
    }
    Ok(0)
}

struct CseArgs {
    mode: String,
    placement: String,
    bind_predicates: bool,
    rules: Option<String>,
    stats_json: Option<String>,
    bind: Vec<String>,
    repeat: usize,
}

fn cse(file: &str, output: Option<&str>, a: &CseArgs) -> Result<i32> {
    use tir_eqsat::passes::{Placement, SemanticConfig};
    let (mode, bind, repeat) = (a.mode.as_str(), &a.bind, a.repeat);
    let placement = match a.placement.as_str() {
        "hoist" => Placement::Hoist,
        "lca" => Placement::Lca,
        other => return Err(Error::Usage(format!("--placement {other}: expected hoist or lca"))),
    };
    let semantic = match mode {
        "syntactic" => None,
        "semantic" => {
            let rules = load_rules(a.rules.as_deref())?;
            let rewrites = tir_eqsat::passes::semantic_rewrites(&rules).map_err(|e| Error::Usage(e.join("\n")))?;
            Some(SemanticConfig {
                rewrites,
                placement,
                bind_predicates: a.bind_predicates,
                ..SemanticConfig::default()
            })
        }
        other => return Err(Error::Usage(format!("--mode {other}: expected semantic or syntactic"))),
    };
    let mut module = load(file)?;
    let b = bindings(bind)?;
    let mut rows = Vec::new();
    for func in module.funcs.iter_mut() {
        let before = interp::weighted_ops(func, &b).ok().map(|c| c.weighted as u64);
        let mut times = Vec::new();
        let mut bindings_made = 0;
        let mut report = None;
        for run in 0..repeat.max(1) {
            let mut copy = func.clone();
            let start = std::time::Instant::now();
            let (n, r) = match &semantic {
                None => (tir_eqsat::passes::syntactic_cse(&mut copy).bindings, None),
                Some(cfg) => {
                    let s = tir_eqsat::passes::semantic_cse(&mut copy, cfg);
                    (s.cse.bindings, s.egraph)
                }
            };
            times.push(start.elapsed().as_secs_f64() * 1e3);
            if run == 0 {
                *func = copy;
                bindings_made = n;
                report = r;
            }
        }
        times.sort_by(f64::total_cmp);
        let errors = tir_eqsat::ir::verify(func);
        assert!(
            errors.is_empty(),
            "{mode} CSE produced an ill-formed function: {errors:?}"
        );
        let after = interp::weighted_ops(func, &b).ok().map(|c| c.weighted as u64);
        rows.push(serde_json::json!({
            "function": func.name,
            "mode": mode,
            "weighted_ops_before": before,
            "weighted_ops_after": after,
            "bindings": bindings_made,
            "egraph_nodes": report.as_ref().map_or(0, |r| r.nodes),
            "egraph_classes": report.as_ref().map_or(0, |r| r.classes),
            "iterations": report.as_ref().map_or(0, |r| r.iterations),
            "stop_reason": report.as_ref().map_or("no e-graph run".to_string(), |r| r.stop_reason.clone()),
            "pass_ms": times[times.len() / 2],
        }));
    }
    emit(output, &tir_eqsat::print_module(&module))?;
    if let Some(path) = a.stats_json.as_deref() {
        let text = serde_json::to_string_pretty(&serde_json::Value::Array(rows)).expect("JSON of plain values");
        write_atomic(path, &(text + "\n"))?;
    }
    Ok(0)
}

fn rules_dir(given: Option<&str>) -> std::path::PathBuf {
    match given {
        Some(d) => d.into(),
        None if std::path::Path::new("rules").is_dir() => "rules".into(),
        None => std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rules"),
    }
}

pub(crate) fn load_rules(dir: Option<&str>) -> Result<Vec<tir_eqsat::ruleset::Rule>> {
    tir_eqsat::ruleset::load_dir(&rules_dir(dir)).map_err(|errors| Error::Usage(errors.join("\n")))
}

fn rules_check(dir: Option<&str>, samples: usize, seed: u64) -> Result<i32> {
    let rules = load_rules(dir)?;
    let mut failed = 0;
    for rule in &rules {
        let report = tir_eqsat::ruleset::check_rule(rule, samples, seed);
        let tested: Vec<String> = report.tested.iter().map(|(d, n)| format!("{d}:{n}")).collect();
        match &report.counterexample {
            None => println!("ok   {:<28} {}", rule.name, tested.join(" ")),
            Some(c) => {
                failed += 1;
                let assignment: Vec<String> = c.assignment.iter().map(|(v, x)| format!("{v}={x}")).collect();
                println!(
                    "FAIL {:<28} {}: counterexample for {}: {} gives left {} but right {}",
                    rule.name,
                    report.origin,
                    c.dtype,
                    assignment.join(", "),
                    c.lhs,
                    c.rhs
                );
            }
        }
    }
    println!("{} passed, {failed} failed", rules.len() - failed);
    Ok(if failed > 0 { 1 } else { 0 })
}

struct ProveArgs {
    facts: Vec<String>,
    dtype: String,
    explain: bool,
    max_nodes: Option<usize>,
    canonical: bool,
}

fn prove(lhs: &str, rhs: &str, dir: Option<&str>, a: &ProveArgs) -> Result<i32> {
    use tir_eqsat::egraph::{self, Limits, ProveOptions};
    let (facts, dtype, explain, max_nodes) = (&a.facts, a.dtype.as_str(), a.explain, a.max_nodes);
    let dtype =
        tir_eqsat::ir::DataType::parse(dtype).ok_or_else(|| Error::Usage(format!("unknown dtype `{dtype}`")))?;
    let rules = load_rules(dir)?;
    let rewrites = tir_eqsat::ruleset::rewrites(&rules).map_err(|e| Error::Usage(e.join("\n")))?;
    let mut bools = Vec::new();
    let l = egraph::parse_term(lhs, dtype, &mut bools).map_err(|e| Error::Usage(format!("left expression: {e}")))?;
    let r = egraph::parse_term(rhs, dtype, &mut bools).map_err(|e| Error::Usage(format!("right expression: {e}")))?;
    let facts = facts
        .iter()
        .map(|f| egraph::parse_fact(f))
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(Error::Usage)?;
    let mut limits = Limits::default();
    if let Some(n) = max_nodes {
        limits.max_nodes = n;
    }
    let opts = ProveOptions {
        dtype,
        facts,
        limits,
        explain,
        canonical: a.canonical,
    };
    let proof = egraph::prove(&l, &r, &rewrites, &bools, &opts);
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
