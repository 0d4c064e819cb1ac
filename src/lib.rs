//! tir-eqsat: an equality-saturation optimizer for TVM's tensor IR (TIR).
//!
//! The crate reads the TVMScript that TVM 0.27 prints ([`parse_module`]), models it as
//! arenas of hash-consed expressions and statements ([`PrimFunc`]), prints TVMScript that TVM
//! parses back ([`print_module`]), runs programs in a reference interpreter ([`interp`]) and
//! counts weighted operations ([`weighted_ops`]).
//!
//! ```
//! let src = "@T.prim_func\ndef f(A: T.Buffer((4,), \"int32\"), x: T.int32):\n    A[0] = x + 1\n";
//! let module = tir_eqsat::parse_module("example.py", src).unwrap();
//! assert!(tir_eqsat::print_module(&module).contains("A[0] = x + 1"));
//! ```
#![warn(missing_docs)]

pub mod analysis;
pub mod egraph;
pub mod error;
pub mod generate;
pub mod interp;
pub mod ir;
pub mod passes;
pub mod ruleset;
pub mod sexpr;
pub mod tvmscript;

pub use error::{Error, Result, Span};
pub use interp::{weighted_ops, Bindings};
pub use ir::{Module, PrimFunc};
pub use tvmscript::{parse_module, print_module};
