//! The rule-set experimentation workflow: load a rules directory, try to prove every pair of
//! a file of expression pairs, and report how many were proven, with e-graph sizes and time per
//! pair. Edit the `.rules` files and rerun: no recompilation.
//!
//! Run: `cargo run --release --example rule_experiment -- rules examples/data/pairs.txt`
//! Pairs file: one pair per line, `LHS ; RHS [; dtype [; fact ...]]`, `#` comments.

use tir_eqsat::ir::DataType;
use tir_eqsat::Limits;
use tir_eqsat::ProveOptions;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = args.next().unwrap_or_else(|| "rules".into());
    let pairs = args.next().unwrap_or_else(|| "examples/data/pairs.txt".into());
    let rules = tir_eqsat::load_rules(std::path::Path::new(&dir)).map_err(|mut e| e.remove(0))?;
    let rewrites = tir_eqsat::rewrites(&rules).map_err(|mut e| e.remove(0))?;
    println!("{} rules from {dir}", rules.len());
    let (mut total, mut proven) = (0, 0);
    for line in std::fs::read_to_string(&pairs)?.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let parts: Vec<&str> = line.split(';').map(str::trim).collect();
        let dtype = parts.get(2).and_then(|d| DataType::parse(d)).unwrap_or(DataType::INT32);
        let facts = parts
            .iter()
            .skip(3)
            .map(|f| tir_eqsat::parse_fact(f))
            .collect::<Result<Vec<_>, _>>()?;
        let mut bools = Vec::new();
        let lhs = tir_eqsat::parse_term(parts[0], dtype, &mut bools)?;
        let rhs = tir_eqsat::parse_term(parts.get(1).copied().unwrap_or(""), dtype, &mut bools)?;
        let opts = ProveOptions {
            dtype,
            facts,
            limits: Limits::default(),
            explain: false,
            canonical: true,
            until_proven: false,
        };
        let p = tir_eqsat::prove(&lhs, &rhs, &rewrites, &bools, &opts);
        total += 1;
        proven += p.proven as usize;
        let r = &p.report;
        println!(
            "{:<11} {:>6} nodes {:>5} classes {:>7.2} ms  {} == {}",
            if p.proven { "proven" } else { "not proven" },
            r.nodes,
            r.classes,
            r.time_ms,
            parts[0],
            parts[1]
        );
    }
    println!("{proven} of {total} pairs proven");
    Ok(())
}
