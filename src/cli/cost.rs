//! `tir-eqsat cost FILE [--bind n=16,...] [--json] [--int-only]`: weighted ops (design.md) per
//! function and in total (`--int-only`: only the operations on integer operands).
//!
//! Invariant: an unbound symbolic extent is an error naming the symbol (exit code 2), never a
//! guessed figure.

use super::io;
use tir_eqsat::{Error, Result};

/// Arguments of `cost`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file.
    file: String,
    /// Values for symbolic extents, e.g. `n=64,m=1000`.
    #[arg(long)]
    bind: Vec<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// Count only operations on integer operands (index and loop arithmetic).
    #[arg(long)]
    int_only: bool,
}

/// Prints the figures; exit code 0.
pub fn run(a: Args) -> Result<i32> {
    let file = a.file.as_str();
    let module = io::load(file)?;
    let b = io::bindings(&a.bind)?;
    let mut total: u128 = 0;
    let mut rows = Vec::new();
    for f in &module.funcs {
        let kinds = if a.int_only {
            tir_eqsat::OpKinds::Integer
        } else {
            tir_eqsat::OpKinds::All
        };
        let c = tir_eqsat::weighted_ops_of(f, &b, kinds).map_err(|e| {
            Error::Usage(format!(
                "{file}: function `{}`: {}",
                f.name,
                e.describe(f, tir_eqsat::print_expr)
            ))
        })?;
        total += c.weighted;
        rows.push((f.name.clone(), c));
    }
    if a.json {
        let funcs: Vec<serde_json::Value> = rows
            .iter()
            .map(|(n, c)| serde_json::json!({"name": n, "weighted_ops": c.weighted_u64(), "static_ops": c.static_ops as u64, "expr_nodes": c.expr_nodes as u64}))
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
