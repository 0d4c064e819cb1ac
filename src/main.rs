//! The `tir-eqsat` binary: parses arguments and hands over to [`cli`]. Runs on a thread with a
//! large stack so that deeply nested (but bounded) inputs never overflow it.

mod alloc_meter;
mod bench_cmd;
mod cli;
mod demo;
mod explain;
mod opt_cmd;

use clap::Parser;

#[global_allocator]
static ALLOCATOR: alloc_meter::Meter = alloc_meter::Meter;

/// Stack for the worker thread: recursion over expressions is bounded by the parser's nesting
/// limits, and 256 MiB of (lazily committed) stack covers those limits many times over.
const STACK_BYTES: usize = 256 << 20;

fn main() {
    env_logger::init();
    // A closed pipe (`tir-eqsat explain big.py | head`) ends the output quietly, as for any
    // Unix filter, instead of reporting a panic from `println!`.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let msg = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .unwrap_or("");
        if msg.contains("failed printing to stdout") {
            std::process::exit(141);
        }
        default_hook(info);
    }));
    let cli = cli::Cli::parse();
    let code = std::thread::Builder::new()
        .stack_size(STACK_BYTES)
        .spawn(move || cli::run(cli))
        .expect("spawning the worker thread")
        .join()
        .unwrap_or(101);
    std::process::exit(code);
}
