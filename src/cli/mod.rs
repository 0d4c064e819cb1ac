//! The `tir-eqsat` command line: the clap definitions of the subcommands and the dispatch to
//! one module per command. Kept out of the library; every command reads files, calls the
//! library and prints.
//!
//! Module graph, without cycles: this file -> each command (`bench`, `check`, `cost`, `cse`,
//! `demo`, `explain`, `fmt`, `fuzz`, `opt`, `prove`, `rules`, `run`, `tensor_cse`) -> `io` (shared loading and writing);
//! `bench` also uses `alloc_meter`, the process's allocator.
//!
//! Exit codes: 0 success, 1 a check found a difference (`check`, `fuzz`, `prove` not proven,
//! `rules check` with a counterexample), 2 bad input or usage or any other error a command returns
//! (its message on standard error). Commands report errors as values; none panics on input.

mod alloc_meter;
mod bench;
mod check;
mod cost;
mod cse;
mod demo;
mod explain;
mod fmt;
mod fuzz;
mod io;
mod opt;
mod prove;
mod rules;
mod run;
mod tensor_cse;

use clap::{Parser, Subcommand};

/// Equality-saturation optimizer for TVM TIR.
#[derive(Parser, Debug)]
#[command(name = "tir-eqsat", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Bundled examples, no input needed: syntactic vs semantic CSE, weighted ops, bindings,
    /// and why merged forms are equal.
    Demo(demo::Args),
    /// Parse TVMScript and print it back canonically.
    Fmt(fmt::Args),
    /// Common-subexpression elimination.
    Cse(cse::Args),
    /// Bound-aware simplification of conditions (same as `opt --passes simplify`).
    Simplify(opt::PipelineIo),
    /// A pipeline of passes, e.g. `--passes simplify,cse`.
    Opt(opt::Args),
    /// Benchmark every TVMScript file of a directory: syntactic vs semantic vs simplify +
    /// semantic CSE (and TVM's CSE output when `NAME.tvm_cse.tir.py` is beside the input).
    Bench(bench::Args),
    /// Rule files: validation against the interpreter's semantics.
    Rules {
        #[command(subcommand)]
        action: rules::Action,
    },
    /// Prove two s-expressions equal under the rules and facts (exit 0 proven, 1 not proven).
    Prove(prove::Args),
    /// For each binding of semantic CSE: the expressions it replaced and why they are equal.
    Explain(explain::Args),
    /// Weighted op count (design.md) per function and in total.
    Cost(cost::Args),
    /// Run two programs on the same random inputs and compare their outputs.
    Check(check::Args),
    /// Tensor-level CSE for autodiff: stash the forward's tensors the backward recomputes.
    TensorCse(tensor_cse::Args),
    /// Run a program in the reference interpreter on seeded random inputs; inputs and
    /// outputs as JSON.
    Run(run::Args),
    /// Random programs through pass pipelines, each output compared with its original in the
    /// interpreter (exit 1 on any difference).
    Fuzz(fuzz::Args),
}

/// Stack for the worker thread: recursion over expressions is bounded by the parser's nesting
/// limits, and 256 MiB of (lazily committed) stack covers those limits many times over.
const STACK_BYTES: usize = 256 << 20;

/// Parses the arguments, runs the command on a thread with a large stack (deeply nested but
/// bounded inputs never overflow it) and returns the process exit code.
pub fn main() -> i32 {
    env_logger::init();
    // A closed pipe (`tir-eqsat explain big.py | head`) ends the output quietly, as for any
    // Unix filter, instead of reporting a panic from `println!`; any other failure to write
    // standard output (a full disk) is an error like a failed `-o` write (exit code 2).
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let msg = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .unwrap_or("");
        if let Some(cause) = msg.strip_prefix("failed printing to stdout: ") {
            if cause.starts_with("Broken pipe") {
                std::process::exit(141);
            }
            eprintln!("error: writing to standard output: {cause}");
            std::process::exit(2);
        }
        default_hook(info);
    }));
    let cli = Cli::parse();
    std::thread::Builder::new()
        .stack_size(STACK_BYTES)
        .spawn(move || run(cli.command))
        .expect("spawning the worker thread")
        .join()
        .unwrap_or(101)
}

/// Runs one command and maps its result to the exit code.
fn run(command: Command) -> i32 {
    let result = match command {
        Command::Demo(a) => demo::run(a),
        Command::Fmt(a) => fmt::run(a),
        Command::Cse(a) => cse::run(a),
        Command::Simplify(io) => opt::simplify(io),
        Command::Opt(a) => opt::run(a),
        Command::Bench(a) => bench::run(a),
        Command::Rules { action } => rules::run(action),
        Command::Prove(a) => prove::run(a),
        Command::Explain(a) => explain::run(a),
        Command::Cost(a) => cost::run(a),
        Command::Check(a) => check::run(a),
        Command::TensorCse(a) => tensor_cse::run(a),
        Command::Run(a) => run::run(a),
        Command::Fuzz(a) => fuzz::run(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("{e}");
            2
        }
    }
}
