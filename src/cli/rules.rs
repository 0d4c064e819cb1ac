//! `tir-eqsat rules check [DIR]`: every rule validated against the interpreter's semantics on
//! random and edge-case values for each dtype it claims.
//!
//! Exit codes: 0 every rule holds on every sample, 1 a counterexample was found (printed), 2
//! the rule files do not load.

use super::io;
use tir_eqsat::{CheckReport, Result, Rule};

/// What to do with the rule files.
#[derive(clap::Subcommand, Debug)]
pub enum Action {
    /// Validate every rule on random and edge-case values for each dtype it claims.
    Check {
        /// Rules directory (default: ./rules, else the rules shipped with this build).
        dir: Option<String>,
        /// Assignments per rule and dtype (at least 1: zero would judge nothing).
        #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
        samples: u64,
        /// Random seed.
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
}

/// Runs `action`; exit code 0 all rules hold, 1 a counterexample or a rule nothing tested.
pub fn run(action: Action) -> Result<i32> {
    let Action::Check { dir, samples, seed } = action;
    let rules = io::load_rules(dir.as_deref())?;
    let mut failed = 0;
    for (rule, report) in rules.iter().zip(check_all(&rules, samples as usize, seed)) {
        let tested: Vec<String> = report.tested.iter().map(|(d, n)| format!("{d}:{n}")).collect();
        let judged = report.tested.iter().any(|(_, n)| *n > 0);
        match &report.counterexample {
            // A rule no assignment could exercise (guards never hold, or its literals fit no
            // dtype it claims) has not been validated: it fails.
            None if !judged => {
                failed += 1;
                println!(
                    "FAIL {:<28} {}: no assignment tested ({}); its guards never hold or its literals fit none of its dtypes",
                    rule.name,
                    report.origin,
                    tested.join(" ")
                );
            }
            None => println!("ok   {:<28} {}", rule.name, tested.join(" ")),
            Some(c) => {
                failed += 1;
                let assignment: Vec<String> = c.assignment.iter().map(|(v, x)| format!("{v}={x}")).collect();
                println!(
                    "FAIL {:<28} {}: counterexample for {}: {} gives left {} but right {}",
                    rule.name,
                    report.origin,
                    c.dtype,
                    assignment.join(", "),
                    c.lhs,
                    c.rhs
                );
            }
        }
    }
    println!("{} passed, {failed} failed", rules.len() - failed);
    Ok(if failed > 0 { 1 } else { 0 })
}

/// Every rule's report, in order, computed on all cores: rules are checked independently, and
/// each worker takes the next unchecked rule, so a few slow rules do not leave a core idle.
fn check_all(rules: &[Rule], samples: usize, seed: u64) -> Vec<CheckReport> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut reports: Vec<(usize, CheckReport)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(rule) = rules.get(k) else { return done };
                        done.push((k, tir_eqsat::check_rule(rule, samples, seed)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("checking a rule does not panic"))
            .collect()
    });
    reports.sort_by_key(|(k, _)| *k);
    reports.into_iter().map(|(_, r)| r).collect()
}
