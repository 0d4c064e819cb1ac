//! Semantic CSE: commuted sums, no speculation of trapping operations, loop-invariant terms,
//! weighted ops independent of statement order (synthetic forms, and the corpus's own
//! straight-line runs shuffled), and over the whole corpus (one test per program): equal
//! behaviour in the interpreter, weighted ops never above TVM's CSE, and well below it on
//! average. TVM's former semantic
//! tests, float non-reassociation and the guarded-division case are golden files in
//! `tests/cases/cse/`.

mod common;

use common::corpus_tests;
use std::path::Path;
use tir_eqsat::Bindings;
use tir_eqsat::{semantic_cse, semantic_rewrites, SemanticConfig};

fn config() -> SemanticConfig {
    SemanticConfig {
        rules: semantic_rewrites(&common::rules()).unwrap(),
        ..SemanticConfig::default()
    }
}

fn run(src: &str, cfg: &SemanticConfig) -> (tir_eqsat::Module, tir_eqsat::Module) {
    let original = tir_eqsat::parse_module("t", src).unwrap_or_else(|e| panic!("{e}"));
    let mut optimized = original.clone();
    for f in optimized.funcs.iter_mut() {
        semantic_cse(f, cfg);
        let errors = tir_eqsat::ir::verify(f);
        assert!(errors.is_empty(), "{errors:?}");
    }
    // Print and re-parse: the text is what users get.
    let printed = tir_eqsat::print_module(&optimized);
    let reparsed = tir_eqsat::parse_module("printed", &printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
    (original, reparsed)
}

fn ops(m: &tir_eqsat::Module, b: &Bindings) -> u128 {
    m.funcs
        .iter()
        .map(|f| tir_eqsat::weighted_ops(f, b).unwrap().weighted)
        .sum()
}

fn same_behaviour(a: &tir_eqsat::Module, b: &tir_eqsat::Module, max_blocks: Option<i128>) {
    common::assert_same_outputs(a, b, &Bindings::default(), 0..2, max_blocks);
}

#[test]
fn commuted_sums_reach_two_ops() {
    let src = common::read("hand_b_commuted_sum.input.tir.py");
    let (original, optimized) = run(&src, &config());
    assert_eq!(ops(&optimized, &Bindings::default()), 2);
    same_behaviour(&original, &optimized, None);
}

#[test]
fn a_division_by_a_variable_never_leaves_its_branch() {
    let src = "@T.prim_func\ndef main(B: T.Buffer((16,), \"int32\"), n: T.int32, x: T.int32):\n    for i in range(16):\n        if n != 0:\n            B[i] = x // n + i\n";
    let (original, optimized) = run(src, &config());
    let text = tir_eqsat::print_module(&optimized);
    let bind = text.lines().position(|l| l.contains("x // n")).unwrap();
    let cond = text.lines().position(|l| l.trim_start().starts_with("if ")).unwrap();
    assert!(bind > cond, "the division was speculated:\n{text}");
    same_behaviour(&original, &optimized, None);
}

#[test]
fn a_division_by_minus_one_never_leaves_its_branch() {
    // `x // -1` traps (LLVM's `sdiv`) or overflows at the dtype's minimum, which the guard
    // excludes: binding it ahead of the `T.if_then_else`s would evaluate it there.
    let src = "@T.prim_func\ndef main(A: T.Buffer((64,), \"int8\"), B: T.Buffer((64,), \"int8\"), C: T.Buffer((64,), \"int8\")):\n    T.func_attr({\"tir.noalias\": True})\n    for k in range(64):\n        x: T.let[T.int8] = A[k]\n        B[k] = T.if_then_else(x != T.int8(-128), x // T.int8(-1), T.int8(0))\n        C[k] = T.if_then_else(x != T.int8(-128), x // T.int8(-1), T.int8(1))\n";
    let (original, optimized) = run(src, &config());
    let text = tir_eqsat::print_module(&optimized);
    assert!(
        !text.contains("= x // T.int8(-1)"),
        "the division was speculated:\n{text}"
    );
    same_behaviour(&original, &optimized, None);
    common::compare_outputs_at_limits(&original, &optimized, 0..12).unwrap();
}

#[test]
fn a_divisor_equal_to_zero_keeps_its_form() {
    // `x - x` is 0, but `x // 0` is no program TVM (or this tool) reads: the division keeps
    // its divisor as written, and the output reads back.
    let src = "@T.prim_func\ndef main(A: T.Buffer((4,), \"int32\"), x: T.int32):\n    if x == 12345:\n        A[0] = x // (x - x)\n        A[1] = T.truncmod(x, x - x)\n";
    let (_, optimized) = run(src, &config());
    let text = tir_eqsat::print_module(&optimized);
    assert!(!text.contains("// 0") && !text.contains("x, 0)"), "{text}");
    tir_eqsat::parse_module("out", &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
}

#[test]
fn loop_invariant_terms_leave_their_loops() {
    let src = "@T.prim_func\ndef main(A: T.Buffer((4096,), \"int32\")):\n    for i, j, k in T.grid(16, 16, 16):\n        A[i * 256 + j * 16 + k] = i * 256 + j * 16\n";
    let (original, optimized) = run(src, &config());
    let b = Bindings::default();
    assert!(
        ops(&optimized, &b) < ops(&original, &b) / 4,
        "{}",
        tir_eqsat::print_module(&optimized)
    );
    same_behaviour(&original, &optimized, None);
}

/// Weighted ops of semantic CSE's output over TVM's CSE output, and the two modules.
fn ratio_to_tvm(name: &str, cfg: &SemanticConfig) -> (f64, tir_eqsat::Module, tir_eqsat::Module) {
    let meta = common::meta(name);
    let b = common::bindings(&meta);
    let src = common::read(&format!("{name}.input.tir.py"));
    let (original, optimized) = run(&src, cfg);
    let ours = ops(&optimized, &b) as f64;
    let tvm = meta["tvm_0_27"]["weighted_ops_after_cse"].as_f64().unwrap();
    (ours / tvm, original, optimized)
}

fn beats_tvm_and_computes_the_same(name: &str) {
    let (ratio, original, optimized) = ratio_to_tvm(name, &config());
    assert!(ratio <= 1.0, "{name}: {ratio} of TVM's weighted ops");
    if name == "conv2d_nchw_llvm" {
        assert!(ratio <= 0.75, "conv2d_nchw_llvm ratio {ratio}");
    }
    same_behaviour(&original, &optimized, common::max_blocks(&common::meta(name)));
}
corpus_tests!(
    corpus_beats_tvm_cse_and_computes_the_same,
    super::beats_tvm_and_computes_the_same
);

#[test]
fn corpus_geometric_mean_over_tvm_is_at_most_0_80() {
    let cfg = config();
    let mut log_sum = 0.0;
    let mut n = 0;
    for name in common::PROGRAMS {
        log_sum += ratio_to_tvm(name, &cfg).0.ln();
        n += 1;
    }
    let geomean = (log_sum / n as f64).exp();
    assert!(geomean <= 0.80, "geometric mean {geomean}");
}

/// Runs the built binary in the repository root: its standard output, after checking that it
/// exited with 0.
fn run_tool(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
        .args(args)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{text}");
    text
}

#[test]
fn explain_and_demo_show_bindings_and_rewrite_chains() {
    let text = run_tool(&["explain", "examples/data/semantic_distributive.tir.py"]);
    assert!(
        text.contains("cse_v1 = ")
            && text.contains("ops: the chosen form]")
            && text.contains("replaces (equal form)")
            // The distributive law, in whichever direction the proof found it.
            && (text.contains("Rewrite<= factor") || text.contains("Rewrite<= distribute")),
        "{text}"
    );
    let text = run_tool(&["demo"]);
    assert_eq!(text.matches("weighted ops: input").count(), 5, "{text}");
}

#[test]
fn explain_shows_a_guard_rewritten_around_a_hoisted_term() {
    let text = run_tool(&["explain", "tests/cases/cse/guard_term_moved_out_of_loop.tir.py"]);
    assert!(
        text.contains("= n - tx    [1 ops: the chosen form]")
            && text.contains("used by x1  j * 256 + tx < n    [3 ops]  rewritten as  j * 256 < n - tx    [2 ops")
            // Proven with the ranges the pass knew (n >= 0, 0 <= tx < 256).
            && text.contains("Rewrite=> lt-move-term"),
        "{text}"
    );
}

#[test]
fn explain_shows_an_offset_moved_into_its_base_and_proves_the_index_not_the_load() {
    let text = run_tool(&[
        "explain",
        "tests/cases/cse/invariant_offsets.tir.py",
        "--func",
        "strided",
    ]);
    assert!(
        text.contains("cse_v2 = i * 128 + 65    [2 ops: the chosen form]")
            && text.contains("rewritten as  i * 128 + 65 + j * 2")
            && text.contains("(a load or call, opaque to the prover: its operands' rewrites are shown apart)")
            // A load used to be "proved" as one opaque symbol, printed cut at its first space.
            && !text.lines().any(|l| l.trim_start().starts_with('|')),
        "{text}"
    );
}

#[test]
fn explain_names_the_lets_forwarded_into_their_use_and_only_those() {
    let text = run_tool(&["explain", "tests/cases/cse/let_forwarding.tir.py"]);
    let forwarded: Vec<&str> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("let "))
        .filter_map(|l| l.split_once(" forwarded into its one use").map(|(name, _)| name))
        .collect();
    assert_eq!(forwarded, ["a", "b", "c"], "{text}");
}

#[test]
fn explain_shows_loads_replaced_and_why_written_storage_may_be_bound() {
    let text = run_tool(&["explain", "tests/cases/cse/shared_load_bound_after_last_write.tir.py"]);
    assert!(
        text.contains("replaces x2  T.exp(A[tx] - m_shared[0])")
            && text.contains("loads `m_shared`, which the function writes: bound where nothing after it")
            // `A` is read only: no such line for a binding that loads only it.
            && !text.contains("loads `A`"),
        "{text}"
    );
}

#[test]
fn explain_names_every_written_storage_a_bound_term_loads() {
    let text = run_tool(&["explain", "tests/cases/cse/term_over_two_written_storages.tir.py"]);
    assert!(
        text.contains(
            "loads `q`, `s`, all of which the function writes: bound where nothing after it in its scope may write any of them"
        ),
        "{text}"
    );
}

#[test]
fn output_is_byte_identical_across_ten_runs() {
    let cfg = config();
    for name in [
        "conv2d_nchw_llvm",
        "matmul_cuda",
        "softmax_dynamic_cuda",
        "hand_b_commuted_sum",
    ] {
        let src = common::read(&format!("{name}.input.tir.py"));
        let once = || {
            let mut m = tir_eqsat::parse_module(name, &src).unwrap();
            for f in m.funcs.iter_mut() {
                semantic_cse(f, &cfg);
            }
            tir_eqsat::print_module(&m)
        };
        let first = once();
        for _ in 0..9 {
            assert_eq!(once(), first, "{name}");
        }
    }
}

/// Issue 18's order independence: straight-line stores of equal forms (no store is read, so
/// every order is the same program) cost the same weighted ops after semantic CSE in every
/// order of the statements tried.
#[test]
fn weighted_ops_do_not_depend_on_statement_order() {
    use rand::{rngs::SmallRng, seq::SliceRandom, Rng, SeedableRng};
    let forms = [
        "(y + z) * x",
        "x * y + x * z",
        "x * z + y * x",
        "(z + y) * x",
        "x * y",
        "y * x + 1",
        "x + y + z",
        "z + (y + x)",
        "(x + y) * 2",
        "x * 2 + y * 2",
    ];
    let cfg = config();
    let b = Bindings::default();
    let mut rng = SmallRng::seed_from_u64(18);
    for _ in 0..40 {
        let mut stmts: Vec<String> = (0..rng.gen_range(2..7))
            .map(|k| format!("    B[{k}] = {}\n", forms[rng.gen_range(0..forms.len())]))
            .collect();
        let mut costs = Vec::new();
        for _ in 0..6 {
            stmts.shuffle(&mut rng);
            let src = format!(
                "# from tvm.script import tirx as T\n\n@T.prim_func\ndef main(B: T.Buffer((8,), \"int32\"), x: T.int32, y: T.int32, z: T.int32):\n{}",
                stmts.concat()
            );
            let (_, optimized) = run(&src, &cfg);
            costs.push((ops(&optimized, &b), src));
        }
        let first = costs[0].0;
        for (c, src) in &costs {
            assert_eq!(*c, first, "{} vs {}:\n{}\n{src}", costs[0].0, c, costs[0].1);
        }
    }
}

/// Issue 18's order independence on the corpus itself: every run of two or more consecutive
/// stores in a corpus program's statement lists in which no store reads storage the run
/// writes is shuffled, all runs at once, four times; semantic CSE must give every shuffle the
/// weighted ops it gives the program as written. Such a shuffle changes the program only if two
/// stores of a run write one address; the interpreter checks the first shuffle of each program
/// on one input. (Measured: it also holds on the 10 programs with such runs when `choose`
/// ranks forms by program order instead of cost and takes no extracted term, or with
/// partitions of 4 nodes: these runs hold no two forms of one value that differ in cost, which
/// `weighted_ops_do_not_depend_on_statement_order` exercises.)
#[test]
fn corpus_straight_line_runs_cost_the_same_in_any_order() {
    use rand::{rngs::SmallRng, seq::SliceRandom, SeedableRng};
    let cfg = config();
    let mut rng = SmallRng::seed_from_u64(18);
    let mut shuffled_runs = 0;
    for (name, meta) in common::programs() {
        let b = common::bindings(&meta);
        let file = format!("{name}.input.tir.py");
        let original = common::load(&file);
        let runs: Vec<Vec<Run>> = original.funcs.iter().map(independent_store_runs).collect();
        if runs.iter().all(Vec::is_empty) {
            continue;
        }
        let cost_as_written = ops(&optimized(&original, &cfg), &b);
        for shuffle in 0..4 {
            let mut permuted = original.clone();
            for (f, runs) in permuted.funcs.iter_mut().zip(&runs) {
                for run in runs {
                    let tir_eqsat::ir::Stmt::Seq(items) = &mut f.stmts[run.seq.index()] else {
                        unreachable!("runs are found in sequences")
                    };
                    items[run.items.clone()].shuffle(&mut rng);
                    shuffled_runs += 1;
                }
            }
            // Once per program, on one input: the interpreter takes about 4 s per input on
            // matmul_cuda's two sampled blocks.
            if shuffle == 0 {
                common::compare_outputs(&original, &permuted, &b, 0..1, common::max_blocks(&meta))
                    .unwrap_or_else(|e| panic!("{name}: a shuffled run changed the program: {e}"));
            }
            let cost = ops(&optimized(&permuted, &cfg), &b);
            assert_eq!(
                cost,
                cost_as_written,
                "{name}: weighted ops after semantic CSE depend on the order of its stores:\n{}",
                tir_eqsat::print_module(&permuted)
            );
        }
    }
    assert!(shuffled_runs >= 40, "only {shuffled_runs} runs shuffled");
}

/// A run of consecutive stores: the sequence holding it and the positions of its items.
struct Run {
    seq: tir_eqsat::ir::StmtId,
    items: std::ops::Range<usize>,
}

/// The maximal runs of two or more consecutive stores in `f`'s sequences in which no store
/// loads from the storage any store of the run writes (views resolved to their storage).
fn independent_store_runs(f: &tir_eqsat::PrimFunc) -> Vec<Run> {
    use tir_eqsat::ir::{Expr, Stmt};
    let loads = |e: tir_eqsat::ir::ExprId, out: &mut Vec<tir_eqsat::ir::BufferId>| {
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            if let Expr::Load(buffer, _) = f.expr(e) {
                out.push(f.storage_root(*buffer));
            }
            tir_eqsat::ir::visit::expr_children(f.expr(e), |c| stack.push(c));
        }
    };
    let mut runs = Vec::new();
    for (k, stmt) in f.stmts.iter().enumerate() {
        let Stmt::Seq(items) = stmt else { continue };
        let mut start = 0;
        while start < items.len() {
            let (mut written, mut read) = (Vec::new(), Vec::new());
            let mut end = start;
            while let Some(Stmt::Store { buffer, indices, value }) = items.get(end).map(|&s| f.stmt(s)) {
                let mut reads = Vec::new();
                indices.iter().chain([value]).for_each(|&e| loads(e, &mut reads));
                let root = f.storage_root(*buffer);
                if reads.iter().any(|r| written.contains(r) || *r == root) || read.contains(&root) {
                    break;
                }
                written.push(root);
                read.extend(reads);
                end += 1;
            }
            if end - start >= 2 {
                runs.push(Run {
                    seq: tir_eqsat::ir::StmtId(k as u32),
                    items: start..end,
                });
            }
            start = end.max(start + 1);
        }
    }
    runs
}

