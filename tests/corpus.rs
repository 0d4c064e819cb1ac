//! The corpus of real TVM 0.27 kernels (`../shared/corpus`): every file parses, prints to a
//! fixed point, has exactly TVM's weighted op figures, and the interpreter finds each input and
//! TVM's CSE output equal while it does find a deliberately broken copy different.

mod common;

use common::{bindings, corpus_dir, programs};
use tir_eqsat::interp::{self, DEFAULT_FUEL};
use tir_eqsat::Bindings;

fn load(name: &str) -> tir_eqsat::Module {
    let path = corpus_dir().join(name);
    let src = std::fs::read_to_string(&path).unwrap();
    tir_eqsat::parse_module(name, &src).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_file_parses_and_prints_to_a_fixed_point() {
    for (name, _) in programs() {
        for suffix in ["input", "tvm_cse"] {
            let file = format!("{name}.{suffix}.tir.py");
            let printed = tir_eqsat::print_module(&load(&file));
            let again = tir_eqsat::parse_module(&file, &printed).unwrap_or_else(|e| panic!("reparse {e}"));
            assert_eq!(tir_eqsat::print_module(&again), printed, "{file}");
        }
    }
}

#[test]
fn weighted_ops_equal_the_corpus_figures() {
    for (name, meta) in programs() {
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
}

/// Runs both programs on the same random inputs; GPU kernels sample two blocks per launch so
/// the whole corpus stays within seconds.
fn same_outputs(a: &tir_eqsat::Module, b: &tir_eqsat::Module, gpu: bool) -> Result<(), String> {
    let max_blocks = if gpu { Some(2) } else { None };
    for fa in &a.funcs {
        let fb = b.func(&fa.name).ok_or("missing function")?;
        let inputs = interp::random_inputs(fa, &Bindings::default(), 7)?;
        let oa = interp::run(fa, &inputs, DEFAULT_FUEL, max_blocks)?;
        let ob = interp::run(fb, &inputs, DEFAULT_FUEL, max_blocks)?;
        if let Some(d) = interp::first_difference(&oa, &ob) {
            return Err(format!("{d:?}"));
        }
    }
    Ok(())
}

#[test]
fn interpreter_finds_tvm_cse_output_equal_to_its_input() {
    for (name, meta) in programs() {
        let gpu = meta["target"] == "cuda";
        let a = load(&format!("{name}.input.tir.py"));
        let b = load(&format!("{name}.tvm_cse.tir.py"));
        same_outputs(&a, &b, gpu).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn interpreter_finds_a_broken_copy_different() {
    let src = std::fs::read_to_string(corpus_dir().join("hand_a_repeated_sum.tvm_cse.tir.py")).unwrap();
    let broken = src.replace("cse_v1 + z", "cse_v1 + y");
    assert_ne!(src, broken);
    let a = load("hand_a_repeated_sum.input.tir.py");
    let b = tir_eqsat::parse_module("broken", &broken).unwrap();
    assert!(same_outputs(&a, &b, false).is_err());

    let src = std::fs::read_to_string(corpus_dir().join("conv2d_nchw_llvm.tvm_cse.tir.py")).unwrap();
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
    let src = std::fs::read_to_string(corpus_dir().join("hand_b_commuted_sum.input.tir.py")).unwrap();
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

#[test]
fn every_parsed_function_is_well_formed() {
    for (name, _) in programs() {
        for suffix in ["input", "tvm_cse"] {
            for f in &load(&format!("{name}.{suffix}.tir.py")).funcs {
                let errors = tir_eqsat::ir::verify(f);
                assert!(errors.is_empty(), "{name}.{suffix}: {errors:?}");
            }
        }
    }
}
