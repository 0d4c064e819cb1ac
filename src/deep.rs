//! Recursion over nested statements on any caller's stack: an `elif` chain of `n` branches
//! nests `n` statements deep, and the parser, the walks, the rewriter, the printer and the
//! interpreter recurse once per level. Each of those recursive steps runs through [`grow`],
//! which moves to a fresh heap-allocated stack segment when little is left, so depth is
//! bounded by memory, not by the caller's thread (8 MiB for Python's main thread, 2 MiB for a
//! spawned Rust thread).

/// Stack left below which a recursive step continues on a new segment.
const RED_ZONE: usize = 256 << 10;
/// Size of each new segment.
const SEGMENT: usize = 8 << 20;

/// Runs `f`, on a new stack segment when the current one is nearly used up.
pub fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}