/// `m` after semantic CSE, printed and read back.
fn optimized(m: &tir_eqsat::Module, cfg: &SemanticConfig) -> tir_eqsat::Module {
    run(&tir_eqsat::print_module(m), cfg).1
}

/// A kernel over `x, y, z` whose body is `head`, then `filler` distinct statements (about five
/// e-graph nodes each, so a few hundred fill a partition; each a subtraction, which a rule
/// rewrites, so that they enter the e-graph at all), then `tail`.
fn long_kernel(head: &str, filler: usize, tail: &str) -> String {
    let mut src =
        String::from("@T.prim_func\ndef main(B: T.Buffer((8192,), \"int32\")):\n    for x, y, z in T.grid(2, 3, 4):\n");
    src += head;
    for k in 0..filler {
        src += &format!("        B[{k}] = x * {} - {}\n", k + 3, k + 5);
    }
    src += tail;
    src
}

/// Semantic CSE on `src`: the e-graph partitions' reports and the optimized module.
fn partitioned(src: &str) -> (Vec<tir_eqsat::Report>, tir_eqsat::Module, tir_eqsat::Module) {
    let original = tir_eqsat::parse_module("t", src).unwrap_or_else(|e| panic!("{e}"));
    let mut optimized = original.clone();
    let stats = semantic_cse(&mut optimized.funcs[0], &config());
    assert!(tir_eqsat::ir::verify(&optimized.funcs[0]).is_empty());
    (stats.egraph_partitions, original, optimized)
}

