//! The `tir-eqsat` binary: parses arguments and hands over to [`cli`]. Runs on a thread with a
//! large stack so that deeply nested (but bounded) inputs never overflow it.

mod cli;
mod demo;

use clap::Parser;

/// Stack for the worker thread: recursion over expressions is bounded by the parser's nesting
/// limits, and 256 MiB of (lazily committed) stack covers those limits many times over.
const STACK_BYTES: usize = 256 << 20;

fn main() {
    env_logger::init();
    let cli = cli::Cli::parse();
    let code = std::thread::Builder::new()
        .stack_size(STACK_BYTES)
        .spawn(move || cli::run(cli))
        .expect("spawning the worker thread")
        .join()
        .unwrap_or(101);
    std::process::exit(code);
}
