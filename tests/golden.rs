//! Golden-file tests, text in and text out (like LLVM's lit or egglog's tests), one test per
//! file through `libtest-mimic`. The format is described in `tests/README.md`:
//!
//! - `tests/cases/<passes>/NAME.tir.py`: an input whose header names the passes (`# passes:`),
//!   and optionally extra command arguments (`# args:`), symbolic-shape bindings (`# bind:`)
//!   and `check` options (`# check:`). The built binary runs it (`tir-eqsat fmt` or
//!   `tir-eqsat opt --passes P`, or the pass's own command when `# args:` is given); its
//!   standard output must equal `NAME.expected.tir.py` byte for byte, must print to itself
//!   again (`fmt` is a fixed point on it), and `tir-eqsat check INPUT OUTPUT` must find both
//!   programs equal on random inputs, so every case also proves that meaning is preserved.
//! - `tests/cases/simplify,cse/NAME.tir.py` also yields `split/...`: `opt --passes
//!   simplify,cse` prints exactly what `simplify` then `cse`, run as two processes, print.
//! - `tests/fail/NAME.tir.py`: malformed input; `tir-eqsat fmt` (or the command of an optional
//!   first line `# command: ...`) must exit with code 2, print nothing on standard output, and
//!   print exactly `NAME.err` on standard error: a message located as `file:line:col` with a
//!   caret under the offending spot, never a panic.
//!
//! `BLESS=1 cargo test --release --test golden` writes the expected files from the actual
//! output (only outputs that pass every other check are written). A case without an expected
//! file fails with "no expected file: run with BLESS=1".

use libtest_mimic::{Arguments, Failed, Trial};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Wall-clock bound for one run of the binary; every case takes well under a second.
const PROCESS_LIMIT: Duration = Duration::from_secs(120);

/// The passes a case directory may name (`fmt`, or a comma-separated pipeline of these).
const PASSES: [&str; 14] = [
    "syntactic-cse",
    "cse",
    "simplify",
    "remove-no-op",
    "hoist",
    "reduce-loop-extents",
    "merge-loops",
    "layout",
    "sequential-access",
    "overcompute",
    "branching",
    "padding",
    "remove-assume",
    "remove-store-undef",
];

fn is_pass_dir(name: &str) -> bool {
    name == "fmt" || name.split(',').all(|p| PASSES.contains(&p))
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn bless() -> bool {
    std::env::var_os("BLESS").is_some_and(|v| !v.is_empty() && v != "0")
}

/// Scratch directory of this test process, removed at the end of `main`.
fn scratch() -> PathBuf {
    std::env::temp_dir().join(format!("tir-eqsat-golden-{}", std::process::id()))
}

/// A scratch file name derived from a trial name (`cases/cse/foo` -> `cases_cse_foo.SUFFIX`).
fn scratch_file(trial: &str, suffix: &str) -> PathBuf {
    let stem: String = trial
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' })
        .collect();
    scratch().join(format!("{stem}.{suffix}"))
}

/// The output of one run of the binary.
struct Run {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

impl Run {
    fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }
    fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }
}

/// Runs `tir-eqsat ARGS` in the repository root (so the rules are `./rules` and paths in
/// messages are relative), killing it after `PROCESS_LIMIT`.
fn tir_eqsat(args: &[String]) -> Result<Run, Failed> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tir-eqsat"))
        .current_dir(root())
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env_remove("RUST_LOG")
        .spawn()
        .map_err(|e| format!("cannot start tir-eqsat: {e}"))?;
    let reader = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = pipe.read_to_end(&mut buf);
            buf
        })
    };
    let out = reader(Box::new(child.stdout.take().unwrap()));
    let err = reader(Box::new(child.stderr.take().unwrap()));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if start.elapsed() > PROCESS_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("`tir-eqsat {}` did not finish within {PROCESS_LIMIT:?}", args.join(" ")).into());
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Ok(Run {
        code: status.code(),
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    })
}

