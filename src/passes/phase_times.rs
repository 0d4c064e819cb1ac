//! Wall time of a pass's phases, in the order they ran: what `--stats-json` reports as
//! `phases_ms`, so that a user comparing semantic with syntactic CSE sees where the semantic
//! pass spends its time.
//!
//! Invariant: phases do not overlap and are listed in the order they ran; a phase that an
//! appended timer split into its own phases is listed as those.

use std::time::Instant;

/// Consecutive phase times in milliseconds, in order.
#[derive(Clone, Debug)]
pub struct PhaseTimes {
    since: Instant,
    /// Each phase's name and wall time in milliseconds.
    pub phases: Vec<(&'static str, f64)>,
}

impl Default for PhaseTimes {
    fn default() -> Self {
        PhaseTimes::start()
    }
}

impl PhaseTimes {
    /// A timer whose first phase starts now.
    pub fn start() -> PhaseTimes {
        PhaseTimes {
            since: Instant::now(),
            phases: Vec::new(),
        }
    }

    /// Ends the phase running since the last mark (or the start) under `name`.
    pub fn mark(&mut self, name: &'static str) {
        let now = Instant::now();
        self.phases
            .push((name, now.duration_since(self.since).as_secs_f64() * 1e3));
        self.since = now;
    }

    /// Appends the phases `inner` timed within the current phase, which ends there: the
    /// current phase restarts now.
    pub fn append(&mut self, inner: PhaseTimes) {
        self.phases.extend(inner.phases);
        self.since = Instant::now();
    }
}
