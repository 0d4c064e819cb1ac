//! The `tir-eqsat` binary: everything lives in [`cli`]; this file only turns its result into
//! the process exit code (0 success, 1 a check found a difference, 2 bad input).

mod cli;

fn main() {
    std::process::exit(cli::main());
}
