//! Malformed inputs: each one must make `tir-eqsat fmt` exit with code 2 and a message that
//! names `file:line:col` of the offending line, never a panic. The small inputs are files in
//! `tests/fail/` (with their exact messages, run by `tests/golden.rs`); here are the generated
//! ones too large for a file (deep nesting, long sums), and the atomic `-o` and symlink
//! behaviour of failed and successful runs.

use std::process::Command;

const HEADER: &str =
    "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\"), x: T.int32):\n";

/// (name, file bytes, expected 1-based line of the error): the inputs too large to keep as
/// files (the others are `tests/fail/*.tir.py`, run by `tests/golden.rs`).
fn cases() -> Vec<(&'static str, Vec<u8>, usize)> {
    let body = |b: &str| format!("{HEADER}{b}").into_bytes();
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
    // A million `not`s: words, not symbols, yet each one an AST level.
    let nots = body(&format!(
        "    if {}x < 1:\n        A[0] = x\n",
        "not ".repeat(1_000_000)
    ));
    // A sum continued over 20,000 physical lines is one statement.
    let mut continued = body("    A[0] = x");
    for _ in 0..20_000 {
        continued.extend(b" + x \\\n");
    }
    continued.extend(b"\n");
    // A string ending in an escaped backslash does not hide the brackets after it.
    let mut after_string = body("    T.evaluate(T.call_extern(\"int32\", \"f\\\\\", ");
    after_string.extend(std::iter::repeat_n(b'(', 20_000));
    after_string.extend(b"x");
    vec![
        ("a million nots", nots, 4),
        ("a 20,000-line continued sum", continued, 1_003),
        ("brackets after an escaped backslash", after_string, 4),
        ("100,000-deep nesting", deep, 4),
        ("100,000-term sum", long_sum, 4),
        ("300 nested blocks", nested_ifs.into_bytes(), 203),
    ]
}

