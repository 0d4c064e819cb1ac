//! `tir-eqsat run`: the interpreter's inputs and outputs as JSON, the form
//! `scripts/check_blocks_tvm.py` compares with TVM-compiled execution.

use std::process::Command;

#[test]
fn run_reports_inputs_and_the_buffers_after_the_run() {
    let dir = std::env::temp_dir().join(format!("tir-eqsat-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let program = dir.join("double.tir.py");
    std::fs::write(
        &program,
        "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((4,), \"int32\"), B: T.Buffer((4,), \"int32\"), k: T.int32):\n    for i in range(4):\n        B[i] = A[i] * 2 + k\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .args(["run", "--seed", "7"])
        .arg(&program)
        .output()
        .unwrap();
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
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Strides that do not match a buffer's rank read and print (TVM 0.27 parses them), but an
/// access through them has no meaning TVM can lower: `run` refuses it with exit code 2.
#[test]
fn run_refuses_an_access_through_strides_other_than_the_rank() {
    let dir = std::env::temp_dir().join(format!("tir-eqsat-strides-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let program = dir.join("strides.tir.py");
    std::fs::write(
        &program,
        "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((16,), \"float32\", strides=(1, 1))):\n    A[0] = T.float32(0.0)\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .arg("run")
        .arg(&program)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("`A` has 2 strides for 1 indices; expected one stride per dimension"),
        "{stderr}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
