//! `tir_eqsat._native`: the PyO3 extension behind the `tir_eqsat` Python package. It takes
//! TVMScript text and returns text with a description of the TVM objects it stands for; the
//! Python side (`python/tir_eqsat/`) converts TVM objects.
//!
//! Invariants: no panic crosses into Python (every call runs under `catch_unwind`, a panic
//! becomes `TirEqsatError("internal error: ...")`); every library error becomes
//! `TirEqsatError` with the library's message (`file:line:col: error: ...` for bad input);
//! the GIL is released while the library works. The library is called only from `glue.rs`.

mod glue;

use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::cell::{Cell, RefCell};
use std::sync::Once;

pyo3::create_exception!(
    tir_eqsat,
    TirEqsatError,
    PyException,
    "An error of tir-eqsat: malformed TVMScript (the message starts with `file:line:col`), an \
     unknown pass or option, a bad rules directory, or an ill-formed pass result."
);

thread_local! {
    /// Set while a library call runs under [`guarded`] on this thread.
    static GUARDED: Cell<bool> = const { Cell::new(false) };
    /// The message and location of a panic caught by [`guarded`] on this thread.
    static PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn payload_text(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into())
}

/// Installs (once) a panic hook that records a panic raised under [`guarded`] instead of
/// printing it; any other panic goes to the previous hook.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if GUARDED.with(Cell::get) {
                let at = info
                    .location()
                    .map(|l| format!(" at {}:{}", l.file(), l.line()))
                    .unwrap_or_default();
                PANIC.with(|p| *p.borrow_mut() = Some(format!("{}{at}", payload_text(info.payload()))));
            } else {
                previous(info);
            }
        }));
    });
}

/// Runs `f` with the GIL released; a returned error or a panic becomes `TirEqsatError`.
fn guarded<T: Send>(py: Python<'_>, f: impl FnOnce() -> Result<T, String> + Send) -> PyResult<T> {
    install_panic_hook();
    let result = py.detach(|| {
        GUARDED.with(|g| g.set(true));
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
        GUARDED.with(|g| g.set(false));
        r
    });
    match result {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(message)) => Err(TirEqsatError::new_err(message)),
        Err(payload) => {
            let what = PANIC
                .with(|p| p.borrow_mut().take())
                .unwrap_or_else(|| payload_text(payload.as_ref()));
            Err(TirEqsatError::new_err(format!(
                "internal error (please report it with the input): {what}"
            )))
        }
    }
}

/// optimize(text, filename="<string>", passes="cse", mode="semantic", placement="hoist",
/// bind_predicates=True, speculate_traps=False, rules=None, bind=()) -> (text, stats)
///
/// Parses TVMScript `text`, runs the comma-separated `passes` over every function and returns
/// the printed module and a dict: `stats` (per function and pass), `parse_ms`, `passes_ms`,
/// `print_ms`, `changed` (false: the passes left the module as printed before them),
/// `objects` (JSON: per function, the TVM objects the printed text stands for, or
/// `{"unsupported": construct}`; built by `tir_eqsat._build`) and `describe_ms`.
#[pyfunction]
#[pyo3(signature = (text, filename="<string>", passes="cse", mode="semantic", placement="hoist",
    bind_predicates=true, speculate_traps=false, rules=None, bind=Vec::new()))]
#[allow(clippy::too_many_arguments)]
fn optimize<'py>(
    py: Python<'py>,
    text: &str,
    filename: &str,
    passes: &str,
    mode: &str,
    placement: &str,
    bind_predicates: bool,
    speculate_traps: bool,
    rules: Option<String>,
    bind: Vec<String>,
) -> PyResult<(String, Bound<'py, PyDict>)> {
    let opts = glue::Options {
        passes: passes.into(),
        mode: mode.into(),
        placement: placement.into(),
        bind_predicates,
        speculate_traps,
        rules,
        bind,
    };
    let out = guarded(py, || glue::optimize(filename, text, &opts))?;
    let info = PyDict::new(py);
    info.set_item("stats", out.stats.to_string())?;
    info.set_item("parse_ms", out.parse_ms)?;
    info.set_item("passes_ms", out.passes_ms)?;
    info.set_item("print_ms", out.print_ms)?;
    info.set_item("changed", out.changed)?;
    info.set_item("objects", out.objects.to_string())?;
    info.set_item("describe_ms", out.describe_ms)?;
    Ok((out.text, info))
}

/// validate(passes="cse", mode="semantic", placement="hoist", bind_predicates=True,
/// speculate_traps=False, rules=None, bind=()): raises `TirEqsatError` for a bad pass name,
/// option or rules directory.
#[pyfunction]
#[pyo3(signature = (passes="cse", mode="semantic", placement="hoist", bind_predicates=true,
    speculate_traps=false, rules=None, bind=Vec::new()))]
#[allow(clippy::too_many_arguments)]
fn validate(
    py: Python<'_>,
    passes: &str,
    mode: &str,
    placement: &str,
    bind_predicates: bool,
    speculate_traps: bool,
    rules: Option<String>,
    bind: Vec<String>,
) -> PyResult<()> {
    let opts = glue::Options {
        passes: passes.into(),
        mode: mode.into(),
        placement: placement.into(),
        bind_predicates,
        speculate_traps,
        rules,
        bind,
    };
    guarded(py, || glue::validate(&opts))
}

/// fmt(text, filename="<string>") -> text: parse and print back canonically.
#[pyfunction]
#[pyo3(signature = (text, filename="<string>"))]
fn fmt(py: Python<'_>, text: &str, filename: &str) -> PyResult<String> {
    guarded(py, || glue::fmt(filename, text))
}

/// cost(text, filename="<string>", bind=()) -> JSON text of the weighted ops per function.
#[pyfunction]
#[pyo3(signature = (text, filename="<string>", bind=Vec::new()))]
fn cost(py: Python<'_>, text: &str, filename: &str, bind: Vec<String>) -> PyResult<String> {
    guarded(py, || glue::cost(filename, text, &bind).map(|v| v.to_string()))
}

/// The names of the rule files compiled into the extension.
#[pyfunction]
fn shipped_rule_files() -> Vec<&'static str> {
    glue::shipped_rule_files()
}

/// Raises a panic inside the library boundary (tests check it becomes `TirEqsatError`).
#[pyfunction]
fn _panic_for_test(py: Python<'_>) -> PyResult<()> {
    guarded(py, || -> Result<(), String> {
        panic!("deliberate panic for the test suite")
    })
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("TirEqsatError", m.py().get_type::<TirEqsatError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(optimize, m)?)?;
    m.add_function(wrap_pyfunction!(validate, m)?)?;
    m.add_function(wrap_pyfunction!(fmt, m)?)?;
    m.add_function(wrap_pyfunction!(cost, m)?)?;
    m.add_function(wrap_pyfunction!(shipped_rule_files, m)?)?;
    m.add_function(wrap_pyfunction!(_panic_for_test, m)?)?;
    Ok(())
}
