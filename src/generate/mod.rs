//! Generated TVMScript programs: large synthetic kernels for scaling measurements
//! (`unrolled`, `grouped`), small random kernels (`random`), adversarial families growing along one axis
//! (`families`) and the differential test of a pass pipeline on a program (`differential`:
//! output against original in the interpreter).
//!
//! Invariant: every generated text is TVMScript this crate and TVM 0.27 parse, and it runs in
//! the interpreter without error on any input `random_inputs` draws.

mod differential;
mod families;
mod grouped;
mod random;
mod unrolled;

pub use differential::{differential, Finding};
pub use families::{family_program, Family};
pub use grouped::{grouped_kernel, GROUP_STATEMENTS};
pub use random::random_program;
pub use unrolled::unrolled_kernel;