/// Runs the binary and requires exit code 0.
fn tir_eqsat_ok(args: &[String]) -> Result<Run, Failed> {
    let run = tir_eqsat(args)?;
    if run.code != Some(0) {
        return Err(format!(
            "`tir-eqsat {}` exited with {:?}\n--- stderr ---\n{}--- stdout ---\n{}",
            args.join(" "),
            run.code,
            run.stderr(),
            run.stdout()
        )
        .into());
    }
    Ok(run)
}

/// `path` relative to the repository root, as a string argument.
fn rel(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).to_string_lossy().into_owned()
}

fn words(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

/// Splits at spaces outside double quotes (`--index-map "lambda i: (i // 4, i % 4)"`).
fn quoted_words(s: &str) -> Result<Vec<String>, Failed> {
    let (mut out, mut word, mut quoted, mut any) = (Vec::new(), String::new(), false, false);
    for c in s.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    out.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if quoted {
        return Err(format!("unbalanced quote in `# args: {s}`").into());
    }
    if any {
        out.push(word);
    }
    Ok(out)
}

/// The header of a golden input: the `# key: value` lines before the first line that is not
/// a comment. Other comment lines are free text.
#[derive(Debug, Default)]
struct Header {
    passes: Option<String>,
    args: Vec<String>,
    /// One extra `check` run per `# bind:` line.
    binds: Vec<String>,
    check: Vec<String>,
    /// Text the output must contain / must not contain (kept even when blessing).
    contains: Vec<String>,
    not_contains: Vec<String>,
    /// Why `check` cannot compare input and output (e.g. `layout` changes the signature).
    no_check: Option<String>,
}

fn parse_header(text: &str) -> Result<Header, Failed> {
    let mut h = Header::default();
    for line in text.lines() {
        let Some(comment) = line.strip_prefix('#') else { break };
        let Some((key, value)) = comment.trim().split_once(':') else {
            continue;
        };
        let value = value.trim();
        match key.trim() {
            "passes" if h.passes.is_some() => return Err("two `# passes:` lines".into()),
            "passes" => h.passes = Some(value.to_string()),
            "args" => h.args.extend(quoted_words(value)?),
            "no-check" => h.no_check = Some(value.to_string()),
            "bind" => h.binds.push(value.to_string()),
            "check" => h.check.extend(words(value)),
            "contains" => h.contains.push(value.to_string()),
            "not-contains" => h.not_contains.push(value.to_string()),
            _ => {}
        }
    }
    Ok(h)
}

/// The command line that runs a golden input's passes.
fn pass_command(h: &Header, passes: &str, input: &str) -> Vec<String> {
    let mut cmd: Vec<String> = match (passes, h.args.is_empty()) {
        ("fmt", _) => vec!["fmt".into()],
        (_, true) => vec!["opt".into(), "--passes".into(), passes.into()],
        ("cse", false) => vec!["cse".into()],
        ("syntactic-cse", false) => words("cse --mode syntactic"),
        ("simplify", false) => vec!["simplify".into()],
        (_, false) => vec!["opt".into(), "--passes".into(), passes.into()],
    };
    cmd.push(input.into());
    cmd.extend(h.args.iter().cloned());
    cmd
}

/// A unified line diff of two texts, three lines of context.
fn diff(old_name: &str, old: &str, new_name: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(old_name, new_name)
        .to_string()
}

/// Expected text against actual: `Ok` when equal; under `BLESS=1` writes `actual` instead.
fn compare_or_bless(expected_path: &Path, actual: &[u8]) -> Result<(), Failed> {
    let expected = std::fs::read(expected_path).ok();
    if expected.as_deref() == Some(actual) {
        return Ok(());
    }
    if bless() {
        std::fs::write(expected_path, actual).map_err(|e| format!("{}: {e}", expected_path.display()))?;
        return Ok(());
    }
    let actual_text = String::from_utf8_lossy(actual);
    let Some(expected) = expected else {
        return Err(format!(
            "no expected file: run with BLESS=1\n({} is missing)\n--- actual ---\n{actual_text}",
            rel(expected_path)
        )
        .into());
    };
    let expected_text = String::from_utf8_lossy(&expected);
    let shown = diff(&rel(expected_path), &expected_text, "actual output", &actual_text);
    Err(format!(
        "output differs from {} (BLESS=1 rewrites it):\n{shown}",
        rel(expected_path)
    )
    .into())
}

fn golden_case(trial: &str, input: &Path, dir_passes: &str) -> Result<(), Failed> {
    let text = std::fs::read_to_string(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let header = parse_header(&text)?;
    let passes = header
        .passes
        .clone()
        .ok_or("the input has no `# passes:` header line")?;
    if passes != dir_passes {
        return Err(format!("`# passes: {passes}` in a file under tests/cases/{dir_passes}/").into());
    }
    let input_arg = rel(input);
    let run = tir_eqsat_ok(&pass_command(&header, &passes, &input_arg))?;

    // The output reparses and prints to itself.
    let actual_path = scratch_file(trial, "actual.tir.py");
    std::fs::write(&actual_path, &run.stdout).unwrap();
    let actual_arg = actual_path.to_string_lossy().into_owned();
    let again = tir_eqsat_ok(&["fmt".into(), actual_arg.clone()])?;
    if again.stdout != run.stdout {
        let shown = diff("output", &run.stdout(), "fmt of the output", &again.stdout());
        return Err(format!("the output does not print to itself:\n{shown}").into());
    }

    // The header's own assertions on the output.
    let out = run.stdout();
    for c in &header.contains {
        if !out.contains(c.as_str()) {
            return Err(format!("`# contains: {c}` does not hold for the output:\n{out}").into());
        }
    }
    for c in &header.not_contains {
        if out.contains(c.as_str()) {
            return Err(format!("`# not-contains: {c}` does not hold for the output:\n{out}").into());
        }
    }

    // The interpreter finds input and output equal: on random shapes, and with each binding.
    let unbound = std::iter::once(None).filter(|_| header.no_check.is_none());
    let binds = header.binds.iter().filter(|_| header.no_check.is_none());
    for bind in unbound.chain(binds.map(Some)) {
        let mut check = vec!["check".into(), input_arg.clone(), actual_arg.clone()];
        if let Some(b) = bind {
            check.extend(["--bind".to_string(), b.clone()]);
        }
        check.extend(header.check.iter().cloned());
        let verdict = tir_eqsat(&check)?;
        if verdict.code != Some(0) {
            return Err(format!(
                "`tir-eqsat {}` finds the output different from the input (exit {:?}):\n{}{}\n--- output ---\n{out}",
                check.join(" "),
                verdict.code,
                verdict.stdout(),
                verdict.stderr(),
            )
            .into());
        }
    }

    let expected = input.with_file_name(
        input
            .file_name()
            .unwrap()
            .to_string_lossy()
            .replace(".tir.py", ".expected.tir.py"),
    );
    compare_or_bless(&expected, &run.stdout)
}

/// `opt --passes simplify,cse` against `simplify`, then `cse` on its output, in two processes.
fn split_case(trial: &str, input: &Path) -> Result<(), Failed> {
    let input_arg = rel(input);
    let together = tir_eqsat_ok(&words(&format!("opt --passes simplify,cse {input_arg}")))?;
    let simplified = tir_eqsat_ok(&["simplify".into(), input_arg])?;
    let mid = scratch_file(trial, "simplified.tir.py");
    std::fs::write(&mid, &simplified.stdout).unwrap();
    let apart = tir_eqsat_ok(&["cse".into(), mid.to_string_lossy().into_owned()])?;
    if together.stdout != apart.stdout {
        let shown = diff(
            "simplify, then cse",
            &apart.stdout(),
            "opt --passes simplify,cse",
            &together.stdout(),
        );
        return Err(format!("the pipeline differs from its passes run one after the other:\n{shown}").into());
    }
    Ok(())
}

fn fail_case(input: &Path) -> Result<(), Failed> {
    let bytes = std::fs::read(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let input_arg = rel(input);
    let mut cmd = match bytes.strip_prefix(b"# command:") {
        Some(rest) => {
            let line = rest.split(|&b| b == b'\n').next().unwrap_or_default();
            words(&String::from_utf8_lossy(line))
        }
        None => vec!["fmt".into()],
    };
    cmd.push(input_arg.clone());
    let run = tir_eqsat(&cmd)?;
    let stderr = run.stderr();
    if run.code != Some(2) {
        return Err(format!("exit code {:?}, expected 2; stderr:\n{stderr}", run.code).into());
    }
    if !run.stdout.is_empty() {
        return Err(format!("a failed run printed on standard output:\n{}", run.stdout()).into());
    }
    // `file:line:col: ...`, a caret, no panic: required even when blessing.
    let located = stderr
        .strip_prefix(&format!("{input_arg}:"))
        .and_then(|rest| rest.split_once(':'))
        .is_some_and(|(line, rest)| {
            line.parse::<usize>().is_ok_and(|l| l >= 1)
                && rest
                    .split_once(':')
                    .is_some_and(|(col, _)| col.parse::<usize>().is_ok_and(|c| c >= 1))
        });
    if !located || !stderr.contains('^') || stderr.contains("panicked") {
        return Err(format!("not a located message (`{input_arg}:LINE:COL: ...` and a caret):\n{stderr}").into());
    }
    compare_or_bless(&input.with_extension("").with_extension("err"), &run.stderr)
}

/// The `.tir.py` files of a directory that are inputs (not `.expected.tir.py`), sorted.
fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".tir.py") && !name.ends_with(".expected.tir.py")
        })
        .collect();
    files.sort();
    files
}