#[test]
fn every_malformed_input_exits_2_with_a_located_message() {
    let dir = std::env::temp_dir().join(format!("tir-eqsat-malformed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = cases();
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

#[test]
fn the_malformed_input_files_are_all_there() {
    // tests/golden.rs runs each `tests/fail/NAME.tir.py` against its `NAME.err`.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fail");
    let inputs: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".tir.py"))
        .collect();
    assert!(inputs.len() >= 20, "{} malformed inputs", inputs.len());
    for p in inputs {
        let err = p.with_extension("").with_extension("err");
        assert!(err.exists(), "{} has no {}", p.display(), err.display());
    }
}

#[test]
fn a_nul_byte_is_an_error_and_a_byte_order_mark_is_accepted() {
    let body = "@T.prim_func\ndef f(A: T.Buffer((4,), \"int32\"), x: T.int32):\n    A[0] = x\n";
    let with_nul = body.replace("= x", "= x\0");
    let e = tir_eqsat::parse_module("nul.py", &with_nul).expect_err("a NUL byte is not TVMScript");
    assert!(e.to_string().starts_with("nul.py:3:13: error: a NUL byte"), "{e}");
    let with_bom = format!("\u{feff}{body}");
    let m = tir_eqsat::parse_module("bom.py", &with_bom).expect("Python accepts a byte-order mark");
    assert_eq!(
        tir_eqsat::print_module(&m),
        tir_eqsat::print_module(&tir_eqsat::parse_module("plain.py", body).unwrap())
    );
}

/// Adversarial but valid: `T.if_then_else` nested 190 deep (under the bracket limit) reads and
/// prints back; each operand is lowered once (twice per level made it exponential).
#[test]
fn deeply_nested_if_then_else_reads() {
    let mut e = String::from("x");
    for i in 0..190 {
        e = format!("T.if_then_else(x < {i}, {e}, y)");
    }
    let src = format!(
        "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\"), x: T.int32, y: T.int32):\n    A[0] = {e}\n"
    );
    let module = tir_eqsat::parse_module("nested.py", &src).expect("a valid program");
    let printed = tir_eqsat::print_module(&module);
    assert!(printed.contains(&"T.if_then_else(x < 189, T.if_then_else(x < 188".to_string()));
    let again = tir_eqsat::parse_module("printed.py", &printed).expect("the print reads back");
    assert_eq!(tir_eqsat::print_module(&again), printed);
}

/// Standard output that cannot be written (a full disk) is an error with exit code 2, said on
/// standard error; a closed pipe (`| head`) ends the output quietly with 141, as for any filter.
#[test]
fn a_full_standard_output_is_an_error_and_a_closed_pipe_is_not() {
    let input = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/data/softmax_dynamic.tir.py");
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .args(["fmt", input.to_str().unwrap()])
        .stdout(full)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("error: writing to standard output"), "{stderr}");
    // More output than a pipe buffers (64 KB), so the write fails whenever the pipe closes.
    let large = std::env::temp_dir().join(format!("tir-eqsat-pipe-{}.tir.py", std::process::id()));
    let stores: String = (0..8000).map(|k| format!("    A[{k}] = {k}\n")).collect();
    std::fs::write(&large, format!("{HEADER}{stores}").replace("(16,)", "(8000,)")).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .args(["fmt", large.to_str().unwrap()])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    std::fs::remove_file(&large).ok();
    assert_eq!(out.status.code(), Some(141), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// A file whose lines end in `\r` alone (old Mac text) reads as Python reads it: the same
/// program as with `\n`, and its errors at the same line and column.
#[test]
fn lines_ending_in_a_lone_return_read_as_python_reads_them() {
    let dir = std::env::temp_dir().join(format!("tir-eqsat-cr-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fmt = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
            .args(["fmt", path.to_str().unwrap()])
            .output()
            .unwrap()
    };
    let unix = fmt("unix.tir.py", &format!("{HEADER}    A[0] = x\n"));
    let mac = fmt("mac.tir.py", &format!("{HEADER}    A[0] = x\n").replace('\n', "\r"));
    assert_eq!(mac.status.code(), Some(0), "{}", String::from_utf8_lossy(&mac.stderr));
    assert_eq!(mac.stdout, unix.stdout);
    let bad = fmt("bad.tir.py", &format!("{HEADER}    A[0] = y\n").replace('\n', "\r"));
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("bad.tir.py:4:12: error: undefined variable `y`"));
    std::fs::remove_dir_all(&dir).ok();
}

/// A layout's pad value may read another buffer, but only inside its shape at every padding
/// element: `A[io * 8]` reads `A[24]` of 14 elements at `io = 3`, where the program read
/// nothing, so it is refused (located in the option's text); `A[io * 3]` is not.
#[test]
fn a_pad_value_reading_another_buffer_out_of_bounds_is_refused() {
    let path = std::env::temp_dir().join(format!("tir-eqsat-pad-{}.tir.py", std::process::id()));
    let program = "# from tvm.script import tirx as T\n@T.prim_func\ndef main(A: T.Buffer((14,), \"float32\"), B: T.Buffer((14,), \"float32\")):\n    for i in range(14):\n        B[i] = A[i] * T.float32(2.0)\n";
    std::fs::write(&path, program).unwrap();
    let layout = |pad: &str| {
        Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
            .args(["opt", path.to_str().unwrap(), "--passes", "layout", "--buffer", "B"])
            .args([
                "--index-map",
                "lambda i: (i // 4, i % 4)",
                &format!("--pad-value={pad}"),
            ])
            .output()
            .unwrap()
    };
    let out = layout("lambda io, ii: A[io * 8]");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("--pad-value:1:1: error: layout of `B`: the pad value reads `A` outside its shape"),
        "{stderr}"
    );
    let out = layout("lambda io, ii: A[io * 3]");
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("B[io, ii] = A[io * 3]"));
    std::fs::remove_file(&path).ok();
}

/// `check - -` would read standard input twice and find the second program empty: it is a
/// usage error (exit code 2) that says so.
#[test]
fn check_refuses_standard_input_for_both_programs() {
    let out = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .args(["check", "-", "-"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("both `-`"), "{stderr}");
}
