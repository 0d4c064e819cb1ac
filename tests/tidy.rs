//! House rules checked as a test (as rust-analyzer's tidy does): every Rust file opens with a
//! `//!` header saying what it is.

#[test]
fn every_rust_file_starts_with_a_module_doc() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut missing = Vec::new();
    let mut stack: Vec<std::path::PathBuf> = ["src", "tests", "benches", "examples"]
        .iter()
        .map(|d| root.join(d))
        .collect();
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for e in entries {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&p).unwrap();
                if !text.starts_with("//!") {
                    missing.push(p.display().to_string());
                }
            }
        }
    }
    assert!(missing.is_empty(), "files without a //! header: {missing:?}");
}
