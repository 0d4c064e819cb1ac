//! The only file of the Python extension that calls the `tir_eqsat` library: options as on
//! the command line in, TVMScript text and statistics out, errors as messages. No PyO3 here,
//! so a change of the library's API is adapted in this file alone.
//!
//! Invariants: the rules shipped with the library are compiled into the extension (a wheel
//! carries no `rules/` directory), parsed once per process; a pass runs through
//! [`tir_eqsat::run_pass`] exactly as `tir-eqsat cse` and `tir-eqsat opt` run it, so the output
//! text equals the command line's byte for byte for the same options.

use std::sync::OnceLock;
use std::time::Instant;
use tir_eqsat::{Bindings, Pass, PipelineConfig, Placement, PrimFunc, Rule};

/// The `rules/*.rules` files of the library, `(file name, text)`, embedded by `build.rs`.
const SHIPPED_RULES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/shipped_rules.rs"));

/// Options of [`optimize`], with the command line's names and defaults.
#[derive(Clone, Debug)]
pub struct Options {
    /// Comma-separated passes: `simplify`, `cse`, `syntactic-cse` (as `opt --passes`).
    pub passes: String,
    /// `semantic` (default) or `syntactic`: what the pass `cse` is (`cse --mode`).
    pub mode: String,
    /// `hoist` (default) or `lca` (`cse --placement`).
    pub placement: String,
    /// Bind predicates too (default; `cse --no-bind-predicates` turns it off).
    pub bind_predicates: bool,
    /// Syntactic CSE only, unsafe: TVM's speculation of trapping expressions.
    pub speculate_traps: bool,
    /// A rules directory read at run time instead of the shipped rules (`--rules DIR`).
    pub rules: Option<String>,
    /// Values of symbolic extents for the weighted-op statistics (`--bind n=64,m=8`).
    pub bind: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            passes: "cse".into(),
            mode: "semantic".into(),
            placement: "hoist".into(),
            bind_predicates: true,
            speculate_traps: false,
            rules: None,
            bind: Vec::new(),
        }
    }
}

/// What [`optimize`] returns: the printed module, a JSON array of per-function, per-pass rows
/// (the fields of `opt --stats-json`) and the time spent parsing, in the passes and printing.
pub struct Output {
    /// TVMScript text.
    pub text: String,
    /// Statistics rows.
    pub stats: serde_json::Value,
    /// Parsing, milliseconds.
    pub parse_ms: f64,
    /// All passes over all functions, milliseconds (including verification and compaction).
    pub passes_ms: f64,
    /// Printing, milliseconds.
    pub print_ms: f64,
    /// False when the passes left every function as printed before them (the caller may then
    /// keep its own copy of the input).
    pub changed: bool,
    /// Per function, in order, the TVM objects its printed text stands for
    /// ([`tir_eqsat::describe_func`]), or `{"unsupported": construct}` where the caller must
    /// parse the text; a JSON array, empty when nothing changed.
    pub objects: serde_json::Value,
    /// Describing the functions, milliseconds.
    pub describe_ms: f64,
}

fn shipped_rules() -> Result<&'static [Rule], String> {
    static RULES: OnceLock<Result<Vec<Rule>, String>> = OnceLock::new();
    RULES
        .get_or_init(|| {
            let mut rules = Vec::new();
            for (name, text) in SHIPPED_RULES {
                let origin = format!("rules/{name}");
                rules.extend(tir_eqsat::parse_rules(&origin, text).map_err(|e| e.join("\n"))?);
            }
            Ok(rules)
        })
        .as_ref()
        .map(Vec::as_slice)
        .map_err(Clone::clone)
}

/// The names of the shipped rule files.
pub fn shipped_rule_files() -> Vec<&'static str> {
    SHIPPED_RULES.iter().map(|(name, _)| *name).collect()
}

fn join<E: std::fmt::Display>(errors: Vec<E>) -> String {
    errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")
}

/// The passes and their configuration for `opts` (the command line's `cse` and `opt` logic).
fn config(opts: &Options) -> Result<(Vec<Pass>, PipelineConfig), String> {
    let mut passes = Pass::parse_list(&opts.passes).map_err(|m| format!("passes: {m}"))?;
    match opts.mode.as_str() {
        "semantic" if opts.speculate_traps => {
            return Err(
                "speculate_traps applies to mode=\"syntactic\" only (semantic CSE never speculates a trap)".into(),
            )
        }
        "semantic" => {}
        "syntactic" => {
            for p in passes.iter_mut().filter(|p| **p == Pass::Cse) {
                *p = Pass::SyntacticCse;
            }
        }
        other => return Err(format!("mode {other:?}: expected \"semantic\" or \"syntactic\"")),
    }
    let placement = match opts.placement.as_str() {
        "hoist" => Placement::Hoist,
        "lca" => Placement::Lca,
        other => return Err(format!("placement {other:?}: expected \"hoist\" or \"lca\"")),
    };
    let needs_rules = passes.iter().any(|p| *p != Pass::SyntacticCse);
    let mut cfg = if !needs_rules {
        PipelineConfig::default()
    } else if let Some(dir) = &opts.rules {
        let rules = tir_eqsat::load_rules(std::path::Path::new(dir)).map_err(join)?;
        PipelineConfig::from_rules(&rules).map_err(join)?
    } else {
        PipelineConfig::from_rules(shipped_rules()?).map_err(join)?
    };
    cfg.semantic.placement = placement;
    cfg.semantic.bind_predicates = opts.bind_predicates;
    cfg.syntactic.speculate_traps = opts.speculate_traps;
    Ok((passes, cfg))
}

