//! The binary's global allocator (declared here): mimalloc (glibc's malloc took 40% of the
//! time of reading a 9 MB kernel: millions of small AST nodes built and freed) plus, once
//! [`start`] is called (by `bench` only), a count of live bytes and their peak, so `bench` can
//! report the peak heap memory of each pass run.
//!
//! Why counting is off until asked for: every allocation and free then updates one shared
//! counter, an atomic read-modify-write that the two e-graph workers contend on; measured on
//! the grouped 2.6M-node kernel, semantic CSE ran about 5% slower with it (user time 1.43 s ->
//! 1.25 s without).
//!
//! Invariant: while counting, `live` changes by exactly the bytes allocated and freed through
//! this allocator (frees of blocks allocated before [`start`] take it below its starting
//! value, which is why it is signed; differences between two readings are exact); `peak` is at
//! least `live` and only moves down on [`reset_peak`].

use mimalloc::MiMalloc as Inner;
use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicBool, AtomicIsize, Ordering};

/// mimalloc with live and peak byte counts.
pub struct Meter;

#[global_allocator]
static ALLOCATOR: Meter = Meter;

static COUNTING: AtomicBool = AtomicBool::new(false);
static LIVE: AtomicIsize = AtomicIsize::new(0);
static PEAK: AtomicIsize = AtomicIsize::new(0);

fn grew(by: usize) {
    if !COUNTING.load(Ordering::Relaxed) {
        return;
    }
    let by = by as isize;
    let now = LIVE.fetch_add(by, Ordering::Relaxed) + by;
    // A plain load first: the read-modify-write only when the peak moves (rarely), which
    // halves the atomic operations of an allocation.
    if now > PEAK.load(Ordering::Relaxed) {
        PEAK.fetch_max(now, Ordering::Relaxed);
    }
}

fn shrank(by: usize) {
    if COUNTING.load(Ordering::Relaxed) {
        LIVE.fetch_sub(by as isize, Ordering::Relaxed);
    }
}

// SAFETY: every call is forwarded unchanged to mimalloc; the counters are only bookkeeping.
unsafe impl GlobalAlloc for Meter {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = Inner.alloc(layout);
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = Inner.alloc_zeroed(layout);
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        Inner.dealloc(ptr, layout);
        shrank(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = Inner.realloc(ptr, layout, new_size);
        if !p.is_null() {
            shrank(layout.size());
            grew(new_size);
        }
        p
    }
}

/// Starts counting live bytes (for the rest of the process).
pub fn start() {
    COUNTING.store(true, Ordering::Relaxed);
}

/// Starts a new measurement: the peak becomes the current live size, which is returned.
pub fn reset_peak() -> isize {
    let live = LIVE.load(Ordering::Relaxed);
    PEAK.store(live, Ordering::Relaxed);
    live
}

/// The peak live size since the last [`reset_peak`] (compare it with that call's result).
pub fn peak() -> isize {
    PEAK.load(Ordering::Relaxed)
}
