//! Property test of the padding passes' soundness: 400 random loop programs (nests over small
//! constant ranges, guarded stores, accumulations, assumed paddings, overwritten loops)
//! compute the same before and after each pass (`remove-no-op`, `hoist`,
//! `reduce-loop-extents`, `merge-loops`, `overcompute`, `branching`, `padding`, `simplify`) in
//! the reference interpreter, on inputs repaired to meet the program's assumptions. Elements
//! the original leaves undefined are not compared; everything else must match exactly.

mod common;

use rand::{rngs::SmallRng, Rng, SeedableRng};
use tir_eqsat::{interpret, random_inputs, run_repairing, Bindings, Pass, PipelineConfig, DEFAULT_FUEL};

/// An affine index over the loop variables in scope, kept in bounds by the program's shapes.
fn index(rng: &mut SmallRng, vars: &[&str]) -> String {
    let v = vars[rng.gen_range(0..vars.len())];
    match rng.gen_range(0..4) {
        0 => v.to_string(),
        1 => format!("{v} + {}", rng.gen_range(0..3)),
        2 => format!("{} - {v}", 7),
        _ if vars.len() > 1 => format!("{} * 2 + {}", vars[0], vars[1]),
        _ => v.to_string(),
    }
}

fn cond(rng: &mut SmallRng, vars: &[&str]) -> String {
    let v = vars[rng.gen_range(0..vars.len())];
    let ops = ["<", "<=", ">", ">=", "==", "!="];
    let c = format!("{v} {} {}", ops[rng.gen_range(0..ops.len())], rng.gen_range(0..6));
    if vars.len() > 1 && rng.gen_bool(0.3) {
        format!("{c} and {} < {}", vars[1], rng.gen_range(1..4))
    } else {
        c
    }
}

/// One top-level statement: a nest of one or two loops with one or two (guarded) stores.
fn statement(rng: &mut SmallRng, out: &mut String) {
    let two = rng.gen_bool(0.5);
    let (n0, n1) = (rng.gen_range(1..5), rng.gen_range(1..4));
    let vars: Vec<&str> = if two { vec!["i", "j"] } else { vec!["i"] };
    if two {
        out.push_str(&format!("    for i, j in T.grid({n0}, {n1}):\n"));
    } else {
        out.push_str(&format!("    for i in range({n0}):\n"));
    }
    for _ in 0..rng.gen_range(1..3) {
        let (ind, guard) = if rng.gen_bool(0.5) {
            out.push_str(&format!("        if {}:\n", cond(rng, &vars)));
            ("            ", true)
        } else {
            ("        ", false)
        };
        let target = ["B", "C"][rng.gen_range(0..2)];
        let at = index(rng, &vars);
        let value = match rng.gen_range(0..4) {
            0 => format!("A[{}] * 2", index(rng, &vars)),
            1 => format!("{target}[{at}] + A[{}]", index(rng, &vars)),
            2 => format!("{}", rng.gen_range(-2..3)),
            _ => format!("{target}[{at}] + 1"),
        };
        out.push_str(&format!("{ind}{target}[{at}] = {value}\n"));
        if guard && rng.gen_bool(0.3) {
            out.push_str(&format!("        else:\n            {target}[{at}] = 0\n"));
        }
    }
}

fn program(seed: u64) -> String {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = String::from(
        "from tvm.script import tirx as T\n\n@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\"), B: T.Buffer((16,), \"int32\"), C: T.Buffer((16,), \"int32\")):\n",
    );
    if rng.gen_bool(0.4) {
        let k = rng.gen_range(4..12);
        out.push_str(&format!(
            "    for i in range(16):\n        T.assume(i < {k} or A[i] == 0)\n"
        ));
    }
    for _ in 0..rng.gen_range(2..4) {
        statement(&mut rng, &mut out);
    }
    if rng.gen_bool(0.3) {
        let k = rng.gen_range(2..10);
        out.push_str(&format!(
            "    for i in range(16):\n        if i >= {k}:\n            B[i] = T.undef()\n"
        ));
    }
    out
}

#[test]
fn padding_passes_keep_the_meaning_of_random_programs() {
    let cfg = PipelineConfig::from_rules(&common::rules()).unwrap();
    let passes = [
        Pass::RemoveNoOp,
        Pass::Hoist,
        Pass::ReduceLoopExtents,
        Pass::MergeLoops,
        Pass::Overcompute,
        Pass::Branching,
        Pass::Padding,
        Pass::Simplify,
    ];
    let mut changed = 0;
    for seed in 0..400 {
        let src = program(seed);
        let original = tir_eqsat::parse_module("random.py", &src).unwrap_or_else(|e| panic!("{e}\n{src}"));
        let f0 = &original.funcs[0];
        for pass in passes {
            let mut f = f0.clone();
            tir_eqsat::run_pass(&mut f, pass, &cfg).unwrap_or_else(|e| panic!("{}: {e}\n{src}", pass.name()));
            if tir_eqsat::print_func(&f, 0) != tir_eqsat::print_func(f0, 0) {
                changed += 1;
            }
            for s in 0..3 {
                let mut inputs = random_inputs(f0, &Bindings::default(), seed * 10 + s).unwrap();
                let a = match run_repairing(f0, &mut inputs, DEFAULT_FUEL, None) {
                    Ok(a) => a,
                    // The original itself fails (a read of a never-written element): nothing
                    // to keep.
                    Err(_) => continue,
                };
                let b = interpret(&f, &inputs, DEFAULT_FUEL, None).unwrap_or_else(|e| {
                    panic!(
                        "{} (seed {seed}): the output fails: {e}\n{src}\n{}",
                        pass.name(),
                        tir_eqsat::print_func(&f, 0)
                    )
                });
                if let Some((buf, i, x, y)) = tir_eqsat::first_difference(&a, &b) {
                    panic!(
                        "{} (seed {seed}): {buf}[{i}] {x} vs {y}\n{src}\n{}",
                        pass.name(),
                        tir_eqsat::print_func(&f, 0)
                    );
                }
            }
        }
    }
    // The programs exercise the passes, not only their refusals.
    assert!(changed > 200, "only {changed} pass runs changed a program");
}
