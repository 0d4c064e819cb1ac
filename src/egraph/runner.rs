//! The one place that builds an egg runner: named limits, backoff scheduling, and a report of
//! sizes and why saturation stopped.
//!
//! Invariant: every run is bounded by nodes, iterations, matches per rule and (last) time.

use super::analysis::{TirAnalysis, TirEGraph};
use super::lang::TirLang;
use egg::{BackoffScheduler, Rewrite, Runner, StopReason};
use std::time::Duration;

/// Bounds of one equality-saturation run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// E-nodes at most. Commutativity with associativity grows e-graphs exponentially in the
    /// length of sums (egg issues 76 and 334); 20k nodes keeps a run under ~100 ms.
    pub max_nodes: usize,
    /// Iterations at most: most useful rewrites chain fewer than 10 steps.
    pub max_iterations: usize,
    /// Matches per rule per iteration before the backoff scheduler bans the rule for a while,
    /// so explosive rules (AC) cannot starve the others.
    pub match_limit: usize,
    /// Iterations a rule stays banned after exceeding its match limit (doubling each time).
    pub ban_length: usize,
    /// Wall time at most, a last resort behind the deterministic limits above.
    pub max_time: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_nodes: 20_000,
            max_iterations: 30,
            match_limit: 1_000,
            ban_length: 5,
            max_time: Duration::from_secs(5),
        }
    }
}

/// What a run did.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Report {
    /// E-nodes at the end.
    pub nodes: usize,
    /// E-classes at the end.
    pub classes: usize,
    /// Iterations run.
    pub iterations: usize,
    /// Why it stopped: `saturated`, `node-limit`, `iteration-limit`, `time-limit`, or a reason.
    pub stop_reason: String,
    /// Wall time of the run in milliseconds.
    pub time_ms: f64,
}

/// Saturates `egraph` with `rewrites` under `limits`.
pub fn saturate(
    egraph: TirEGraph,
    rewrites: &[Rewrite<TirLang, TirAnalysis>],
    limits: &Limits,
) -> (Runner<TirLang, TirAnalysis>, Report) {
    saturate_until(egraph, rewrites, limits, |_| false)
}

/// Like [`saturate`], but stops early (reason `answered`) as soon as `answered` holds after an
/// iteration: a question such as "is this condition true?" needs no full saturation.
pub fn saturate_until(
    egraph: TirEGraph,
    rewrites: &[Rewrite<TirLang, TirAnalysis>],
    limits: &Limits,
    answered: impl Fn(&TirEGraph) -> bool + 'static,
) -> (Runner<TirLang, TirAnalysis>, Report) {
    let start = std::time::Instant::now();
    let runner = Runner::default()
        .with_hook(move |r| {
            if answered(&r.egraph) {
                Err("answered".into())
            } else {
                Ok(())
            }
        })
        .with_egraph(egraph)
        .with_node_limit(limits.max_nodes)
        .with_iter_limit(limits.max_iterations)
        .with_time_limit(limits.max_time)
        .with_scheduler(
            BackoffScheduler::default()
                .with_initial_match_limit(limits.match_limit)
                .with_ban_length(limits.ban_length),
        )
        .run(rewrites);
    let stop_reason = match &runner.stop_reason {
        Some(StopReason::Saturated) => "saturated".to_string(),
        Some(StopReason::NodeLimit(_)) => format!("node-limit ({} nodes)", limits.max_nodes),
        Some(StopReason::IterationLimit(_)) => format!("iteration-limit ({})", limits.max_iterations),
        Some(StopReason::TimeLimit(s)) => format!("time-limit ({s} s)"),
        Some(StopReason::Other(s)) => s.clone(),
        None => "not run".to_string(),
    };
    let report = Report {
        nodes: runner.egraph.total_number_of_nodes(),
        classes: runner.egraph.number_of_classes(),
        iterations: runner.iterations.len(),
        stop_reason,
        time_ms: start.elapsed().as_secs_f64() * 1e3,
    };
    (runner, report)
}