#[test]
fn a_large_program_is_saturated_in_partitions_and_rules_still_apply() {
    let tail = "        B[8000] = (y + z) * x\n        B[8001] = x * y + x * z\n";
    let (parts, original, optimized) = partitioned(&long_kernel("", 1500, tail));
    assert!(parts.len() >= 2, "{parts:?}");
    assert!(parts.iter().all(|p| p.stop_reason == "saturated"), "{parts:?}");
    // The distributive pair, in the last partition, is one binding: no `x * y + x * z` left.
    let text = tir_eqsat::print_module(&optimized);
    assert!(!text.contains("x * y + x * z"), "{text}");
    same_behaviour(&original, &optimized, None);
}

#[test]
fn the_grouped_kernels_index_forms_become_one_in_every_partition() {
    // 20 groups of 16 statements, each writing its index three ways ((i * 4 + j) * 16 + k,
    // i * 64 + j * 16 + k, (j + i * 4) * 16 + k); cut into e-graph partitions of a few groups.
    let src = tir_eqsat::grouped_kernel(20 * tir_eqsat::GROUP_STATEMENTS);
    let cfg = SemanticConfig {
        partition_nodes: 100,
        ..config()
    };
    let original = tir_eqsat::parse_module("t", &src).unwrap();
    let mut optimized = original.clone();
    let stats = semantic_cse(&mut optimized.funcs[0], &cfg);
    assert!(stats.egraph_partitions.len() >= 4, "{:?}", stats.egraph_partitions);
    let text = tir_eqsat::print_module(&optimized);
    // One form per index, in every group: the distributed one, whose product leaves the `j`
    // loop; no factored form is left.
    assert!(!text.contains("* 4"), "{text}");
    let mut syntactic = original.clone();
    tir_eqsat::syntactic_cse(&mut syntactic.funcs[0]);
    let b = Bindings::default();
    // Per statement and iteration: the index add and the two float ops (syntactic CSE keeps
    // one index add per form: three adds).
    assert!(
        ops(&optimized, &b) * 10 <= ops(&syntactic, &b) * 6,
        "{} vs {}",
        ops(&optimized, &b),
        ops(&syntactic, &b)
    );
    same_behaviour(&original, &optimized, None);
}