fn stem(path: &Path) -> String {
    path.file_name()
        .unwrap()
        .to_string_lossy()
        .trim_end_matches(".tir.py")
        .to_string()
}

fn trials() -> Vec<Trial> {
    let mut trials = Vec::new();
    let cases = root().join("tests/cases");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&cases)
        .expect("tests/cases")
        .map(|e| e.unwrap().path())
        .collect();
    dirs.sort();
    for dir in dirs {
        let passes = dir.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            is_pass_dir(&passes),
            "tests/cases/{passes}: not `fmt` or a pipeline of {PASSES:?}"
        );
        for input in inputs(&dir) {
            let name = format!("cases/{passes}/{}", stem(&input));
            let (n, i, p) = (name.clone(), input.clone(), passes.clone());
            trials.push(Trial::test(name, move || golden_case(&n, &i, &p)));
            if passes == "simplify,cse" {
                let name = format!("split/{passes}/{}", stem(&input));
                let n = name.clone();
                trials.push(Trial::test(name, move || split_case(&n, &input)));
            }
        }
    }
    for input in inputs(&root().join("tests/fail")) {
        trials.push(Trial::test(format!("fail/{}", stem(&input)), move || fail_case(&input)));
    }
    // Stray expected files (their input renamed or removed) would silently test nothing.
    let mut stray = Vec::new();
    for dir in [cases.clone(), root().join("tests/fail")] {
        let mut stack = vec![dir];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                let name = p.to_string_lossy().into_owned();
                if p.is_dir() {
                    stack.push(p);
                } else if let Some(base) = name.strip_suffix(".expected.tir.py") {
                    if !Path::new(&format!("{base}.tir.py")).exists() {
                        stray.push(rel(&p));
                    }
                } else if let Some(base) = name.strip_suffix(".err") {
                    if !Path::new(&format!("{base}.tir.py")).exists() {
                        stray.push(rel(&p));
                    }
                }
            }
        }
    }
    trials.push(Trial::test("layout/no-stray-expected-files", move || {
        if stray.is_empty() {
            Ok(())
        } else {
            Err(format!("expected files without an input: {stray:?}").into())
        }
    }));
    trials
}

fn main() {
    let args = Arguments::from_args();
    std::fs::create_dir_all(scratch()).unwrap();
    let conclusion = libtest_mimic::run(&args, trials());
    let _ = std::fs::remove_dir_all(scratch());
    let _ = std::io::stdout().flush();
    conclusion.exit();
}
