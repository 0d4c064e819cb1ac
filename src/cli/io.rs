//! The commands' shared input and output: loading a file or standard input, atomic `-o`
//! writes, `--bind` and rules-directory parsing, printing a result.
//!
//! Invariants: input is UTF-8 or a located error; a file written here is either complete or
//! untouched (temporary file, then rename); every failure is an [`Error`] (exit code 2), never
//! a panic. Depends on the library only; every command depends on it.

use std::io::{Read, Write};
use tir_eqsat::Bindings;
use tir_eqsat::Rule;
use tir_eqsat::{Error, Module, Result, Span};

/// Reads a file (or standard input for `-`), rejecting non-UTF-8 with a located error.
pub fn read_source(path: &str) -> Result<String> {
    let mut bytes = Vec::new();
    let io = |source| Error::Io {
        path: path.to_string(),
        source,
    };
    if path == "-" {
        std::io::stdin().read_to_end(&mut bytes).map_err(io)?;
    } else {
        bytes = std::fs::read(path).map_err(io)?;
    }
    String::from_utf8(bytes).map_err(|e| {
        let good = e.utf8_error().valid_up_to();
        let text = String::from_utf8_lossy(&e.as_bytes()[..good]).into_owned();
        Error::Input {
            span: Span::at(path, &text, good),
            message: "invalid UTF-8; expected a UTF-8 text file".into(),
        }
    })
}

/// The name a corpus file goes by: `NAME` of `NAME.input.tir.py`, `NAME.tir.py` or `NAME.py`.
pub fn corpus_name(file: &str) -> &str {
    [".input.tir.py", ".tir.py", ".py"]
        .iter()
        .find_map(|s| file.strip_suffix(s))
        .unwrap_or(file)
}

/// The `bindings` of the `NAME.meta.json` beside the corpus file `path` as `--bind` specs
/// (`n=64`), none when there is no such file: the corpus's symbolic extents, which `bench`,
/// `check` and `run` use unless `--bind` says otherwise.
fn meta_binding_specs(path: &std::path::Path) -> Result<Vec<String>> {
    let Some(file) = path.file_name().and_then(|f| f.to_str()) else {
        return Ok(Vec::new());
    };
    let meta = path.with_file_name(format!("{}.meta.json", corpus_name(file)));
    let text = match std::fs::read_to_string(&meta) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(source) => {
            return Err(Error::Io {
                path: meta.display().to_string(),
                source,
            })
        }
    };
    let doc: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| Error::Usage(format!("{}: invalid JSON: {e}", meta.display())))?;
    Ok(doc
        .get("bindings")
        .and_then(|b| b.as_object())
        .map(|b| b.iter().map(|(k, v)| format!("{k}={v}")).collect())
        .unwrap_or_default())
}

/// The bindings for running `path` in the interpreter: its corpus metadata's, then `--bind`'s
/// `specs` over them.
pub fn run_bindings(path: &str, specs: &[String]) -> Result<Bindings> {
    let mut all = if path == "-" {
        Vec::new()
    } else {
        meta_binding_specs(std::path::Path::new(path))?
    };
    all.extend(specs.iter().cloned());
    bindings(&all)
}

/// Reads and parses a TVMScript file (`-`: standard input).
pub fn load(path: &str) -> Result<Module> {
    let src = read_source(path)?;
    tir_eqsat::parse_module(path, &src)
}

/// Writes `text` to `path` atomically: a temporary file beside it, then a rename. `-` is
/// standard output; an existing path that is not a regular file itself (a symbolic link such as
/// `/dev/stdout`, a pipe, a device) is written in place, since renaming over it would replace
/// the link or device rather than write through it.
pub fn write_atomic(path: &str, text: &str) -> Result<()> {
    let io = |source| Error::Io {
        path: path.to_string(),
        source,
    };
    if path == "-" {
        return std::io::stdout().write_all(text.as_bytes()).map_err(io);
    }
    if std::fs::symlink_metadata(path).is_ok_and(|m| !m.is_file()) {
        return std::fs::OpenOptions::new()
            .write(true)
            .truncate(true)
            .open(path)
            .and_then(|mut f| f.write_all(text.as_bytes()))
            .map_err(io);
    }
    let target = std::path::Path::new(path);
    let dir = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let tmp = dir.join(format!(
        ".{}.tmp{}",
        target.file_name().and_then(|n| n.to_str()).unwrap_or("out"),
        std::process::id()
    ));
    let result = std::fs::File::create(&tmp)
        .and_then(|mut f| f.write_all(text.as_bytes()).and_then(|_| f.sync_all()))
        .and_then(|_| std::fs::rename(&tmp, target));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.map_err(io)
}

/// Prints `text` to `output` (atomically) or to standard output.
pub fn emit(output: Option<&str>, text: &str) -> Result<()> {
    match output {
        Some(path) => write_atomic(path, text),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

/// Writes `value` as pretty JSON with a final newline to `path` (`-`: standard output).
pub fn write_json(path: &str, value: &serde_json::Value) -> Result<()> {
    let text = serde_json::to_string_pretty(value).expect("JSON of plain values");
    write_atomic(path, &(text + "\n"))
}

/// Values for symbolic extents from `--bind n=16,m=4` options.
pub fn bindings(specs: &[String]) -> Result<Bindings> {
    Bindings::parse(specs).map_err(Error::Usage)
}

/// A function's weighted op count for the statistics rows, or always `None` when no
/// statistics are written (each count walks the whole function).
pub fn ops_for_stats(wanted: bool, b: &Bindings) -> impl Fn(&tir_eqsat::PrimFunc) -> Option<u64> + '_ {
    move |f| {
        wanted
            .then(|| tir_eqsat::weighted_ops(f, b).ok())
            .flatten()
            .map(|c| c.weighted_u64())
    }
}

/// A list of messages (rule errors) as one usage error.
pub fn usage<E: std::fmt::Display>(errors: Vec<E>) -> Error {
    Error::Usage(errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))
}

fn rules_dir(given: Option<&str>) -> std::path::PathBuf {
    match given {
        Some(d) => d.into(),
        None if std::path::Path::new("rules").is_dir() => "rules".into(),
        None => std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rules"),
    }
}

/// The rules of `dir` (default: ./rules, else the rules shipped with this build).
pub fn load_rules(dir: Option<&str>) -> Result<Vec<Rule>> {
    tir_eqsat::load_rules(&rules_dir(dir)).map_err(usage)
}
