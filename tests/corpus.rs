//! The corpus of real TVM 0.27 kernels (`tests/corpus`), one test per program: every file
//! parses, prints to a fixed point, is well-formed, has exactly TVM's weighted op figures, and
//! the interpreter finds each input and TVM's CSE output equal while it does find a
//! deliberately broken copy different.

mod common;

use common::{bindings, corpus_dir, corpus_tests, load, meta, programs};
use tir_eqsat::Bindings;

#[test]
fn the_per_program_tests_name_every_corpus_program() {
    let names: Vec<String> = programs().into_iter().map(|(name, _)| name).collect();
    assert_eq!(names, common::PROGRAMS);
}

fn prints_to_a_fixed_point(name: &str) {
    for suffix in ["input", "tvm_cse"] {
        let file = format!("{name}.{suffix}.tir.py");
        let printed = tir_eqsat::print_module(&load(&file));
        let again = tir_eqsat::parse_module(&file, &printed).unwrap_or_else(|e| panic!("reparse {e}"));
        assert_eq!(tir_eqsat::print_module(&again), printed, "{file}");
    }
}
corpus_tests!(
    every_file_parses_and_prints_to_a_fixed_point,
    super::prints_to_a_fixed_point
);

fn weighted_ops_equal_the_figures(name: &str) {
    let meta = meta(name);
    let b = bindings(&meta);
    for (suffix, key) in [("input", "weighted_ops_input"), ("tvm_cse", "weighted_ops_after_cse")] {
        let module = load(&format!("{name}.{suffix}.tir.py"));
        let total: u128 = module
            .funcs
            .iter()
            .map(|f| tir_eqsat::weighted_ops(f, &b).unwrap().weighted)
            .sum();
        assert_eq!(total as u64, meta["tvm_0_27"][key].as_u64().unwrap(), "{name}.{suffix}");
    }
}
corpus_tests!(
    weighted_ops_equal_the_corpus_figures,
    super::weighted_ops_equal_the_figures
);

/// Runs both programs on the same random inputs; GPU kernels sample two blocks per launch so
/// the whole corpus stays within seconds.
fn same_outputs(a: &tir_eqsat::Module, b: &tir_eqsat::Module, gpu: bool) -> Result<(), String> {
    let max_blocks = if gpu { Some(2) } else { None };
    common::compare_outputs(a, b, &Bindings::default(), 7..8, max_blocks)
}

fn tvm_cse_output_equal_to_its_input(name: &str) {
    let gpu = meta(name)["target"] == "cuda";
    let a = load(&format!("{name}.input.tir.py"));
    let b = load(&format!("{name}.tvm_cse.tir.py"));
    same_outputs(&a, &b, gpu).unwrap_or_else(|e| panic!("{name}: {e}"));
}
corpus_tests!(
    interpreter_finds_tvm_cse_output_equal_to_its_input,
    super::tvm_cse_output_equal_to_its_input
);

#[test]
fn interpreter_finds_a_broken_copy_different() {
    let src = common::read("hand_a_repeated_sum.tvm_cse.tir.py");
    let broken = src.replace("cse_v1 + z", "cse_v1 + y");
    assert_ne!(src, broken);
    let a = load("hand_a_repeated_sum.input.tir.py");
    let b = tir_eqsat::parse_module("broken", &broken).unwrap();
    assert!(same_outputs(&a, &b, false).is_err());

    let src = common::read("conv2d_nchw_llvm.tvm_cse.tir.py");
    let broken = src.replacen("kernel_1[cse_v29]", "kernel_1[cse_v3]", 1);
    assert_ne!(src, broken);
    let a = load("conv2d_nchw_llvm.input.tir.py");
    let b = tir_eqsat::parse_module("broken", &broken).unwrap();
    assert!(same_outputs(&a, &b, false).is_err());
}

#[test]
fn check_command_exits_1_on_a_difference() {
    let dir = std::env::temp_dir().join(format!("tir-eqsat-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = common::read("hand_b_commuted_sum.input.tir.py");
    let broken = dir.join("broken.tir.py");
    std::fs::write(&broken, src.replacen("x + y", "x - y", 1)).unwrap();
    let original = corpus_dir().join("hand_b_commuted_sum.input.tir.py");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .args([
            "check",
            original.to_str().unwrap(),
            broken.to_str().unwrap(),
            "--trials",
            "2",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("DIFFERENT") && stdout.contains("buffer `buffer` element"),
        "{stdout}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

fn well_formed(name: &str) {
    for suffix in ["input", "tvm_cse"] {
        for f in &load(&format!("{name}.{suffix}.tir.py")).funcs {
            let errors = tir_eqsat::ir::verify(f);
            assert!(errors.is_empty(), "{name}.{suffix}: {errors:?}");
        }
    }
}
corpus_tests!(every_parsed_function_is_well_formed, super::well_formed);

/// `OpKinds::Integer` counts index arithmetic only: a float kernel's float operations drop out,
/// its integer ones stay, and the two parts add up to the whole count.
#[test]
fn integer_op_count_leaves_out_float_arithmetic() {
    let src = "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((64,), \"float32\"), B: T.Buffer((64,), \"float32\")):\n    for i in range(8):\n        B[i * 8 + 1] = A[i * 8] * T.float32(2.0) + T.float32(1.0)\n";
    let module = tir_eqsat::parse_module("kinds.py", src).unwrap();
    let f = &module.funcs[0];
    let none = tir_eqsat::Bindings::default();
    let all = tir_eqsat::weighted_ops_of(f, &none, tir_eqsat::OpKinds::All).unwrap();
    let int = tir_eqsat::weighted_ops_of(f, &none, tir_eqsat::OpKinds::Integer).unwrap();
    // Per iteration: i * 8 + 1 and i * 8 (3 integer ops), * 2.0 and + 1.0 (2 float ops).
    assert_eq!((all.weighted, int.weighted), (8 * 5, 8 * 3));
}

#[test]
fn cse_stats_json_times_the_phases_of_semantic_cse_only() {
    let dir = common::ScratchDir::new("cse-phases");
    let input = corpus_dir().join("hand_b_commuted_sum.input.tir.py");
    let phases_of = |mode: &str| {
        let stats = dir.path.join(format!("{mode}.json"));
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
            .args(["cse", "--mode", mode, "--stats-json", stats.to_str().unwrap()])
            .arg(&input)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let rows: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
        rows[0].get("phases_ms").cloned()
    };
    assert_eq!(phases_of("syntactic"), None);
    let phases = phases_of("semantic").expect("semantic CSE reports its phases");
    let names: Vec<&str> = phases
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p[0].as_str().unwrap())
        .collect();
    assert_eq!(names.first(), Some(&"forward_lets"));
    assert!(names.contains(&"equal_forms.saturate"), "{names:?}");
    assert_eq!(names.last(), Some(&"numbering"));
    assert!(phases.as_array().unwrap().iter().all(|p| p[1].as_f64().unwrap() >= 0.0));
}
