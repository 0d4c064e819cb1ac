//! Rules as data: `rules/*.rules` are loaded at run time (no recompilation to experiment),
//! turned into egg rewrites, and validated against the interpreter's semantics.
//!
//! Pipeline: read every file of a directory in name order, parse each (collecting every error
//! with `file:line`), check names are unique across files, build rewrites.

mod apply;
mod check;
mod compiled;
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

/// Why a rule set could not be loaded or built (each names where: `file` or `file:line`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A directory or file could not be read.
    #[error("{path}: {message}")]
    Io {
        /// The path.
        path: String,
        /// The system's message.
        message: String,
    },
    /// The directory holds no `*.rules` file.
    #[error("{0}: no *.rules files")]
    NoRuleFiles(String),
    /// A malformed rule (the message starts with `file:line:`).
    #[error("{0}")]
    Syntax(String),
    /// Two rules share a name.
    #[error("{origin}: rule `{name}` already defined at {first}")]
    Duplicate {
        /// The name.
        name: String,
        /// Where the second one is.
        origin: String,
        /// Where the first one is.
        first: String,
    },
    /// A rule that parses but cannot become an e-graph rewrite.
    #[error("{origin}: {message}")]
    Unbuildable {
        /// Where the rule is.
        origin: String,
        /// Why.
        message: String,
    },
}

/// Loads every `*.rules` file of `dir`; on failure, every error of every file.
pub fn load_dir(dir: &std::path::Path) -> Result<Vec<Rule>, Vec<RuleError>> {
    let entries = std::fs::read_dir(dir).map_err(|e| {
        vec![RuleError::Io {
            path: dir.display().to_string(),
            message: e.to_string(),
        }]
    })?;
    let mut files: Vec<std::path::PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rules"))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(vec![RuleError::NoRuleFiles(dir.display().to_string())]);
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
                            errors.push(RuleError::Duplicate {
                                name: r.name.clone(),
                                origin: r.origin.clone(),
                                first: o.origin.clone(),
                            });
                        }
                        rules.push(r);
                    }
                }
                Err(es) => errors.extend(es.into_iter().map(RuleError::Syntax)),
            },
            Err(e) => errors.push(RuleError::Io {
                path: name,
                message: e.to_string(),
            }),
        }
    }
    if errors.is_empty() {
        Ok(rules)
    } else {
        Err(errors)
    }
}

/// The egg rewrites of `rules`.
pub fn rewrites(rules: &[Rule]) -> Result<Vec<Rewrite<TirLang, TirAnalysis>>, Vec<RuleError>> {
    rewrites_without(rules, &[])
}

/// The egg rewrites of `rules` except those named in `left_out` (a pass that does a rule's work
/// another way, or must not use it).
pub fn rewrites_without(
    rules: &[Rule],
    left_out: &[&str],
) -> Result<Vec<Rewrite<TirLang, TirAnalysis>>, Vec<RuleError>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for r in rules.iter().filter(|r| !left_out.contains(&r.name.as_str())) {
        match rewrite(r) {
            Ok(rw) => out.push(rw),
            Err(message) => errors.push(RuleError::Unbuildable {
                origin: r.origin.clone(),
                message,
            }),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}
