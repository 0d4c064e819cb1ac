//! Malformed inputs: each one must make `tir-eqsat fmt` exit with code 2 and a message that
//! names `file:line:col` of the offending line, never a panic.

use std::process::Command;

const HEADER: &str =
    "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\"), x: T.int32):\n";

/// (name, file bytes, expected 1-based line of the error)
fn cases() -> Vec<(&'static str, Vec<u8>, usize)> {
    let body = |b: &str| format!("{HEADER}{b}").into_bytes();
    let corpus = std::fs::read_to_string("../shared/corpus/hand_a_repeated_sum.input.tir.py")
        .unwrap_or_else(|_| format!("{HEADER}    A[0] = x + 1\n"));
    let truncated = corpus[..corpus.rfind("x + y").expect("the corpus line") + 3].to_string();
    let truncated_line = truncated.lines().count();
    let mut deep = body("    A[0] = ");
    deep.extend(std::iter::repeat_n(b'(', 100_000));
    deep.extend(b"x");
    let mut long_sum = body("    A[0] = x");
    for _ in 0..100_000 {
        long_sum.extend(b" + x");
    }
    let mut nested_ifs = String::from(HEADER);
    for d in 1..=300 {
        nested_ifs.push_str(&format!("{}if x < {d}:\n", "    ".repeat(d)));
    }
    nested_ifs.push_str(&format!("{}A[0] = x\n", "    ".repeat(301)));
    let mut non_utf8 = body("    A[0] = x\n");
    non_utf8.extend([b' ', 0xff, 0xfe, b'\n']);
    vec![
        ("empty file", Vec::new(), 1),
        ("truncated file", truncated.into_bytes(), truncated_line),
        ("bad indentation", body("    A[0] = x\n      A[1] = x\n"), 5),
        ("unknown T. function", body("    A[0] = T.frobnicate(x)\n"), 4),
        ("undefined variable", body("    A[0] = y + 1\n"), 4),
        ("wrong arity", body("    A[0] = T.max(x)\n"), 4),
        ("dtype mismatch", body("    A[0] = x + T.float32(1.0)\n"), 4),
        ("non-UTF-8", non_utf8, 5),
        ("100,000-deep nesting", deep, 4),
        ("100,000-term sum", long_sum, 4),
        ("300 nested blocks", nested_ifs.into_bytes(), 203),
        ("unclosed bracket", body("    A[0] = (x + 1\n    A[1] = x\n"), 5),
        ("no prim_func", b"x = 1\n".to_vec(), 1),
        ("undefined buffer", body("    B[0] = x\n"), 4),
        ("wrong number of indices", body("    A[0, 1] = x\n"), 4),
        (
            "unknown dtype",
            b"@T.prim_func\ndef f(A: T.Buffer((4,), \"int33\")):\n    A[0] = 1\n".to_vec(),
            2,
        ),
        (
            "unknown loop kind",
            body("    for i in T.frobnicate(4):\n        A[i] = x\n"),
            4,
        ),
        ("chained comparison", body("    if 0 < x < 4:\n        A[0] = x\n"), 4),
        ("return statement", body("    return x\n"), 4),
        (
            "literal does not fit",
            body("    A[0] = T.Cast(\"int32\", T.int8(300))\n"),
            4,
        ),
        (
            "parameter without type",
            b"@T.prim_func\ndef f(A, x: T.int32):\n    A[0] = x\n".to_vec(),
            2,
        ),
        (
            "launch_thread arity",
            body("    with T.launch_thread(\"threadIdx.x\") as t:\n        A[t] = x\n"),
            4,
        ),
        ("store of wrong dtype", body("    A[0] = T.float32(1.0)\n"), 4),
        (
            "slice without constant lanes",
            body("    A[0:x] = T.Broadcast(x, 4)\n"),
            4,
        ),
        ("if condition not bool", body("    if x:\n        A[0] = x\n"), 4),
    ]
}

#[test]
fn every_malformed_input_exits_2_with_a_located_message() {
    let dir = std::env::temp_dir().join(format!("tir-eqsat-malformed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = cases();
    assert!(cases.len() >= 20);
    for (i, (name, bytes, line)) in cases.into_iter().enumerate() {
        let path = dir.join(format!("case{i}.tir.py"));
        std::fs::write(&path, &bytes).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
            .arg("fmt")
            .arg(&path)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: exit code; stderr: {stderr}");
        let located = format!("{}:{line}:", path.display());
        assert!(stderr.contains(&located), "{name}: expected `{located}` in:\n{stderr}");
        assert!(stderr.contains('^') && !stderr.contains("panicked"), "{name}: {stderr}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_failed_run_never_overwrites_the_output_file() {
    let dir = std::env::temp_dir().join(format!("tir-eqsat-atomic-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.tir.py");
    std::fs::write(&bad, format!("{HEADER}    A[0] = y\n")).unwrap();
    let out_path = dir.join("out.tir.py");
    std::fs::write(&out_path, "previous contents\n").unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .args(["fmt", bad.to_str().unwrap(), "-o", out_path.to_str().unwrap()])
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(2));
    assert_eq!(std::fs::read_to_string(&out_path).unwrap(), "previous contents\n");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn writing_through_a_symlink_keeps_the_link() {
    let dir = std::env::temp_dir().join(format!("tir-eqsat-link-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let target = dir.join("target.json");
    std::fs::write(&target, "old").unwrap();
    let link = dir.join("link.json");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let input = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/data/softmax_dynamic.tir.py");
    let status = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .args([
            "cse",
            input.to_str().unwrap(),
            "-o",
            "/dev/null",
            "--stats-json",
            link.to_str().unwrap(),
        ])
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(0));
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert!(std::fs::read_to_string(&target)
        .unwrap()
        .contains("\"mode\": \"semantic\""));
    std::fs::remove_dir_all(&dir).ok();
}
