//! `check`'s input sets at dtype limits: each test compares two programs that agree on every
//! typical input (small integers, floats in `[-2, 2)`) and differ only at an edge of a dtype,
//! and asserts that the typical trials alone call them equal while the limit trials find the
//! difference; and `run --at-limits` reproduces a reported seed.

mod common;

use std::process::{Command, Output};

/// `tir-eqsat check A B ARGS` on two programs of one signature `params`, each with body text.
fn check(tag: &str, params: &str, original: &str, optimized: &str, args: &[&str]) -> Output {
    let dir = common::ScratchDir::new(&format!("limits-{tag}"));
    let a = dir.write("a.tir.py", &program(params, original));
    let b = dir.write("b.tir.py", &program(params, optimized));
    Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .arg("check")
        .arg(&a)
        .arg(&b)
        .args(args)
        .output()
        .unwrap()
}

/// A one-function program of signature `params` and body text `body`.
fn program(params: &str, body: &str) -> String {
    format!("from tvm.script import tirx as T\n\n@T.prim_func\ndef main({params}):\n{body}")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The pair is equal without limit trials and different with the default ones, the report
/// naming a seed drawn at limits.
fn assert_only_limits_tell(tag: &str, params: &str, original: &str, optimized: &str) {
    let typical = check(
        tag,
        params,
        original,
        optimized,
        &["--limit-trials", "0", "--trials", "8"],
    );
    assert_eq!(typical.status.code(), Some(0), "{}", stdout(&typical));
    let limits = check(tag, params, original, optimized, &["--limit-trials", "6"]);
    assert_eq!(limits.status.code(), Some(1), "{}", stdout(&limits));
    assert!(stdout(&limits).contains("--at-limits"), "{}", stdout(&limits));
}

#[test]
fn an_int8_identity_that_holds_only_without_wrapping_is_found() {
    // `A * 2 // 2` is `A` unless the product wraps: int8 arithmetic wraps (as TVM's LLVM code
    // does below 32 bits), so 100 * 2 is -56 and the two differ from |A| >= 64 on.
    assert_only_limits_tell(
        "int8",
        "A: T.Buffer((64,), \"int8\"), B: T.Buffer((64,), \"int8\")",
        "    for i in range(64):\n        B[i] = A[i] * T.int8(2) // T.int8(2)\n",
        "    for i in range(64):\n        B[i] = A[i]\n",
    );
}

#[test]
fn a_float_identity_that_fails_on_infinities_is_found() {
    // `x - x` is 0 for every finite x, NaN for an infinity or NaN.
    assert_only_limits_tell(
        "float",
        "A: T.Buffer((64,), \"float32\"), B: T.Buffer((64,), \"float32\")",
        "    for i in range(64):\n        B[i] = A[i] - A[i]\n",
        "    for i in range(64):\n        B[i] = T.float32(0)\n",
    );
}

#[test]
fn a_float_scalar_parameter_is_drawn_at_limits_too() {
    assert_only_limits_tell(
        "scalar",
        "A: T.Buffer((4,), \"float32\"), alpha: T.float32",
        "    for i in range(4):\n        A[i] = alpha - alpha\n",
        "    for i in range(4):\n        A[i] = T.float32(0)\n",
    );
}

#[test]
fn a_sign_of_zero_is_a_difference() {
    // `0 - x` and `x * -1` differ only on x = +0.0: `0.0 - 0.0` is `+0.0`, `0.0 * -1.0` is
    // `-0.0`; typical draws never hold an exact zero.
    assert_only_limits_tell(
        "zero",
        "A: T.Buffer((64,), \"float32\"), B: T.Buffer((64,), \"float32\")",
        "    for i in range(64):\n        B[i] = T.float32(0) - A[i]\n",
        "    for i in range(64):\n        B[i] = A[i] * T.float32(-1)\n",
    );
}

#[test]
fn an_original_that_overflows_at_every_limit_draw_is_reported_not_failed() {
    // Every input set at limits holds a large positive element among 4096, whose sum with
    // 2147483000 overflows int32: those inputs are outside the original's contract.
    let body = "    for i in range(4096):\n        B[i] = A[i] + 2147483000\n";
    let out = check(
        "overflow",
        "A: T.Buffer((4096,), \"int32\"), B: T.Buffer((4096,), \"int32\")",
        body,
        body,
        &[],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let report = stdout(&out);
    assert!(
        report.contains("0 of 2 at dtype limits: the original fails on every further draw, e.g. int32 overflow"),
        "{report}"
    );
}

/// `check` of `body` against itself exits 2, its error holding `words` and its report no verdict.
fn assert_exits_2_saying(tag: &str, params: &str, body: &str, args: &[&str], words: &str) {
    let out = check(tag, params, body, body, args);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(words), "{err}");
    assert!(!stdout(&out).contains("equal"), "{}", stdout(&out));
}

#[test]
fn with_no_typical_trial_a_check_that_compares_nothing_is_an_error() {
    let body = "    for i in range(4096):\n        B[i] = A[i] + 2147483000\n";
    let params = "A: T.Buffer((4096,), \"int32\"), B: T.Buffer((4096,), \"int32\")";
    assert_exits_2_saying("nothing", params, body, &["--trials", "0"], "no input set compared");
    let no_trials = ["--trials", "0", "--limit-trials", "0"];
    assert_exits_2_saying("none", params, body, &no_trials, "--limit-trials 0 as well");
}

#[test]
fn a_program_too_large_to_draw_inputs_for_is_an_error_at_limits_too() {
    let body = "    B[0] = A[0]\n";
    let params = "A: T.Buffer((4000000000,), \"int8\"), B: T.Buffer((4,), \"int8\")";
    let words = "would hold 4000000000 elements";
    assert_exits_2_saying("large", params, body, &["--trials", "0"], words);
}

#[test]
fn run_at_limits_draws_what_check_reported() {
    let params = "A: T.Buffer((64,), \"int8\"), B: T.Buffer((64,), \"int8\")";
    let original = "    for i in range(64):\n        B[i] = A[i] * T.int8(2) // T.int8(2)\n";
    let report = stdout(&check(
        "seed",
        params,
        original,
        "    for i in range(64):\n        B[i] = A[i]\n",
        &[],
    ));
    let seed = report
        .split("(seed ")
        .nth(1)
        .and_then(|r| r.split(',').next())
        .unwrap_or_else(|| panic!("no seed in {report}"));
    let dir = common::ScratchDir::new("limits-run");
    let file = dir.write("a.tir.py", &program(params, original));
    let out = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .args(["run", "--at-limits", "--seed", seed])
        .arg(&file)
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let f = &json["functions"][0];
    assert_eq!(f["seed"].as_u64(), seed.parse().ok());
    let (a, b) = (&f["inputs"]["A"], &f["outputs"]["B"]);
    let differs = (0..64).any(|k| a[k] != b[k]);
    assert!(differs, "the run of seed {seed} reproduces no difference: A {a}, B {b}");
}
