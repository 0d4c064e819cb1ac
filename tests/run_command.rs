//! `tir-eqsat run`: the interpreter's inputs and outputs as JSON, the form
//! `scripts/check_blocks_tvm.py` compares with TVM-compiled execution.

use std::process::{Command, Output};

/// `tir-eqsat run ARGS FILE` on `program` written to a file of its own (`tag` names it).
fn run(tag: &str, program: &str, args: &[&str]) -> Output {
    run_with_meta(tag, program, None, args)
}

/// [`run`] with a corpus metadata file `TAG.meta.json` of text `meta` beside the program.
fn run_with_meta(tag: &str, program: &str, meta: Option<&str>, args: &[&str]) -> Output {
    let dir = std::env::temp_dir().join(format!("tir-eqsat-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{tag}.input.tir.py"));
    std::fs::write(&file, program).unwrap();
    if let Some(meta) = meta {
        std::fs::write(dir.join(format!("{tag}.meta.json")), meta).unwrap();
    }
    let out = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .arg("run")
        .args(args)
        .arg(&file)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    out
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
    let a: Vec<i64> = f["inputs"]["A"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    let b: Vec<i64> = f["outputs"]["B"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
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
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("`A` has 2 strides for 1 indices; expected one stride per dimension"),
        "{stderr}"
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
    let floats =
        |v: &serde_json::Value| -> Vec<f64> { v.as_array().unwrap().iter().map(|x| x.as_f64().unwrap()).collect() };
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
    let ints =
        |v: &serde_json::Value| -> Vec<i64> { v.as_array().unwrap().iter().map(|x| x.as_i64().unwrap()).collect() };
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
