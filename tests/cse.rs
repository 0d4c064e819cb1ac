//! Syntactic CSE over the whole corpus, one test per program: TVM's exact op figures and
//! `T.let` count, well-formed output that prints to a fixed point, equal behaviour in the
//! interpreter; and byte-identical output across runs. The seed documents' examples (seed
//! 000/001's `test_cse` and `test_cse_cascade` in TVM 0.27's `cse_vN` naming) and the
//! placement and eligibility cases are golden files in `tests/cases/syntactic-cse/`.

mod common;

use common::{corpus_tests, read};
use tir_eqsat::Bindings;

fn cse_text(src: &str) -> String {
    let mut module = tir_eqsat::parse_module("golden", src).unwrap_or_else(|e| panic!("{e}"));
    for f in module.funcs.iter_mut() {
        tir_eqsat::syntactic_cse(f);
        assert!(tir_eqsat::ir::verify(f).is_empty());
    }
    tir_eqsat::print_module(&module)
}

fn tvm_figures_and_same_behaviour(name: &str) {
    let meta = common::meta(name);
    let src = read(&format!("{name}.input.tir.py"));
    let original = tir_eqsat::parse_module(name, &src).unwrap();
    let mut optimized = original.clone();
    for f in optimized.funcs.iter_mut() {
        tir_eqsat::syntactic_cse(f);
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
    let reparsed = tir_eqsat::parse_module(name, &printed).unwrap();
    assert_eq!(tir_eqsat::print_module(&reparsed), printed, "{name}");
    common::assert_same_outputs(
        &original,
        &reparsed,
        &Bindings::default(),
        11..12,
        common::max_blocks(&meta),
    );
}
corpus_tests!(
    corpus_output_has_tvm_figures_and_computes_the_same,
    super::tvm_figures_and_same_behaviour
);

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
