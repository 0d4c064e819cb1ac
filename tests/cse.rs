//! Syntactic CSE: the seed documents' examples as goldens (in TVM 0.27's `cse_vN` naming and
//! `T.let` form), and over the whole corpus: TVM's exact op figures, well-formed output, equal
//! behaviour in the interpreter, and byte-identical output across runs.

mod common;

use common::{programs as corpus, read};
use tir_eqsat::interp::{self, DEFAULT_FUEL};
use tir_eqsat::Bindings;

fn cse_text(src: &str) -> String {
    let mut module = tir_eqsat::parse_module("golden", src).unwrap_or_else(|e| panic!("{e}"));
    for f in module.funcs.iter_mut() {
        tir_eqsat::passes::syntactic_cse(f);
        assert!(tir_eqsat::ir::verify(f).is_empty());
    }
    tir_eqsat::print_module(&module)
}

fn body_lines(text: &str) -> Vec<String> {
    text.lines()
        .skip_while(|l| !l.trim_start().starts_with("def "))
        .skip(1)
        .map(|l| l.trim().to_string())
        .collect()
}

const PRELUDE: &str = "# from tvm.script import tirx as T\n@T.prim_func\n";

/// Seed 000's handwritten unit test, which is also seed 001's `test_cse`.
#[test]
fn seed_test_cse_binds_z1_plus_z2_and_x_plus_y() {
    let src = format!(
        "{PRELUDE}def main(buffer: T.Buffer((50,), \"int32\"), i1: T.int32, i2: T.int32, z3: T.int32):
    z1: T.let[T.int32] = 1
    z2: T.let[T.int32] = 2
    buffer[i1] = z1 + z2
    x: T.let[T.int32] = 1
    y: T.let[T.int32] = 1
    a: T.let[T.int32] = x + y + (z1 + z2)
    b: T.let[T.int32] = x + y + z3
    buffer[i2] = a + b
"
    );
    let expected = [
        "z1: T.let[T.int32] = 1",
        "z2: T.let[T.int32] = 2",
        "cse_v1: T.let[T.int32] = z1 + z2",
        "buffer[i1] = cse_v1",
        "x: T.let[T.int32] = 1",
        "y: T.let[T.int32] = 1",
        "cse_v2: T.let[T.int32] = x + y",
        "a: T.let[T.int32] = cse_v2 + cse_v1",
        "b: T.let[T.int32] = cse_v2 + z3",
        "buffer[i2] = a + b",
    ];
    assert_eq!(body_lines(&cse_text(&src)), expected);
}

/// Seed 001's `test_cse_cascade`: the smaller expression is bound first (outside), the bigger
/// one after it, and `x + y` keeps its own binding because it is also used alone.
#[test]
fn seed_test_cse_cascade() {
    let src = format!(
        "{PRELUDE}def main(buffer: T.Buffer((50,), \"int32\"), i1: T.int32, i2: T.int32, i3: T.int32, x: T.int32, y: T.int32, z: T.int32):
    buffer[i1] = x + y + z
    buffer[i2] = x + y + z
    buffer[i3] = x + y
"
    );
    let expected = [
        "cse_v1: T.let[T.int32] = x + y",
        "cse_v2: T.let[T.int32] = cse_v1 + z",
        "buffer[i1] = cse_v2",
        "buffer[i2] = cse_v2",
        "buffer[i3] = cse_v1",
    ];
    assert_eq!(body_lines(&cse_text(&src)), expected);
}

/// A sub-expression used only inside one bound expression gets no binding of its own; one used
/// in a single branch is bound inside that branch; loads, calls and bools are never bound;
/// shallower expressions are numbered first (`x - y` before `x * 2 + y`).
#[test]
fn placement_and_eligibility() {
    let src = format!(
        "{PRELUDE}def main(A: T.Buffer((64,), \"int32\"), x: T.int32, y: T.int32):
    A[0] = x * 2 + y
    A[1] = x * 2 + y
    if x < y:
        A[2] = x - y + A[x - y]
        A[3] = x - y
    A[4] = A[0] + A[0]
    A[5] = A[0] + A[0]
    if x < y:
        A[6] = T.max(x, y)
"
    );
    let expected = [
        "cse_v2: T.let[T.int32] = x * 2 + y",
        "A[0] = cse_v2",
        "A[1] = cse_v2",
        "if x < y:",
        "cse_v1: T.let[T.int32] = x - y",
        "A[2] = cse_v1 + A[cse_v1]",
        "A[3] = cse_v1",
        "A[4] = A[0] + A[0]",
        "A[5] = A[0] + A[0]",
        "if x < y:",
        "A[6] = T.max(x, y)",
    ];
    assert_eq!(body_lines(&cse_text(&src)), expected);
}

#[test]
fn corpus_output_has_tvm_figures_and_computes_the_same() {
    for (name, meta) in corpus() {
        let src = read(&format!("{name}.input.tir.py"));
        let original = tir_eqsat::parse_module(&name, &src).unwrap();
        let mut optimized = original.clone();
        for f in optimized.funcs.iter_mut() {
            tir_eqsat::passes::syntactic_cse(f);
            assert!(tir_eqsat::ir::verify(f).is_empty(), "{name}");
        }
        // The corpus counts every `T.let` binding of the output, the program's own included.
        let printed = tir_eqsat::print_module(&optimized);
        let binds = printed.matches(": T.let[").count();
        assert_eq!(
            binds as u64,
            meta["tvm_0_27"]["binds_after_cse"].as_u64().unwrap(),
            "{name}: bindings"
        );
        let b = common::bindings(&meta);
        let ops: u128 = optimized
            .funcs
            .iter()
            .map(|f| tir_eqsat::weighted_ops(f, &b).unwrap().weighted)
            .sum();
        assert_eq!(
            ops as u64,
            meta["tvm_0_27"]["weighted_ops_after_cse"].as_u64().unwrap(),
            "{name}: ops"
        );
        // The printed output parses back to the same text.
        let reparsed = tir_eqsat::parse_module(&name, &printed).unwrap();
        assert_eq!(tir_eqsat::print_module(&reparsed), printed, "{name}");
        let max_blocks = if meta["target"] == "cuda" { Some(2) } else { None };
        for (fa, fb) in original.funcs.iter().zip(&reparsed.funcs) {
            let inputs = interp::random_inputs(fa, &Bindings::default(), 11).unwrap();
            let oa = interp::run(fa, &inputs, DEFAULT_FUEL, max_blocks).unwrap();
            let ob = interp::run(fb, &inputs, DEFAULT_FUEL, max_blocks).unwrap();
            assert_eq!(interp::first_difference(&oa, &ob), None, "{name}");
        }
    }
}

#[test]
fn output_is_byte_identical_across_ten_runs() {
    for name in ["conv2d_nchw_llvm", "matmul_cuda", "softmax_dynamic_cuda"] {
        let src = read(&format!("{name}.input.tir.py"));
        let first = cse_text(&src);
        for _ in 0..9 {
            assert_eq!(cse_text(&src), first, "{name}");
        }
    }
}
