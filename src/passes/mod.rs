//! Optimization passes. Each pass is a function over one `PrimFunc` that returns its stats.

mod syntactic_cse;

pub use syntactic_cse::{syntactic_cse, CseStats};
