//! The bound-aware simplifier: seed 004's softmax bound checks (int32 and int64, nested and
//! joined with `and`, with and without a `1 <= d` guard) become the one check
//! `t < d0 * d1 * d2`, and checks that are not implied where they stand are kept. Every result
//! is run against its input in the interpreter, on shapes with dimensions equal to 1 included.

mod common;

use std::path::Path;
use tir_eqsat::interp;
use tir_eqsat::pipeline::{self, Pass};
use tir_eqsat::Bindings;
use tir_eqsat::{parse_module, print_module, Module};

fn simplify(name: &str, src: &str) -> (Module, Module) {
    let before = parse_module(name, src).unwrap();
    let mut after = before.clone();
    for f in after.funcs.iter_mut() {
        pipeline::run(f, Pass::Simplify, common::pipeline_config()).unwrap();
    }
    // The printed result parses back to the same program.
    let printed = print_module(&after);
    let reparsed = parse_module("printed", &printed).unwrap();
    assert_eq!(print_module(&reparsed), printed);
    (before, after)
}

/// The `if` conditions of the printed module, in order.
fn conditions(m: &Module) -> Vec<String> {
    print_module(m)
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("if "))
        .map(|c| c.trim_end_matches(':').to_string())
        .collect()
}

/// Runs both modules on the same inputs and asserts equal outputs.
fn assert_same(before: &Module, after: &Module, binds: &[&str], seeds: std::ops::Range<u64>) {
    let specs: Vec<String> = binds.iter().map(|s| s.to_string()).collect();
    let b = Bindings::parse(&specs).unwrap();
    for (fa, fb) in before.funcs.iter().zip(&after.funcs) {
        for seed in seeds.clone() {
            let inputs = interp::random_inputs(fa, &b, seed).unwrap();
            let x = interp::run(fa, &inputs, interp::DEFAULT_FUEL, None).unwrap();
            let y = interp::run(fb, &inputs, interp::DEFAULT_FUEL, None).unwrap();
            assert_eq!(
                interp::first_difference(&x, &y),
                None,
                "{} differs with {binds:?}, seed {seed}",
                fa.name
            );
        }
    }
}

#[test]
fn seed_004_three_checks_become_one_in_every_variant() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/seed004");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let src = std::fs::read_to_string(&path).unwrap();
        let (before, after) = simplify(&name, &src);
        let conds = conditions(&after);
        let checks: Vec<&String> = conds.iter().filter(|c| c.contains("likely")).collect();
        let t = if name.contains("int64") {
            "blockIdx_x * T.int64(512) + threadIdx_x"
        } else {
            "blockIdx_x * 512 + threadIdx_x"
        };
        assert_eq!(checks, [&format!("T.likely({t} < d0 * d1 * d2)")], "{name}: {conds:?}");
        // The explicit guard (two conjuncts) is not a bound check and stays.
        assert_eq!(conds.len(), 1 + name.contains("guarded") as usize, "{name}: {conds:?}");
        for shape in [[1, 1, 1], [1, 3, 5], [2, 1, 7], [3, 4, 1], [5, 7, 3], [1, 1, 600]] {
            let binds: Vec<String> = ["d0", "d1", "d2"]
                .iter()
                .zip(shape)
                .map(|(d, v)| format!("{d}={v}"))
                .collect();
            let binds: Vec<&str> = binds.iter().map(String::as_str).collect();
            assert_same(&before, &after, &binds, 0..2);
        }
        // And on random shapes (each dimension drawn from 1..=16).
        assert_same(&before, &after, &[], 0..10);
        seen += 1;
    }
    assert_eq!(seen, 8, "int32/int64 x nested/and x guarded or not");
}

const NEGATIVE_DIVISOR: &str = r#"
@T.prim_func
def f(A: T.Buffer((64,), "int32"), s: T.int32, n: T.int32):
    for t in range(64):
        if t // s < n:
            if t < n * s:
                A[t] = 1
"#;

#[test]
fn a_divisor_that_may_be_negative_keeps_both_checks() {
    // `floordiv(t, s) < n` is `t < n*s` only for s > 0; s is a parameter of any sign.
    let (before, after) = simplify("neg.py", NEGATIVE_DIVISOR);
    assert_eq!(conditions(&after), ["t // s < n", "t < s * n"]);
    assert_same(&before, &after, &["s=-3", "n=2"], 0..2);
    assert_same(&before, &after, &["s=3", "n=2"], 0..2);
}

