//! Runtime values of the interpreter: scalars (whose arithmetic is [`crate::ir::semantics`])
//! and vectors of lanes.

pub use crate::ir::semantics::Scalar;

/// Lanes of a vector value. A plain `Vec`: inline storage would make every scalar `Val` as
/// large as the widest vector, which measured 2.5x slower on scalar kernels.
pub type Lanes = Vec<Scalar>;

/// A value: one scalar, or several lanes.
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// A scalar.
    S(Scalar),
    /// A vector of lanes.
    V(Lanes),
    /// The value of `T.undef()`: storing it leaves the element unspecified.
    Undef,
}

impl Val {
    /// The lanes of this value, repeating a scalar `lanes` times.
    pub fn lanes(&self, lanes: usize) -> Lanes {
        match self {
            Val::S(s) => vec![*s; lanes],
            Val::V(v) => v.clone(),
            Val::Undef => Lanes::new(),
        }
    }

    /// The scalar of a one-lane value.
    pub fn scalar(&self) -> Result<Scalar, String> {
        match self {
            Val::S(s) => Ok(*s),
            Val::V(_) => Err("expected a scalar, found a vector".into()),
            Val::Undef => Err("read of T.undef() value".into()),
        }
    }
}
