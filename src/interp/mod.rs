//! Reference interpreter.
pub struct Bindings;
pub fn weighted_ops() {}
