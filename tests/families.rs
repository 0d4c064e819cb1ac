//! The adversarial families (`tir_eqsat::family_program`) through every pass: at moderate
//! sizes each output keeps its input's meaning in the interpreter (the sizes that once took
//! minutes are timed by `benches/growth.rs`, not here), and beyond the per-statement operator
//! limit a sum or `not` chain is a `file:line:col` error, not a long run.

mod common;

use tir_eqsat::{differential, family_program, Family, Pass};

#[test]
fn every_family_keeps_its_meaning_through_every_pass() {
    let cfg = common::pipeline_config();
    for family in Family::ALL {
        for n in [1, 7, 60] {
            let src = family_program(family, n);
            for pipeline in ["syntactic-cse", "cse", "simplify", "simplify,cse"] {
                let passes = Pass::parse_list(pipeline).unwrap();
                if let Err(f) = differential(family.name(), &src, &passes, cfg, 4) {
                    panic!("{} at {n}, {pipeline}: {f}", family.name());
                }
            }
        }
    }
}

#[test]
fn the_passes_really_rewrite_the_chains() {
    // A chain of lets repeats `y * 2` at every step and an elif chain in every branch: CSE
    // binds it once (a test that compared unchanged programs would prove nothing).
    let cfg = common::pipeline_config();
    for family in [Family::LetChain, Family::ElifChain] {
        let src = family_program(family, 20);
        let out = differential(family.name(), &src, &Pass::parse_list("cse").unwrap(), cfg, 2).unwrap();
        assert_eq!(out.matches("y * 2").count(), 1, "{}:\n{out}", family.name());
    }
}

#[test]
fn sums_and_not_chains_beyond_the_operator_limit_are_errors() {
    for (family, n) in [(Family::Sum, 501), (Family::NotChain, 1000)] {
        let err = tir_eqsat::parse_module("big.py", &family_program(family, n))
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("big.py:5:") && err.contains("more than 1000 operators in one statement"),
            "{}: {err}",
            family.name()
        );
    }
    for (family, n) in [(Family::Sum, 500), (Family::NotChain, 999)] {
        assert!(
            tir_eqsat::parse_module("ok.py", &family_program(family, n)).is_ok(),
            "{}",
            family.name()
        );
    }
}

#[test]
fn a_function_beyond_the_statement_limit_is_an_error_at_the_first_statement_too_many() {
    let program = |n: usize| {
        let mut src = String::from(
            "# from tvm.script import tirx as T\n\n@T.prim_func\ndef main(B: T.Buffer((16,), \"int32\")):\n",
        );
        src += &"    B[0] = 1\n".repeat(n);
        src
    };
    let limit = tir_eqsat::MAX_STATEMENTS;
    let err = tir_eqsat::parse_module("big.py", &program(limit + 1))
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with(&format!("big.py:{}:5:", limit + 5))
            && err.contains("more than 500000 statements in one function"),
        "{err}"
    );
    assert!(tir_eqsat::parse_module("ok.py", &program(limit)).is_ok());
}

#[test]
fn deep_chains_need_no_more_than_a_default_main_thread_stack() {
    // Library users (the Python package, benches) call from threads with 8 MiB of stack, not
    // the CLI's 256 MiB: an elif chain and a let chain at four times the audited sizes parse,
    // optimize and print there.
    let cfg = common::pipeline_config().clone();
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            for (family, n) in [(Family::ElifChain, 8000), (Family::LetChain, 16000)] {
                let mut module = tir_eqsat::parse_module("deep", &family_program(family, n)).unwrap();
                for f in module.funcs.iter_mut() {
                    for pass in [Pass::SyntacticCse, Pass::Cse, Pass::Simplify] {
                        tir_eqsat::run_pass(f, pass, &cfg).unwrap();
                    }
                }
                assert!(tir_eqsat::print_module(&module).len() > n);
            }
        })
        .unwrap()
        .join()
        .unwrap();
}
