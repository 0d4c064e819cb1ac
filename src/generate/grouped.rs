//! The grouped scaling kernel: many independent groups of statements, each its own small loop
//! nest over its own slice of the buffers (as a grouped convolution or a batch of small tiles
//! lowers), whose index terms are written in several equal but syntactically different forms,
//! as TVM's lowering writes them once `fuse`, `split` and flattening have run: `(i * 4 + j) * K`
//! for the store, `i * 4K + j * K` for one load, `(j + i * 4) * K` for another. Syntactic CSE
//! shares each form within a group; semantic CSE finds that the forms are one value, so unlike
//! the unrolled kernel it gives the e-graph work in every partition of a large program.
//!
//! Invariant: the text is TVMScript this crate and TVM 0.27 parse; every index stays inside its
//! buffer (the last group's `k + 1` load reads the one element of slack), so the interpreter
//! runs it.

use std::fmt::Write;

/// Statements per group (the unroll factor `K` of the index forms above).
pub const GROUP_STATEMENTS: usize = 16;

/// Groups of [`GROUP_STATEMENTS`] statements (the last one shorter) until `statements` in all;
/// group `g` is `for i, j in T.grid(4, 4)` writing `A[g * 16K + (i * 4 + j) * K + k]` from `B`
/// at the same element (distributed form) and the next one (commuted form), times a weight
/// indexed by the loop variables in alternating operand orders: about 43 expression nodes per
/// statement.
pub fn grouped_kernel(statements: usize) -> String {
    let stmts = statements.max(1);
    let k_count = GROUP_STATEMENTS;
    let group_len = 16 * k_count;
    let groups = stmts.div_ceil(k_count);
    let mut out = super::unrolled::kernel_header(groups * group_len + 1);
    for g in 0..groups {
        // The first group's offset is 0, which TVM's parser folds away: written only after it.
        let base = if g == 0 {
            String::new()
        } else {
            format!("{} + ", g * group_len)
        };
        let _ = writeln!(out, "    for i, j in T.grid(4, 4):");
        for k in 0..k_count.min(stmts - g * k_count) {
            let weight = if k % 2 == 0 { "i + j" } else { "j + i" };
            let _ = writeln!(
                out,
                "        A[{base}(i * 4 + j) * {k_count} + {k}] = B[{base}i * {row} + j * {k_count} + {k}] * w[({weight}) % 4] + B[{base}(j + i * 4) * {k_count} + {k1}]",
                row = 4 * k_count,
                k1 = k + 1
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn grouped_programs_parse_and_run() {
        let src = super::grouped_kernel(super::GROUP_STATEMENTS + 3);
        let m = crate::parse_module("gen", &src).unwrap();
        let f = &m.funcs[0];
        let inputs = crate::interp::random_inputs(f, &Default::default(), 1).unwrap();
        crate::interp::run(f, &inputs, crate::interp::DEFAULT_FUEL, None).unwrap();
    }
}
