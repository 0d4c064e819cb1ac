//! Families of adversarial programs, each growing along one axis of the input with `n`: a sum
//! of `n` terms, `n` nested `not`s, an `elif` chain of `n` branches, a chain of `n` lets,
//! `T.if_then_else` nested `n` deep. They are the shapes that once made a pass superlinear
//! (or overflowed the stack); `benches/growth.rs` times every pass on them at growing sizes,
//! and `tests/families.rs` checks each pass's output against its input.
//!
//! Invariant: every program is valid TVMScript whose size grows linearly with `n`; sums and
//! `not` chains exceed the per-statement operator limit beyond 500 terms and 999 `not`s.

/// One family of adversarial programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// `B[0] = A[0] * 0 + A[1] * 1 + ...`: `n` terms (`2n - 1` operators).
    Sum,
    /// `if not not ... x < y:` with `n` `not`s.
    NotChain,
    /// `if x == 0: ... elif x == 1: ...`: `n` branches, each nested in the previous one's else.
    ElifChain,
    /// `v1 = v0 + y * 2`, `v2 = v1 + y * 2`, ...: `n` lets, each reading the one before.
    LetChain,
    /// `T.if_then_else(x < n - 1, T.if_then_else(...), y + n - 1)`, `n` deep.
    NestedIfThenElse,
}

impl Family {
    /// Every family.
    pub const ALL: [Family; 5] = [
        Family::Sum,
        Family::NotChain,
        Family::ElifChain,
        Family::LetChain,
        Family::NestedIfThenElse,
    ];

    /// A short name (bench ids, test names).
    pub fn name(self) -> &'static str {
        match self {
            Family::Sum => "sum",
            Family::NotChain => "not_chain",
            Family::ElifChain => "elif_chain",
            Family::LetChain => "let_chain",
            Family::NestedIfThenElse => "nested_if_then_else",
        }
    }
}

/// The program of `family` at size `n` (at least 1).
pub fn family_program(family: Family, n: usize) -> String {
    let n = n.max(1);
    let mut src = String::from(
        "# from tvm.script import tirx as T\n\n@T.prim_func\n\
         def main(A: T.Buffer((16,), \"int32\"), B: T.Buffer((16,), \"int32\"), x: T.int32, y: T.int32):\n",
    );
    match family {
        Family::Sum => {
            let terms: Vec<String> = (0..n).map(|i| format!("A[{}] * {i}", i % 16)).collect();
            src += &format!("    B[0] = {}\n", terms.join(" + "));
        }
        Family::NotChain => src += &format!("    if {}x < y:\n        B[0] = 1\n", "not ".repeat(n)),
        Family::ElifChain => {
            src += "    if x == 0:\n        B[0] = y * 2\n";
            for i in 1..n {
                src += &format!("    elif x == {i}:\n        B[{}] = {i} + y * 2\n", i % 16);
            }
        }
        Family::LetChain => {
            src += "    v0: T.let[T.int32] = x\n";
            for i in 1..n {
                src += &format!("    v{i}: T.let[T.int32] = v{} + y * 2\n", i - 1);
            }
            src += &format!("    B[0] = v{}\n", n - 1);
        }
        Family::NestedIfThenElse => {
            let mut e = String::from("x");
            for i in 0..n {
                e = format!("T.if_then_else(x < {i}, {e}, y + {i})");
            }
            src += &format!("    B[0] = {e}\n");
        }
    }
    src
}
