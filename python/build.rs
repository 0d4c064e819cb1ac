//! Embeds the library's `rules/*.rules` (in name order) into the extension: a wheel carries no
//! rules directory, so the shipped rules must be compiled in. Writes `shipped_rules.rs`, a
//! `&[(file name, include_str!(..))]` slice, into `OUT_DIR`.

use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let candidates = [manifest.join("../rules"), manifest.join("rules")];
    let dir = candidates
        .iter()
        .find(|d| d.is_dir())
        .expect("the library's rules/ directory beside python/ (or python/rules in an sdist)");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("readable rules directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rules"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no *.rules files in {}", dir.display());
    let mut out = String::from("&[\n");
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let abs = f.canonicalize().expect("rule file path");
        let name = f.file_name().expect("file name").to_string_lossy();
        out.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            abs.display().to_string()
        ));
    }
    out.push_str("]\n");
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("shipped_rules.rs");
    std::fs::write(dest, out).expect("write shipped_rules.rs");
}
