//! `tir-eqsat fmt [FILE|-] [-o OUT]`: parse TVMScript and print it back canonically.
//!
//! Invariant: the output is exactly what the printer makes of the parsed module (no pass runs).

use super::io;
use tir_eqsat::Result;

/// Arguments of `fmt`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file (`-` or nothing for standard input).
    file: Option<String>,
    /// Write to this file (atomically) instead of standard output.
    #[arg(short, long)]
    output: Option<String>,
}

/// Prints the module; exit code 0.
pub fn run(a: Args) -> Result<i32> {
    let module = io::load(a.file.as_deref().unwrap_or("-"))?;
    io::emit(a.output.as_deref(), &tir_eqsat::print_module(&module))?;
    Ok(0)
}