const GUARDED_DIVISOR: &str = r#"
@T.prim_func
def f(A: T.Buffer(("d",), "int32"), n: T.int32):
    d = T.int32()
    for t in range(16):
        if 0 < d and t // d < n:
            A[0] = t
"#;

#[test]
fn a_guard_protecting_a_division_stays() {
    // The division is evaluated only once `0 < d` held (C and CUDA short-circuit `and`), so
    // it does not prove `d != 0` for the guard itself.
    let (before, after) = simplify("guard.py", GUARDED_DIVISOR);
    assert_eq!(conditions(&after), ["0 < d and t // d < n"]);
    assert_same(&before, &after, &["d=3", "n=2"], 0..2);
}

const SCOPES: &str = r#"
@T.prim_func
def f(A: T.Buffer((32,), "int32"), n: T.int32):
    for t in range(32):
        if t < n:
            A[t] = 1
        if t < n:
            A[t] = A[t] + 1
        if t < n:
            A[t] = A[t] + 2
        else:
            if t < n:
                A[t] = 7
            if n > t:
                A[t] = 8
            A[t] = A[t] + 3
        if t < n:
            if n > t:
                A[t] = A[t] + 4
        if t < n + 32:
            A[t] = A[t] + 5
        T.assume(t < n + 32)
        if t < n + 32:
            A[t] = A[t] + 6
"#;

#[test]
fn facts_hold_only_where_they_were_established() {
    let (before, after) = simplify("scopes.py", SCOPES);
    // Kept: sibling checks (the fact of an earlier `if` ends with its branch) and the check
    // before `T.assume`. Gone: both checks in the else-branch (contradicted), the check nested
    // in its own then-branch (implied), and the check after `T.assume` (implied).
    assert_eq!(conditions(&after), ["t < n", "t < n", "t < n", "t < n", "t < n + 32"]);
    let printed = print_module(&after);
    assert!(!printed.contains("= 7") && !printed.contains("= 8"), "{printed}");
    assert!(printed.contains("A[t] = A[t] + 6\n"), "{printed}");
    for n in ["n=0", "n=10", "n=32"] {
        assert_same(&before, &after, &[n], 0..1);
    }
}

const LOOP_BOUND: &str = r#"
@T.prim_func
def f(A: T.Buffer(("m",), "float32")):
    m = T.int32()
    for k in range((m + 3) // 4):
        if k * 4 < m:
            A[k * 4] = T.float32(1.0)
        if k * 4 + 1 < m:
            A[k * 4 + 1] = T.float32(2.0)
"#;

#[test]
fn a_loop_extent_implies_the_first_lane_check() {
    // k < (m + 3) // 4 gives k*4 < m; the second lane's check is needed when m % 4 == 1.
    let (before, after) = simplify("loop.py", LOOP_BOUND);
    assert_eq!(conditions(&after), ["k * 4 + 1 < m"]);
    for m in ["m=1", "m=4", "m=5", "m=13"] {
        assert_same(&before, &after, &[m], 0..1);
    }
}

#[test]
fn simplify_is_deterministic() {
    let src = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/seed004/softmax_int64_and_guarded.tir.py"),
    )
    .unwrap();
    let first = print_module(&simplify("a.py", &src).1);
    for _ in 0..5 {
        assert_eq!(print_module(&simplify("a.py", &src).1), first);
    }
}

