//! Rules as data: the shipped rules validate, unsound rules are caught with a counterexample,
//! rule-file errors are all reported with `file:line`, and `prove` proves (and refuses) the
//! equivalences the seeds ask for, within limits even for long sums.

use tir_eqsat::ir::DataType;
use tir_eqsat::Limits;
use tir_eqsat::ProveOptions;

fn shipped() -> Vec<tir_eqsat::Rule> {
    tir_eqsat::load_rules(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rules")).expect("shipped rules load")
}

#[test]
fn every_shipped_rule_validates_on_10000_assignments_per_dtype() {
    let rules = shipped();
    assert!(rules.len() >= 40);
    for r in &rules {
        let rep = tir_eqsat::check_rule(r, 10_000, 0);
        assert!(rep.counterexample.is_none(), "{}: {:?}", r.name, rep.counterexample);
        for (dt, n) in &rep.tested {
            // Guards may exclude most assignments of narrow dtypes; every claim is still tested.
            assert!(*n >= 1_000, "{} tested only {n} assignments for {dt}", r.name);
        }
    }
}

fn check_text(text: &str) -> Vec<tir_eqsat::CheckReport> {
    let rules = tir_eqsat::parse_rules("unsound.rules", text).expect("parses");
    rules.iter().map(|r| tir_eqsat::check_rule(r, 10_000, 1)).collect()
}

#[test]
fn unsound_rules_are_caught_with_a_counterexample() {
    let reports = check_text(
        "bad-cancel: (floordiv (* ?a ?b) ?b) => ?a\n  dtypes int32\n\
         bad-float-assoc: (+ (+ ?a ?b) ?c) => (+ ?a (+ ?b ?c))\n  dtypes float32\n\
         bad-float-zero: (* ?a 0) => 0\n  dtypes float32\n\
         bad-floordiv-lt: (< (floordiv ?x ?c) ?d) => (< ?x (* ?c ?d))\n  dtypes int32\n  if nonneg ?c\n",
    );
    for r in &reports {
        let c = r
            .counterexample
            .as_ref()
            .unwrap_or_else(|| panic!("{} was not caught", r.rule));
        assert!(!c.assignment.is_empty(), "{}", r.rule);
    }
}

#[test]
fn a_remainder_of_the_minimum_by_minus_one_is_a_trap_a_rule_may_not_introduce() {
    // With `nonzero ?c`, c = -1 lets the left side be floormod(INT_MIN, -1), which LLVM's srem
    // traps on, while the right side is defined: the shipped rule needs `positive ?c`.
    let reports = check_text(
        "loose-floormod-add-mul: (floormod (+ (* ?x ?c) ?y) ?c) => (floormod ?y ?c)\n  dtypes int32 int64\n  if nonzero ?c\n",
    );
    let c = reports[0].counterexample.as_ref().expect("the trap is found");
    assert!(c.lhs.ends_with("by -1 traps"), "{}", c.lhs);
    let module = tir_eqsat::parse_module(
        "t",
        "# from tvm.script import tirx as T\n\n@T.prim_func\ndef f(a: T.int32, b: T.int32, C: T.Buffer((1,), \"int32\")):\n    C[0] = T.truncmod(a, b)\n",
    )
    .unwrap();
    let f = &module.funcs[0];
    let bindings = tir_eqsat::Bindings::parse(&["a=-2147483648,b=-1".to_string()]).unwrap();
    let inputs = tir_eqsat::random_inputs(f, &bindings, 1).unwrap();
    let err = tir_eqsat::interpret(f, &inputs, tir_eqsat::DEFAULT_FUEL, None).expect_err("truncmod(INT_MIN, -1) traps");
    assert!(err.contains("traps"), "{err}");
}

#[test]
fn sampling_catches_every_rule_z3_refutes() {
    // tests/data/unsound-rules is scripts/prove_rules_z3.py's own test (CI expects z3 to refute
    // every rule); sampling must find a counterexample to each as well.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/unsound-rules");
    let rules = tir_eqsat::load_rules(&dir).unwrap();
    assert_eq!(rules.len(), 7);
    for r in &rules {
        let report = tir_eqsat::check_rule(r, 10_000, 1);
        assert!(report.counterexample.is_some(), "{} was not caught", report.rule);
    }
}

#[test]
fn a_rule_no_assignment_exercises_fails_rules_check() {
    let dir = std::env::temp_dir().join(format!("tir-eqsat-untested-rule-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("big.rules"),
        "big: (+ ?x 99999999999999999999999999999999999999) => ?x\n  dtypes int\n",
    )
    .unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .args(["rules", "check"])
        .arg(&dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("FAIL big") && stdout.contains("no assignment tested"),
        "{stdout}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn rule_file_errors_are_all_reported_with_file_and_line() {
    let text = "ok-rule: (+ ?x 0) => ?x\n  dtypes int\nno-arrow (+ ?x ?y)\nunbound: (+ ?x ?y) => (+ ?z ?y)\n  dtypes int\nbad-dtype: (* ?x 1) => ?x\n  dtypes int33\nbad-cond: (* ?x 1) => ?x\n  dtypes int\n  if frobnicate ?x\nnodtypes: (- ?x 0) => ?x\n";
    let errors = tir_eqsat::parse_rules("bad.rules", text).expect_err("must fail");
    let lines: Vec<&str> = errors.iter().map(|e| e.split(':').nth(1).unwrap()).collect();
    assert_eq!(lines, ["3", "4", "7", "10", "6", "11"], "{errors:#?}");
}

fn proves(lhs: &str, rhs: &str, dtype: &str, facts: &[&str]) -> tir_eqsat::Proof {
    proves_with(lhs, rhs, dtype, facts, false)
}

fn proves_with(lhs: &str, rhs: &str, dtype: &str, facts: &[&str], until_proven: bool) -> tir_eqsat::Proof {
    let rules = shipped();
    let rewrites = tir_eqsat::rewrites(&rules).unwrap();
    let dtype = DataType::parse(dtype).unwrap();
    let mut bools = Vec::new();
    let l = tir_eqsat::parse_term(lhs, dtype, &mut bools).unwrap();
    let r = tir_eqsat::parse_term(rhs, dtype, &mut bools).unwrap();
    let facts = facts.iter().map(|f| tir_eqsat::parse_fact(f).unwrap()).collect();
    let opts = ProveOptions {
        dtype,
        facts,
        limits: Limits::default(),
        explain: true,
        canonical: true,
        until_proven,
    };
    tir_eqsat::prove(&l, &r, &rewrites, &bools, &opts)
}

/// `until_proven` stops at the iteration that joins the two sides, before the e-graph
/// saturates (the distributivity rules keep growing it), and still explains the proof.
#[test]
fn a_proof_until_proven_stops_at_the_iteration_that_joins_the_sides() {
    let (lhs, rhs) = ("(* (+ x y) (+ z 3))", "(+ (+ (* x z) (* y z)) (* (+ x y) 3))");
    let facts = ["x >= 0", "x < 100", "y >= 0", "y < 100", "z >= 0", "z < 100"];
    let full = proves_with(lhs, rhs, "int32", &facts, false);
    let until = proves_with(lhs, rhs, "int32", &facts, true);
    assert!(full.proven && until.proven, "{:?} {:?}", full.report, until.report);
    assert_eq!(until.report.stop_reason, "answered", "{:?}", until.report);
    assert_ne!(full.report.stop_reason, "answered", "{:?}", full.report);
    assert!(
        until.report.iterations < full.report.iterations,
        "{:?} {:?}",
        until.report,
        full.report
    );
    assert!(until.explanation.is_some_and(|e| e.contains("distribute")));
}

#[test]
fn proves_the_seed_equivalences() {
    assert!(proves("(+ (+ x y) z)", "(+ z (+ y x))", "int32", &[]).proven);
    assert!(proves("(* x (+ y z))", "(+ (* x y) (* x z))", "int32", &[]).proven);
    let p = proves(
        "(< (floordiv (floordiv t d2) d1) d0)",
        "(< t (* (* d0 d1) d2))",
        "int64",
        &["d1 > 0", "d2 > 0"],
    );
    assert!(p.proven);
    assert!(p.explanation.unwrap().contains("floordiv-lt"));
    assert!(
        proves(
            "(< (floordiv t d2) (* d0 d1))",
            "(< t (* d2 (* d1 d0)))",
            "int64",
            &["d2 > 0"]
        )
        .proven
    );
}

#[test]
fn refuses_what_does_not_hold() {
    assert!(!proves("(+ (+ a b) c)", "(+ a (+ b c))", "float32", &[]).proven);
    assert!(!proves("(< (floordiv x d) c)", "(< x (* c d))", "int32", &[]).proven);
    // `d >= 0` is not enough (seed 004): d may be 0.
    assert!(!proves("(< (floordiv x d) c)", "(< x (* c d))", "int32", &["d >= 0"]).proven);
    assert!(proves("(< (floordiv x d) c)", "(< x (* c d))", "int32", &["d > 0"]).proven);
}

#[test]
fn a_sixteen_term_sum_stays_within_limits() {
    let sum = |order: &[usize]| {
        let mut s = format!("x{}", order[0]);
        for i in &order[1..] {
            s = format!("(+ {s} x{i})");
        }
        s
    };
    let a: Vec<usize> = (0..16).collect();
    let b: Vec<usize> = vec![5, 11, 0, 15, 3, 8, 13, 1, 9, 6, 14, 2, 12, 7, 10, 4];
    let facts: Vec<String> = (0..16)
        .flat_map(|i| [format!("x{i} >= 0"), format!("x{i} <= 100")])
        .collect();
    let facts: Vec<(egg::Symbol, (i128, i128))> = facts.iter().map(|f| tir_eqsat::parse_fact(f).unwrap()).collect();
    let rules = shipped();
    let rewrites = tir_eqsat::rewrites(&rules).unwrap();
    for canonical in [true, false] {
        let mut bools = Vec::new();
        let l = tir_eqsat::parse_term(&sum(&a), DataType::INT32, &mut bools).unwrap();
        let r = tir_eqsat::parse_term(&sum(&b), DataType::INT32, &mut bools).unwrap();
        let limits = Limits::default();
        let opts = ProveOptions {
            dtype: DataType::INT32,
            facts: facts.clone(),
            limits,
            explain: false,
            canonical,
            until_proven: false,
        };
        let p = tir_eqsat::prove(&l, &r, &rewrites, &bools, &opts);
        println!("canonical={canonical}: {:?}", p.report);
        // egg checks the node limit between iterations, so one iteration may overshoot it.
        assert!(p.report.nodes <= 10 * limits.max_nodes, "{:?}", p.report);
        assert!(p.report.iterations <= limits.max_iterations);
        if canonical {
            assert!(p.proven);
            assert_eq!(p.report.iterations, 0);
        }
    }
}

#[test]
fn extraction_picks_the_cheapest_form_and_a_product_by_zero_folds() {
    let p = proves("(+ (* x y) (* x z))", "(* x (+ y z))", "int32", &[]);
    assert!(p.proven);
    assert_eq!(p.cheapest.0, 2, "{:?}", p.cheapest);
    // x*0 is 0, and the cheapest form of its class is the constant.
    let rules = shipped();
    let rewrites = tir_eqsat::rewrites(&rules).unwrap();
    let mut egraph: tir_eqsat::TirEGraph = egg::EGraph::new(tir_eqsat::TirAnalysis::default());
    let mut bools = Vec::new();
    let term = tir_eqsat::parse_term("(* x 0)", DataType::INT32, &mut bools).unwrap();
    let id = egraph.add_expr(&term);
    let (runner, _) = tir_eqsat::saturate(egraph, &rewrites, &Limits::default());
    assert_eq!(tir_eqsat::extract(&runner.egraph, id).0, 0);
}

#[test]
fn a_guard_on_a_variable_the_left_side_does_not_bind_is_an_error() {
    let errors = tir_eqsat::parse_rules("g.rules", "a: (+ ?x 0) => ?x\n    dtypes int\n    if positive ?z\n")
        .expect_err("the guard's ?z has no value when the rule applies");
    assert_eq!(
        errors,
        vec!["g.rules:3: the guard uses `?z`, which the left side does not bind".to_string()]
    );
    // The same guard on a bound variable is accepted.
    assert!(tir_eqsat::parse_rules("g.rules", "a: (+ ?x 0) => ?x\n    dtypes int\n    if positive ?x\n").is_ok());
}

#[test]
fn rules_check_refuses_zero_samples() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .args(["rules", "check", "--samples", "0"])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2), "zero samples would judge nothing");
}
