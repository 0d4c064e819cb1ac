//! Test inputs of the front end: every TVMScript file of the repository (and of `../shared`
//! where it is present), and random damage to them.

use rand::Rng;
use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else if p.to_string_lossy().ends_with(".py") {
            out.push(p);
        }
    }
}

/// Every TVMScript file of the repository and of ../shared where present: (path, text).
pub fn corpus() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    for d in [
        "tests",
        "examples",
        "../shared/corpus",
        "../shared/tvmtests",
        "../shared/padding",
        "../shared/tensorcse",
    ] {
        files(&root.join(d), &mut all);
    }
    all.iter()
        .filter_map(|p| Some((p.display().to_string(), std::fs::read_to_string(p).ok()?)))
        .collect()
}

/// `src` with one character deleted, or a piece that matters to Python's grammar inserted or
/// put in place of one.
pub fn damaged(src: &str, rng: &mut impl Rng) -> String {
    let pieces = [
        "(", ")", ":", ",", " ", "\n", "    ", "=", "[", "]", "\"", ".", "-", "not ", "*", "#", "\\\n", "0",
    ];
    let mut at = rng.gen_range(0..src.len().max(1)).min(src.len());
    while !src.is_char_boundary(at) {
        at -= 1;
    }
    let piece = pieces[rng.gen_range(0..pieces.len())];
    match rng.gen_range(0..3) {
        0 => format!("{}{}", &src[..at], src[at..].chars().skip(1).collect::<String>()),
        1 => format!("{}{piece}{}", &src[..at], &src[at..]),
        _ => format!("{}{piece}{}", &src[..at], src[at..].chars().skip(1).collect::<String>()),
    }
}

/// A generator seeded by the environment variable `var` (else 7), for tests that damage input.
pub fn seeded(var: &str) -> rand::rngs::SmallRng {
    use rand::SeedableRng;
    rand::rngs::SmallRng::seed_from_u64(std::env::var(var).ok().and_then(|s| s.parse().ok()).unwrap_or(7))
}
