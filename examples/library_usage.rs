//! The library interface: parse a module, run semantic CSE with a configuration, print the
//! result and read the statistics. Run: `cargo run --release --example library_usage [FILE]`.

use tir_eqsat::{parse_module, print_module, weighted_ops, Bindings};
use tir_eqsat::{semantic_cse, semantic_rewrites, SemanticConfig};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "examples/data/conv2d_nchw.tir.py".into());
    let mut module = parse_module(&path, &std::fs::read_to_string(&path)?)?;
    // Rules are data: load them at run time (edit rules/*.rules, rerun, no recompilation).
    let rules = tir_eqsat::load_rules(std::path::Path::new("rules")).map_err(|mut e| e.remove(0))?;
    let cfg = SemanticConfig {
        rules: semantic_rewrites(&rules).map_err(|mut e| e.remove(0))?,
        ..Default::default()
    };
    for func in module.funcs.iter_mut() {
        let before = weighted_ops(func, &Bindings::default())?.weighted;
        let stats = semantic_cse(func, &cfg);
        assert!(tir_eqsat::ir::verify(func).is_empty());
        let after = weighted_ops(func, &Bindings::default())?.weighted;
        let eg = stats
            .egraph
            .as_ref()
            .map(|r| format!("{} e-nodes, stop: {}", r.nodes, r.stop_reason))
            .unwrap_or_default();
        println!(
            "{}: {} bindings, weighted ops {before} -> {after} ({eg})",
            func.name, stats.cse.bindings
        );
    }
    println!(
        "{}",
        print_module(&module).lines().take(20).collect::<Vec<_>>().join("\n")
    );
    Ok(())
}
