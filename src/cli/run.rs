//! `tir-eqsat run FILE`: run every function (or one) in the reference interpreter on seeded
//! random inputs and report the inputs drawn and the buffers after the run, as JSON: the
//! interpreter's meaning of a program, for comparison with TVM-compiled execution
//! (`scripts/check_blocks_tvm.py`).
//!
//! The JSON: `{"functions": [{"name", "seed", "scalars": {name: value}, "inputs": {buffer:
//! [flat row-major values]}, "outputs": {buffer: [...]}}]}`; an element never written is
//! `null`, one written with `T.undef()` is `"undef"`. Exit codes: 0 ran, 2 bad input or a
//! function the interpreter cannot run.

use super::io;
use serde_json::{json, Value};
use tir_eqsat::ir::semantics::Scalar;
use tir_eqsat::{Error, Result, Slot};

/// Arguments of `run`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The program.
    file: String,
    /// Only this function.
    #[arg(long)]
    func: Option<String>,
    #[command(flatten)]
    inputs: super::check::InputArgs,
    /// Draw a share of the buffer elements at the edges of their dtypes, as `check`'s limit
    /// trials do (reproduces a difference `check` reports with `--at-limits`).
    #[arg(long)]
    at_limits: bool,
    /// Write the JSON to this file (atomically) instead of standard output.
    #[arg(short, long)]
    output: Option<String>,
}

/// Runs the functions and writes the report.
pub fn run(a: Args) -> Result<i32> {
    let module = io::load(&a.file)?;
    let binds = io::run_bindings(&a.file, &a.inputs.bind)?;
    let mut functions = Vec::new();
    for f in &module.funcs {
        if a.func.as_ref().is_some_and(|n| *n != f.name) {
            continue;
        }
        let mut seed = a.inputs.seed;
        let draw = if a.at_limits {
            super::check::Draw::AtLimits
        } else {
            super::check::Draw::Typical
        };
        let (s, inputs, outputs) = super::check::valid_inputs(f, &binds, draw, &mut seed, a.inputs.fuel, None)
            .map_err(|m| Error::Runtime(format!("{}: `{}`: {m}", a.file, f.name)))?;
        let scalars: serde_json::Map<String, Value> =
            inputs.scalars.iter().map(|(n, v)| (n.clone(), scalar(*v))).collect();
        let buffers = |list: &[(String, tir_eqsat::Storage)]| -> serde_json::Map<String, Value> {
            list.iter()
                .map(|(n, st)| (n.clone(), Value::Array(st.slots.iter().map(slot).collect())))
                .collect()
        };
        functions.push(json!({
            "name": f.name,
            "seed": s,
            "scalars": scalars,
            "inputs": buffers(&inputs.buffers),
            "outputs": buffers(&outputs),
        }));
    }
    if functions.is_empty() {
        return Err(Error::Usage(format!(
            "{}: no function named `{}`",
            a.file,
            a.func.unwrap_or_default()
        )));
    }
    let text = serde_json::to_string(&json!({ "functions": functions })).expect("JSON of plain values");
    io::emit(a.output.as_deref(), &(text + "\n"))?;
    Ok(0)
}

fn scalar(v: Scalar) -> Value {
    match v {
        Scalar::I(i) => match i64::try_from(i) {
            Ok(x) => json!(x),
            Err(_) => json!(u64::try_from(i).unwrap_or(u64::MAX)),
        },
        Scalar::F(x) if x.is_finite() => json!(x),
        Scalar::F(x) => json!(x.to_string()),
    }
}

fn slot(s: &Slot) -> Value {
    match s {
        Slot::Unwritten => Value::Null,
        Slot::Unspecified => json!("undef"),
        Slot::Value(v) => scalar(*v),
    }
}
