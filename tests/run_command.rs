//! `tir-eqsat run`: the interpreter's inputs and outputs as JSON, the form
//! `scripts/check_blocks_tvm.py` compares with TVM-compiled execution.

mod common;

use std::process::{Command, Output};

/// `tir-eqsat run ARGS FILE` on `program` written to a file of its own (`tag` names it).
fn run(tag: &str, program: &str, args: &[&str]) -> Output {
    run_with_meta(tag, program, None, args)
}

/// Asserts that `run` refused its program (exit code 2) with `message` on standard error.
fn assert_refused(out: &Output, message: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(message), "{stderr}");
}

/// [`run`] with a corpus metadata file `TAG.meta.json` of text `meta` beside the program.
fn run_with_meta(tag: &str, program: &str, meta: Option<&str>, args: &[&str]) -> Output {
    let dir = common::ScratchDir::new(tag);
    let file = dir.write(&format!("{tag}.input.tir.py"), program);
    if let Some(meta) = meta {
        dir.write(&format!("{tag}.meta.json"), meta);
    }
    Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .arg("run")
        .args(args)
        .arg(&file)
        .output()
        .unwrap()
}

/// A JSON array of integers (a buffer's elements in `run`'s report).
fn ints(v: &serde_json::Value) -> Vec<i64> {
    v.as_array().unwrap().iter().map(|x| x.as_i64().unwrap()).collect()
}

/// A JSON array of numbers, as floats.
fn floats(v: &serde_json::Value) -> Vec<f64> {
    v.as_array().unwrap().iter().map(|x| x.as_f64().unwrap()).collect()
}

