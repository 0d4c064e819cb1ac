//! `tir-eqsat demo`: bundled examples, no input needed. For each: the program, syntactic CSE
//! (TVM 0.27's algorithm) and semantic CSE side by side with their weighted ops and bindings,
//! and for the semantic examples the rewrite chain proving the merged forms equal; then seed
//! 004's dynamic-shape bound checks before and after `simplify`.
//!
//! Invariant: every pass runs through [`tir_eqsat::run`], as in `cse` and `opt`, so the figures
//! shown are the ones those commands give; the examples are compiled into the binary.

use super::io;
use tir_eqsat::ir::DataType;
use tir_eqsat::Limits;
use tir_eqsat::ProveOptions;
use tir_eqsat::{weighted_ops, Bindings};
use tir_eqsat::{Error, Module, Result};
use tir_eqsat::{Pass, PipelineConfig};

/// Arguments of `demo`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Rules directory (default: ./rules, else the rules shipped with this build).
    #[arg(long)]
    rules: Option<String>,
}

/// One bundled example: title, program text, a pair of equal expressions to explain, and how
/// many lines of output to show.
type Example = (&'static str, &'static str, Option<(&'static str, &'static str)>, usize);

const EXAMPLES: [Example; 5] = [
    (
        "seed 000/001 test_cse: z1+z2 and x+y",
        include_str!("../../examples/data/seed_test_cse.tir.py"),
        None,
        40,
    ),
    (
        "commuted sums (x+y)+z, (y+x)+z, z+(y+x)",
        include_str!("../../examples/data/commuted_sum.tir.py"),
        None,
        40,
    ),
    (
        "TVM's semantic test: (y+z)*x and x*y + x*z",
        include_str!("../../examples/data/semantic_distributive.tir.py"),
        Some(("(* (+ y z) x)", "(+ (* x y) (* x z))")),
        40,
    ),
    (
        "TVM's semantic test: (x+y)+z and x+(y+z)",
        include_str!("../../examples/data/semantic_associative.tir.py"),
        Some(("(+ (+ x y) z)", "(+ x (+ y z))")),
        40,
    ),
    (
        "corpus kernel conv2d_nchw_llvm (TVM 0.27, before its CSE)",
        include_str!("../../examples/data/conv2d_nchw.tir.py"),
        None,
        24,
    ),
];

fn body(text: &str, lines: usize) -> String {
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .collect();
    let mut out: Vec<String> = kept.iter().take(lines).map(|l| format!("    {l}")).collect();
    if kept.len() > lines {
        out.push(format!("    ... ({} more lines)", kept.len() - lines));
    }
    out.join("\n")
}

/// Runs `pass` over every function of `module`; the bindings made in all.
fn run_pass(module: &mut Module, pass: Pass, cfg: &PipelineConfig) -> Result<usize> {
    let mut bindings = 0;
    for f in module.funcs.iter_mut() {
        bindings += tir_eqsat::run_pass(f, pass, cfg)
            .map_err(|e| Error::Runtime(e.to_string()))?
            .bindings;
    }
    Ok(bindings)
}

/// Runs the demo and prints it; exit code 0.
pub fn run(a: Args) -> Result<i32> {
    let rules = io::load_rules(a.rules.as_deref())?;
    let cfg = PipelineConfig::from_rules(&rules).map_err(io::usage)?;
    let all = tir_eqsat::rewrites(&rules).map_err(io::usage)?;
    let none = Bindings::default();
    for (title, src, pair, lines) in EXAMPLES {
        println!("=== {title} ===");
        let module = tir_eqsat::parse_module(title, src)?;
        println!("input:\n{}", body(&tir_eqsat::print_module(&module), lines));
        let (mut syn, mut sem) = (module.clone(), module.clone());
        let syn_b = run_pass(&mut syn, Pass::SyntacticCse, &cfg)?;
        let sem_b = run_pass(&mut sem, Pass::Cse, &cfg)?;
        let ops = |m: &Module| -> Result<u128> {
            m.funcs
                .iter()
                .map(|f| weighted_ops(f, &none).map(|c| c.weighted).map_err(Error::Runtime))
                .sum()
        };
        println!("semantic CSE:\n{}", body(&tir_eqsat::print_module(&sem), lines));
        println!(
            "weighted ops: input {}, syntactic (TVM's algorithm) {} with {syn_b} bindings, semantic {} with {sem_b} bindings",
            ops(&module)?,
            ops(&syn)?,
            ops(&sem)?
        );
        if let Some((l, r)) = pair {
            let mut bools = Vec::new();
            let (lt, rt) = (
                tir_eqsat::parse_term(l, DataType::INT32, &mut bools),
                tir_eqsat::parse_term(r, DataType::INT32, &mut bools),
            );
            if let (Ok(lt), Ok(rt)) = (lt, rt) {
                let opts = ProveOptions {
                    dtype: DataType::INT32,
                    facts: Vec::new(),
                    limits: Limits::default(),
                    explain: true,
                    canonical: false,
                    until_proven: true,
                };
                let p = tir_eqsat::prove(&lt, &rt, &all, &bools, &opts);
                println!(
                    "why {l} == {r}:\n{}",
                    p.explanation.unwrap_or_else(|| "(not proven)".into())
                );
            }
        }
        println!();
    }
    bound_checks(&cfg)
}

/// Seed 004's three nested `T.likely` checks (int64 symbolic shapes) through `simplify`.
fn bound_checks(cfg: &PipelineConfig) -> Result<i32> {
    let title = "seed 004: dynamic-shape softmax bound checks (TVM 0.27's StmtSimplify keeps all three)";
    println!("=== {title} ===");
    let mut module = tir_eqsat::parse_module(
        title,
        include_str!("../../tests/data/seed004/softmax_int64_nested.tir.py"),
    )?;
    println!("input:\n{}", body(&tir_eqsat::print_module(&module), 40));
    let mut removed = 0;
    for f in module.funcs.iter_mut() {
        let r = tir_eqsat::run_pass(f, Pass::Simplify, cfg).map_err(|e| Error::Runtime(e.to_string()))?;
        removed += r.simplify.map_or(0, |s| s.removed_true + s.removed_false);
    }
    println!("simplify:\n{}", body(&tir_eqsat::print_module(&module), 40));
    println!("checks removed: {removed} (the facts: shape symbols are >= 0, the divisors d1 and d2 are evaluated so nonzero, the launch extent computes d0 * d1 * d2)");
    Ok(0)
}