/// Checks the passes and options (and loads the rules) without running anything.
pub fn validate(opts: &Options) -> Result<(), String> {
    config(opts)?;
    Bindings::parse(&opts.bind).map_err(|m| format!("bind: {m}"))?;
    Ok(())
}

/// Parses `text` (named `file` in messages), runs the passes of `opts` over every function and
/// prints the result. Errors are the library's messages (`file:line:col: error: ...` for input).
pub fn optimize(file: &str, text: &str, opts: &Options) -> Result<Output, String> {
    let (passes, cfg) = config(opts)?;
    let bindings = Bindings::parse(&opts.bind).map_err(|m| format!("bind: {m}"))?;
    let t0 = Instant::now();
    let mut module = tir_eqsat::parse_module(file, text).map_err(|e| e.to_string())?;
    let parse_ms = t0.elapsed().as_secs_f64() * 1e3;
    let ops = |f: &PrimFunc| tir_eqsat::weighted_ops(f, &bindings).ok().map(|c| c.weighted_u64());
    let before = tir_eqsat::print_module(&module);
    let mut rows = Vec::new();
    let t1 = Instant::now();
    for func in module.funcs.iter_mut() {
        let mut before = ops(func);
        for &pass in &passes {
            let r = tir_eqsat::run_pass(func, pass, &cfg).map_err(|e| match e.into_error(file, text) {
                located @ tir_eqsat::Error::Input { .. } => located.to_string(),
                e => format!("{file}: {e}"),
            })?;
            let after = ops(func);
            let e = r.egraph.as_ref();
            rows.push(serde_json::json!({
                "function": func.name,
                "pass": r.pass,
                "weighted_ops_before": before,
                "weighted_ops_after": after,
                "bindings": r.bindings,
                "egraph_nodes": e.map_or(0, |r| r.nodes),
                "egraph_classes": e.map_or(0, |r| r.classes),
                "iterations": e.map_or(0, |r| r.iterations),
                "stop_reason": e.map(|r| r.stop_reason.clone()),
                "conditions_removed": r.simplify.as_ref().map(|s| s.removed_true + s.removed_false),
                "pass_ms": r.pass_ms,
            }));
            before = after;
        }
    }
    let passes_ms = t1.elapsed().as_secs_f64() * 1e3;
    let t2 = Instant::now();
    let out = tir_eqsat::print_module(&module);
    let print_ms = t2.elapsed().as_secs_f64() * 1e3;
    let t3 = Instant::now();
    let changed = out != before;
    // Unchanged, the caller keeps its own objects: nothing to describe.
    let objects = if changed {
        module
            .funcs
            .iter()
            .map(|f| match tir_eqsat::describe_func(f) {
                Ok(objects) => objects,
                Err(construct) => serde_json::json!({ "unsupported": construct }),
            })
            .collect()
    } else {
        Vec::new()
    };
    Ok(Output {
        changed,
        text: out,
        stats: serde_json::Value::Array(rows),
        parse_ms,
        passes_ms,
        print_ms,
        objects: serde_json::Value::Array(objects),
        describe_ms: t3.elapsed().as_secs_f64() * 1e3,
    })
}

/// Parses and prints back (`tir-eqsat fmt`).
pub fn fmt(file: &str, text: &str) -> Result<String, String> {
    let module = tir_eqsat::parse_module(file, text).map_err(|e| e.to_string())?;
    Ok(tir_eqsat::print_module(&module))
}

/// Weighted ops per function (`tir-eqsat cost --json`'s `functions`).
pub fn cost(file: &str, text: &str, bind: &[String]) -> Result<serde_json::Value, String> {
    let bindings = Bindings::parse(bind).map_err(|m| format!("bind: {m}"))?;
    let module = tir_eqsat::parse_module(file, text).map_err(|e| e.to_string())?;
    let mut total = 0u64;
    let mut funcs = Vec::new();
    for f in &module.funcs {
        let c = tir_eqsat::weighted_ops(f, &bindings).map_err(|m| format!("{file}: {m}"))?;
        total = total.saturating_add(c.weighted_u64());
        funcs.push(serde_json::json!({"name": f.name, "weighted_ops": c.weighted_u64()}));
    }
    Ok(serde_json::json!({"weighted_ops": total, "functions": funcs}))
}
