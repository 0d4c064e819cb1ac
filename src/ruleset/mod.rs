//! Rules as data: `rules/*.rules` are loaded at run time (no recompilation to experiment),
//! turned into egg rewrites, and validated against the interpreter's semantics.
//!
//! Pipeline: read every file of a directory in name order, parse each (collecting every error
//! with `file:line`), check names are unique across files, build rewrites.

mod apply;
mod check;
mod parse;
mod prove;
mod rule;

pub use apply::rewrite;
pub use check::{check_rule, CheckReport, Counterexample};
pub use parse::{parse_rules, pattern};
pub use prove::{parse_fact, parse_term, prove, Proof, ProveOptions};
pub use rule::{
    root_slot as root_slot_of, slots as slots_of, type_literals as type_pattern_literals, Cond, Rule, Slot,
};

use crate::egraph::{TirAnalysis, TirLang};
use egg::Rewrite;

/// Loads every `*.rules` file of `dir`; on failure, every error of every file.
pub fn load_dir(dir: &std::path::Path) -> Result<Vec<Rule>, Vec<String>> {
    let entries = std::fs::read_dir(dir).map_err(|e| vec![format!("{}: {e}", dir.display())])?;
    let mut files: Vec<std::path::PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rules"))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(vec![format!("{}: no *.rules files", dir.display())]);
    }
    let mut rules: Vec<Rule> = Vec::new();
    let mut errors = Vec::new();
    for f in files {
        let name = f.display().to_string();
        match std::fs::read_to_string(&f) {
            Ok(text) => match parse_rules(&name, &text) {
                Ok(rs) => {
                    for r in rs {
                        if let Some(o) = rules.iter().find(|o| o.name == r.name) {
                            errors.push(format!(
                                "{}: rule `{}` already defined at {}",
                                r.origin, r.name, o.origin
                            ));
                        }
                        rules.push(r);
                    }
                }
                Err(es) => errors.extend(es),
            },
            Err(e) => errors.push(format!("{name}: {e}")),
        }
    }
    if errors.is_empty() {
        Ok(rules)
    } else {
        Err(errors)
    }
}

/// The egg rewrites of `rules`.
pub fn rewrites(rules: &[Rule]) -> Result<Vec<Rewrite<TirLang, TirAnalysis>>, Vec<String>> {
    rewrites_without(rules, &[])
}

/// The egg rewrites of `rules` except those named in `left_out` (a pass that does a rule's work
/// another way, or must not use it).
pub fn rewrites_without(rules: &[Rule], left_out: &[&str]) -> Result<Vec<Rewrite<TirLang, TirAnalysis>>, Vec<String>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for r in rules.iter().filter(|r| !left_out.contains(&r.name.as_str())) {
        match rewrite(r) {
            Ok(rw) => out.push(rw),
            Err(e) => errors.push(format!("{}: {e}", r.origin)),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}
