//! Tensor-level CSE for autodiff (seed 003, `../shared/tensorcse/README.md`): the largest
//! terms a naive backward recomputes from the forward become extra forward outputs
//! ("stashes") that the backward reads instead.
//!
//! The pass: model both functions' blocks ([`model`]), list the forward's tensors and their
//! subterms ([`candidates::candidates`]), find each backward expression's largest match
//! ([`matching::occurrences`]) where reading the tensor costs less than recomputing the term
//! ([`read_cost`]), rewrite the backward to read the stashes and drop the blocks
//! nothing reads any more, then make the forward produce exactly the stashes still read
//! ([`rewrite`]).
//!
//! Invariants: every original parameter keeps its name, place, shape and dtype; the forward
//! computes its outputs with the same operations in the same order (a stashed subterm is
//! computed by its own block, once per element of its index space, and read where it stood);
//! the backward's new parameters form one run before its first output; only exact float
//! identities are used in matching (commutativity), never reassociation.

mod candidates;
mod guards;
mod matching;
mod model;
mod read_cost;
mod rewrite;
mod solve;
mod term;

pub use rewrite::{tensor_cse, Stash, TensorCseError, TensorCseReport};