#[test]
fn run_reports_inputs_and_the_buffers_after_the_run() {
    let out = run(
        "double",
        "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((4,), \"int32\"), B: T.Buffer((4,), \"int32\"), k: T.int32):\n    for i in range(4):\n        B[i] = A[i] * 2 + k\n",
        &["--seed", "7"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let f = &report["functions"][0];
    assert_eq!(f["name"], "main");
    assert_eq!(f["seed"], 7);
    let k = f["scalars"]["k"].as_i64().unwrap();
    let a = ints(&f["inputs"]["A"]);
    let b = ints(&f["outputs"]["B"]);
    assert_eq!(b, a.iter().map(|x| x * 2 + k).collect::<Vec<_>>());
}

/// Strides that do not match a buffer's rank read and print (TVM 0.27 parses them), but an
/// access through them has no meaning TVM can lower: `run` refuses it with exit code 2.
#[test]
fn run_refuses_an_access_through_strides_other_than_the_rank() {
    let out = run(
        "strides",
        "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((16,), \"float32\", strides=(1, 1))):\n    A[0] = T.float32(0.0)\n",
        &[],
    );
    assert_refused(
        &out,
        "`A` has 2 strides for 1 indices; expected one stride per dimension",
    );
}

/// A corpus file's symbolic extents come from the `bindings` of the `NAME.meta.json` beside it,
/// and `--bind` overrides them: `run` (and `check`, which draws its inputs alike) sizes the
/// buffers by them instead of drawing small random extents.
#[test]
fn run_takes_symbolic_extents_from_the_corpus_metadata_unless_bound() {
    let program = "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((\"n\",), \"int32\")):\n    n = T.int32()\n    for i in range(n):\n        A[i] = i * 2 + 1\n";
    let outputs = |args: &[&str]| -> serde_json::Value {
        let out = run_with_meta("odd", program, Some(r#"{"bindings": {"n": 3}}"#), args);
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()["functions"][0]["outputs"]["A"].clone()
    };
    assert_eq!(outputs(&[]), serde_json::json!([1, 3, 5]));
    assert_eq!(outputs(&["--bind", "n=5"]), serde_json::json!([1, 3, 5, 7, 9]));
}

/// A shared-memory tree reduction with `T.tvm_storage_sync` barriers: threads run in
/// lock-step, so every barrier is met and each block's sum is its row's.
#[test]
fn run_executes_a_shared_memory_reduction_with_barriers() {
    let out = run(
        "tree_sum",
        "# from tvm.script import tirx as T\n@T.prim_func\ndef main(a: T.handle, b: T.handle):\n    A = T.match_buffer(a, (4, 8), \"float32\")\n    B = T.match_buffer(b, (4,), \"float32\")\n    red = T.alloc_buffer((8,), \"float32\", scope=\"shared\")\n    bx = T.launch_thread(\"blockIdx.x\", 4)\n    tx = T.launch_thread(\"threadIdx.x\", 8)\n    red[tx] = A[bx, tx]\n    T.tvm_storage_sync(\"shared\")\n    s: T.int32 = 4\n    while s > 0:\n        if tx < s:\n            red[tx] = red[tx] + red[tx + s]\n        T.tvm_storage_sync(\"shared\")\n        s = s // 2\n    if tx == 0:\n        B[bx] = red[0]\n",
        &[],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let a = floats(&report["functions"][0]["inputs"]["A"]);
    let b = floats(&report["functions"][0]["outputs"]["B"]);
    for (row, sum) in a.chunks(8).zip(&b) {
        let expected: f64 = row.iter().sum();
        assert!(
            (expected - sum).abs() <= 1e-4 * expected.abs().max(1.0),
            "{row:?} sums to {expected}, not {sum}"
        );
    }
}

/// `break` and `continue` (TVM's `T.break_loop()`, `T.continue_loop()`) in a serial and a while
/// loop: each row's prefix sum stops at its first negative element and skips the zeros, and a
/// loop exit a thread launch would cross is refused.
#[test]
fn run_executes_loop_exits() {
    let program = "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((4, 8), \"int32\"), B: T.Buffer((4,), \"int32\"), C: T.Buffer((4,), \"int32\")):\n    for r in range(4):\n        B[r] = 0\n        for i in range(8):\n            if A[r, i] < 0:\n                break\n            if A[r, i] % 3 == 0:\n                continue\n            B[r] = B[r] + A[r, i]\n        k: T.int32 = 0\n        C[r] = 0\n        while k < 8:\n            k = k + 1\n            if A[r, k - 1] % 2 == 0:\n                continue\n            C[r] = C[r] + 1\n            if C[r] == 2:\n                break\n";
    let out = run("exits", program, &["--seed", "3"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let a = ints(&report["functions"][0]["inputs"]["A"]);
    let (b, c) = (
        ints(&report["functions"][0]["outputs"]["B"]),
        ints(&report["functions"][0]["outputs"]["C"]),
    );
    for (r, row) in a.chunks(8).enumerate() {
        let prefix = row
            .iter()
            .take_while(|&&x| x >= 0)
            .filter(|&&x| x % 3 != 0)
            .sum::<i64>();
        assert_eq!(b[r], prefix, "row {row:?}");
        assert_eq!(
            c[r],
            row.iter().filter(|&&x| x % 2 != 0).count().min(2) as i64,
            "row {row:?}"
        );
    }
    let across_launch = "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((8,), \"int32\")):\n    for i in range(8):\n        for tx in T.thread_binding(2, thread=\"threadIdx.x\"):\n            if A[i] < 0:\n                break\n            A[i] = A[i] + tx\n";
    let out = run("exit_launch", across_launch, &[]);
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stderr).contains("break_loop"));
}

/// A block's `T.match_buffer` views its region as TVM's `LowerMatchBuffer` lowers it (an access
/// at the region's start plus the indices, even where the region is not contiguous; the view's
/// `elem_offset` and stride symbols as values): each program in `tests/data/match_buffer` and
/// TVM 0.27's lowering of it beside it (`NAME.lowered.tir.py`) compute the same outputs.
#[test]
fn check_finds_matched_views_equal_to_their_tvm_lowering() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/match_buffer");
    let mut pairs = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let Some(stem) = name.strip_suffix(".lowered.tir.py") else {
            continue;
        };
        let out = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
            .arg("check")
            .arg(dir.join(format!("{stem}.tir.py")))
            .arg(&path)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{stem}: {stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(stdout.starts_with("equal"), "{stem}: {stdout}");
        pairs += 1;
    }
    assert_eq!(pairs, 4);
}

/// A match with no `offset_factor` has the element offset 0, so a region starting elsewhere is
/// refused, as TVM 0.27's lowering refuses it.
#[test]
fn run_refuses_a_match_at_an_offset_without_offset_factor() {
    let program = "# from tvm.script import tirx as T\n@T.prim_func(s_tir=True)\ndef main(A: T.Buffer((4, 4), \"int32\")):\n    for i in range(4):\n        with T.sblock(\"row\"):\n            vi = T.axis.spatial(4, i)\n            T.reads()\n            T.writes(A[vi, 0:4])\n            R = T.match_buffer(A[vi, 0:4], (4,), \"int32\")\n            for j in range(4):\n                R[j] = j\n";
    let out = run("nofactor", program, &[]);
    assert_refused(&out, "`R` = T.match_buffer(...) has no offset_factor, so its elem_offset is 0, but the matched region starts at element 4");
    let with_factor = program.replace("(4,), \"int32\")", "(4,), \"int32\", offset_factor=1)");
    let out = run("factor", &with_factor, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let a = ints(&report["functions"][0]["outputs"]["A"]);
    assert_eq!(a, [0, 1, 2, 3].repeat(4));
}

/// A strided parameter's storage holds every element its strides and offset reach, and a stride
/// symbol the caller leaves unbound is drawn at least as large as the row inside it (rows never
/// overlap, as in an array passed to TVM); a strided block-local buffer is allocated alike.
#[test]
fn run_sizes_strided_storage_by_its_strides() {
    let program = "# from tvm.script import tirx as T\n@T.prim_func\ndef main(a: T.handle, B: T.Buffer((3, 4), \"int32\")):\n    s0 = T.int32()\n    A = T.match_buffer(a, (3, 4), \"int32\", strides=(s0, 1))\n    S = T.alloc_buffer((3, 4), \"int32\", strides=(7, 1))\n    for i, j in T.grid(3, 4):\n        S[i, j] = A[i, j] + 1\n    for i, j in T.grid(3, 4):\n        B[i, j] = S[i, j] * 2\n";
    for seed in 0..8 {
        let out = run("strided", program, &["--seed", &seed.to_string()]);
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let f = &report["functions"][0];
        let s0 = f["scalars"]["s0"].as_i64().unwrap();
        assert!((4..=6).contains(&s0), "stride {s0}");
        let a = ints(&f["inputs"]["A"]);
        assert_eq!(a.len() as i64, 2 * s0 + 4);
        let b = ints(&f["outputs"]["B"]);
        for i in 0..3 {
            for j in 0..4 {
                assert_eq!(b[(i * 4 + j) as usize], (a[(i * s0 + j) as usize] + 1) * 2);
            }
        }
    }
}

/// A match of lower rank than its region drops the region's leading dimensions, which must be
/// single points (TVM 0.27 refuses any other region as it reads the match).
#[test]
fn run_refuses_a_match_whose_dropped_dimensions_are_not_points() {
    let program = "# from tvm.script import tirx as T\n@T.prim_func(s_tir=True)\ndef main(A: T.Buffer((4, 4, 4), \"int32\")):\n    for i in range(2):\n        with T.sblock(\"b\"):\n            vi = T.axis.spatial(2, i)\n            T.reads()\n            T.writes(A[vi * 2:vi * 2 + 2, 0:4, 0])\n            R = T.match_buffer(A[vi * 2:vi * 2 + 2, 0:4, 0], (4, 1), \"int32\", offset_factor=1)\n            for j in range(4):\n                R[j, 0] = j\n";
    let out = run("leading", program, &[]);
    assert_refused(
        &out,
        "region whose dimension 0 spans 2 elements; expected its 1 leading dimensions to be single points",
    );
}

/// `T.Shuffle` picks lanes of its vectors laid end to end, and `A.vload(begin, dtype)` loads as
/// many elements as the dtype has lanes from `begin`.
#[test]
fn run_evaluates_shuffles_and_vector_loads() {
    let program = "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((8,), \"int32\"), B: T.Buffer((8,), \"int32\")):\n    B[0:3] = T.Shuffle([A[T.Ramp(0, 1, 4)], A.vload([4], \"int32x4\")], [7, 0, 5])\n    B[3] = T.Shuffle([A[T.Ramp(2, 1, 2)]], [1])\n    B[4:8] = A.vload([2], \"int32x4\")\n";
    let out = run("shuffle", program, &["--seed", "5"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let a = ints(&report["functions"][0]["inputs"]["A"]);
    let b = ints(&report["functions"][0]["outputs"]["B"]);
    assert_eq!(b, [a[7], a[0], a[5], a[3], a[2], a[3], a[4], a[5]]);
}

/// A TIRx scope identifier's extent must be the same in every thread the interpreter runs
/// together; one that is not is refused, naming what differs.
#[test]
fn run_refuses_a_scope_identifier_extent_that_differs_between_threads() {
    let out = run(
        "scope-extent",
        "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((64,), \"int32\")):\n    tx = T.launch_thread(\"threadIdx.x\", 4)\n    T.device_entry()\n    lane = T.lane_id([tx + 1])\n    A[tx * 8 + lane] = 1\n",
        &[],
    );
    assert_refused(&out, "unsupported: a scope identifier's extent differs between threads");
}
