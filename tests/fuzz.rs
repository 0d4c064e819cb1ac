//! Differential fuzzing in `cargo test`: random programs (`tir_eqsat::random_program`: loop
//! nests over symbolic shapes, integer index arithmetic with floordiv / floormod / truncdiv /
//! min / max / select, guarded divisions, `T.likely` conditions, lets, float and gather loads,
//! loads of the written outputs, `tirx.noalias` in half of them)
//! through four pipelines, each output read back and compared with its original in the
//! interpreter. `tir-eqsat fuzz` runs the same check on any number of programs, and
//! `scripts/fuzz_tvm.py` judges the outputs by TVM-compiled execution.

mod common;

use tir_eqsat::{differential, random_program, Finding, Pass};

/// Programs per pipeline here (about 40 ms each through all four pipelines); CI's
/// `tir-eqsat fuzz` and the TVM script run more.
const PROGRAMS: u64 = 150;

fn pipelines() -> Vec<Vec<Pass>> {
    ["syntactic-cse", "cse", "simplify", "simplify,cse"]
        .iter()
        .map(|p| Pass::parse_list(p).unwrap())
        .collect()
}

#[test]
fn random_programs_keep_their_meaning_through_four_pipelines() {
    let cfg = common::pipeline_config();
    let mut changed = 0;
    for seed in 0..PROGRAMS {
        let src = random_program(seed);
        let canonical = tir_eqsat::print_module(&tir_eqsat::parse_module("p", &src).unwrap());
        for pipeline in pipelines() {
            match differential("p", &src, &pipeline, cfg, 3) {
                Ok(out) => changed += usize::from(out != canonical),
                Err(f) => panic!("seed {seed}, {pipeline:?}: {f}\n{src}"),
            }
        }
    }
    // The passes really rewrite these programs (a harness comparing unchanged programs would
    // prove nothing).
    assert!(changed as u64 > 3 * PROGRAMS, "only {changed} outputs changed");
}

#[test]
fn the_harness_catches_a_division_moved_out_of_its_guard() {
    // TVM 0.27's own CSE binds `x // s` ahead of `T.if_then_else(s != 0, x // s, ...)`; with
    // that speculation switched on, the generated guarded divisions must expose it.
    let mut cfg = common::pipeline_config().clone();
    cfg.syntactic.speculate_traps = true;
    let syntactic = Pass::parse_list("syntactic-cse").unwrap();
    let caught = (0..400).any(|seed| {
        matches!(
            differential("p", &random_program(seed), &syntactic, &cfg, 4),
            Err(Finding::Different(_))
        )
    });
    assert!(caught, "no generated program exposed the speculated division");
}

#[test]
fn random_programs_keep_their_meaning_cut_into_tiny_e_graph_partitions() {
    // Partitions of 8 initial nodes cut every generated program into many: lets imported into
    // later partitions, classes joined across them, constants and extracted terms from any.
    let mut cfg = common::pipeline_config().clone();
    cfg.semantic.partition_nodes = 8;
    let mut partitioned = 0;
    for seed in 0..PROGRAMS {
        let src = random_program(seed);
        for pipeline in ["cse", "simplify,cse"] {
            let passes = Pass::parse_list(pipeline).unwrap();
            if let Err(f) = differential("p", &src, &passes, &cfg, 3) {
                panic!("seed {seed}, {pipeline}: {f}\n{src}");
            }
        }
        let mut module = tir_eqsat::parse_module("p", &src).unwrap();
        let report = tir_eqsat::run_pass(&mut module.funcs[0], Pass::Cse, &cfg).unwrap();
        partitioned += usize::from(report.egraph_partitions.len() > 1);
    }
    // A few generated programs have a single statement with expressions: nothing to cut.
    assert!(
        partitioned as u64 > PROGRAMS * 3 / 4,
        "only {partitioned} programs were partitioned"
    );
}