#[test]
fn a_let_defined_in_an_earlier_partition_holds_its_value_in_a_later_one() {
    let head = "        t: T.let[T.int32] = x * y + x * z\n";
    // `t` is used twice, so it is not forwarded into its use.
    let tail = "        B[8002] = (y + z) * x + t\n        B[8003] = t + 1\n";
    let (parts, original, optimized) = partitioned(&long_kernel(head, 1500, tail));
    assert!(parts.len() >= 2, "{parts:?}");
    // `(y + z) * x` is only equal to `t`'s value by a rule, in a partition that reads `t`.
    let text = tir_eqsat::print_module(&optimized);
    let line = text.lines().find(|l| l.contains("B[8002]")).unwrap();
    assert!(!line.contains('y') && !line.contains('z'), "{text}");
    same_behaviour(&original, &optimized, None);
}

#[test]
fn a_partitioned_program_gives_the_same_output_in_every_process() {
    // Partitions are saturated by parallel workers; symbol ids (which feed e-graph hashes) are
    // per process, so the comparison is between processes.
    let head = "        t: T.let[T.int32] = x * y + x * z\n";
    let tail = "        B[8002] = (y + z) * x + t\n        B[8003] = (y + 1) * (z + 1)\n";
    let dir = std::env::temp_dir().join(format!("tir-eqsat-partitions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("long.tir.py");
    std::fs::write(&path, long_kernel(head, 3000, tail)).unwrap();
    let run = || {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
            .arg("cse")
            .arg(&path)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        out.stdout
    };
    let first = run();
    for _ in 0..3 {
        assert!(run() == first, "outputs differ between runs");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Every TVMScript input under `dir` (expected outputs left out), recursively, in path order.
fn inputs_under(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for p in entries {
        let name = p.to_string_lossy().to_string();
        if p.is_dir() {
            inputs_under(&p, out);
        } else if name.ends_with(".tir.py") && !name.ends_with(".expected.tir.py") {
            out.push(p);
        }
    }
}

/// Only occurrences some rule could start from enter the e-graph (the rules' left patterns);
/// lowering every occurrence instead (patterns unknown) finds no fewer weighted ops on any
/// corpus program or golden input. Without the lookup of left-out occurrences after
/// saturation, `tests/cases/simplify/intervals.tir.py` lost a binding (68 -> 84 ops).
#[test]
fn leaving_rule_inert_occurrences_out_of_the_egraph_loses_nothing() {
    let filtered = config();
    let everything = SemanticConfig {
        rules: tir_eqsat::SemanticRules {
            shapes: tir_eqsat::RuleShapes::default(),
            ..config().rules
        },
        ..config()
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    inputs_under(&root.join("tests/cases"), &mut files);
    inputs_under(&root.join("tests/corpus"), &mut files);
    let b = Bindings::parse(&["n=4,m=4,d0=2,d1=2,d2=2".to_string()]).unwrap();
    let mut compared = 0;
    for path in &files {
        let src = std::fs::read_to_string(path).unwrap();
        let Ok(module) = tir_eqsat::parse_module("t", &src) else {
            continue;
        };
        for f in &module.funcs {
            let (mut a, mut e) = (f.clone(), f.clone());
            semantic_cse(&mut a, &filtered);
            semantic_cse(&mut e, &everything);
            let (Ok(ops_a), Ok(ops_e)) = (tir_eqsat::weighted_ops(&a, &b), tir_eqsat::weighted_ops(&e, &b)) else {
                continue;
            };
            assert!(
                ops_a.weighted <= ops_e.weighted,
                "{}: {} > {}",
                path.display(),
                ops_a.weighted,
                ops_e.weighted
            );
            compared += 1;
        }
    }
    assert!(compared > 150, "only {compared} functions compared");
}

#[test]
fn bindings_are_numbered_in_the_order_the_program_defines_them() {
    for (name, _) in common::programs() {
        let (_, optimized) = run(&common::read(&format!("{name}.input.tir.py")), &config());
        let text = tir_eqsat::print_module(&optimized);
        let defined: Vec<usize> = text
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix("cse_v"))
            .filter_map(|rest| rest.split(':').next()?.parse().ok())
            .collect();
        assert_eq!(defined, (1..=defined.len()).collect::<Vec<_>>(), "{name}:\n{text}");
    }
}

#[test]
fn explain_shows_a_binding_guarded_by_the_if_around_its_uses() {
    let text = run_tool(&["explain", "tests/cases/cse/tail_guard_shared.tir.py"]);
    assert!(
        text.contains("= T.exp(x[blockIdx_x * 250 + threadIdx_x + 80] - T.float32(1.0))")
            && text.contains("every use is under `if threadIdx_x < 40`, and it may trap: bound as `T.if_then_else`")
            && text.contains("replaces x2  T.exp(x[blockIdx_x * 250 + threadIdx_x + 80] - T.float32(1.0))"),
        "{text}"
    );
}

#[test]
fn the_phases_of_the_pass_are_timed_in_the_order_they_run() {
    let src = tir_eqsat::grouped_kernel(4 * tir_eqsat::GROUP_STATEMENTS);
    let mut func = tir_eqsat::parse_module("t", &src).unwrap().funcs.remove(0);
    let start = std::time::Instant::now();
    let stats = semantic_cse(&mut func, &config());
    let total_ms = start.elapsed().as_secs_f64() * 1e3;
    let names: Vec<&str> = stats.phases.phases.iter().map(|&(name, _)| name).collect();
    // The grouped kernel's canonical order leaves nodes behind, so compaction runs.
    assert_eq!(
        names,
        [
            "forward_lets",
            "canonical_order",
            "var_facts",
            "equal_forms.collect",
            "equal_forms.saturate",
            "equal_forms.join",
            "equal_forms.choose",
            "equal_forms.raise",
            "equal_forms.substitute",
            "compact",
            "invariant_offsets",
            "cse",
            "numbering",
        ]
    );
    let summed: f64 = stats.phases.phases.iter().map(|&(_, ms)| ms).sum();
    assert!(stats.phases.phases.iter().all(|&(_, ms)| ms >= 0.0));
    // Phases do not overlap: together they take no longer than the whole call.
    assert!(summed <= total_ms, "{summed} ms of phases in a call of {total_ms} ms");
}