#[test]
fn corpus_never_costs_more_and_computes_the_same() {
    let cfg = common::pipeline_config();
    let mut removed = 0;
    for (name, meta) in common::programs() {
        let b = common::bindings(&meta);
        let ops = |m: &Module| -> u128 {
            m.funcs
                .iter()
                .map(|f| tir_eqsat::weighted_ops(f, &b).unwrap().weighted)
                .sum()
        };
        let original = parse_module(&name, &common::read(&format!("{name}.input.tir.py"))).unwrap();
        let mut simplified = original.clone();
        let mut both = original.clone();
        let mut cse_only = original.clone();
        for ((s, sc), c) in simplified
            .funcs
            .iter_mut()
            .zip(both.funcs.iter_mut())
            .zip(cse_only.funcs.iter_mut())
        {
            let r = pipeline::run(s, Pass::Simplify, cfg).unwrap();
            let st = r.simplify.unwrap();
            removed += st.removed_true + st.removed_false;
            pipeline::run(sc, Pass::Simplify, cfg).unwrap();
            pipeline::run(sc, Pass::Cse, cfg).unwrap();
            pipeline::run(c, Pass::Cse, cfg).unwrap();
        }
        assert!(
            ops(&simplified) <= ops(&original),
            "{name}: simplify raised the weighted ops"
        );
        assert!(
            ops(&both) <= ops(&cse_only),
            "{name}: simplify,cse worse than cse alone"
        );
        let printed = print_module(&simplified);
        let reparsed = parse_module("printed", &printed).unwrap();
        let max_blocks = common::max_blocks(&meta);
        // One input set per program: the interpreter runs conv2d's 92M operations in seconds.
        for (fa, fb) in original.funcs.iter().zip(&reparsed.funcs) {
            for seed in 0..1 {
                let inputs = interp::random_inputs(fa, &Bindings::default(), seed).unwrap();
                let x = interp::run(fa, &inputs, interp::DEFAULT_FUEL, max_blocks).unwrap();
                let y = interp::run(fb, &inputs, interp::DEFAULT_FUEL, max_blocks).unwrap();
                assert_eq!(interp::first_difference(&x, &y), None, "{name}, seed {seed}");
            }
        }
    }
    // softmax_dynamic_llvm: the three `k_0 * 4 < m` checks its loop extents imply.
    assert!(removed >= 3, "removed {removed}");
}

#[test]
fn let_bound_constants_propagate_like_tvm_stmt_simplify() {
    // hand_c_let_chain: TVM 0.27's StmtSimplify reaches 2 weighted ops; so does simplify.
    let src = common::read("hand_c_let_chain.input.tir.py");
    let (before, after) = simplify("hand_c.py", &src);
    let b = Bindings::default();
    let ops = |m: &Module| -> u128 {
        m.funcs
            .iter()
            .map(|f| tir_eqsat::weighted_ops(f, &b).unwrap().weighted)
            .sum()
    };
    assert_eq!((ops(&before), ops(&after)), (7, 2), "{}", print_module(&after));
    assert_same(&before, &after, &[], 0..3);
}

const FLOAT_CHAIN: &str = r#"
@T.prim_func
def f(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    x: T.let[T.float32] = T.float32(1.0)
    for i in range(8):
        B[i] = A[i] + x + T.float32(2.0)
"#;

#[test]
fn float_sums_are_not_reassociated() {
    // (A[i] + 1.0) + 2.0 is not A[i] + 3.0 in floating point.
    let (before, after) = simplify("float.py", FLOAT_CHAIN);
    assert!(!print_module(&after).contains("3.0"), "{}", print_module(&after));
    assert_same(&before, &after, &[], 0..3);
}

const INTERVALS: &str = r#"
@T.prim_func
def f(A: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(8):
        if i < 8:
            A[i] = 1
        if i + 1 <= 8 and 0 <= i:
            A[i + 8] = 2
        if i < 3:
            if i == 2:
                A[i] = A[i] + 3
        if n < 3:
            if n < 5:
                A[i] = A[i] + 4
            if n == 2:
                A[i] = A[i] + 5
            if n >= 3:
                A[i] = 6
"#;

#[test]
fn intervals_decide_comparisons_at_their_boundaries() {
    // Loop ranges and `var < c` facts give intervals: `i < 8` in `range(8)`, `i + 1 <= 8`,
    // `0 <= i` and `n < 5` under `n < 3` are true, `n >= 3` under `n < 3` is false; the
    // boundary cases `i == 2` under `i < 3` and `n == 2` under `n < 3` stay.
    let (before, after) = simplify("intervals.py", INTERVALS);
    assert_eq!(conditions(&after), ["i < 3", "i == 2", "n < 3", "n == 2"]);
    for n in ["n=-4", "n=0", "n=2", "n=3", "n=9"] {
        assert_same(&before, &after, &[n], 0..1);
    }
}
