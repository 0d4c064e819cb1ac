//! Library usage: parse a TVMScript file, print it back, and report each function's weighted
//! op count. Run: `cargo run --release --example cost_report -- FILE [n=64,m=1000]`.

use tir_eqsat::{parse_module, print_module, weighted_ops, Bindings};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .unwrap_or_else(|| "examples/data/conv2d_nchw.tir.py".to_string());
    let bindings = Bindings::parse(&args.collect::<Vec<_>>())?;
    let module = parse_module(&path, &std::fs::read_to_string(&path)?)?;
    println!("{} lines of canonical TVMScript", print_module(&module).lines().count());
    for func in &module.funcs {
        let count = weighted_ops(func, &bindings)?;
        println!(
            "{}: {} weighted ops, {} ops as written",
            func.name, count.weighted, count.static_ops
        );
    }
    Ok(())
}
