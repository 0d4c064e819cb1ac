//! Generators of large synthetic TIR programs for scaling measurements: unrolled loop nests
//! whose statements share index terms, as TVM's unrolled schedules produce.
//!
//! Invariant: the generated text is TVMScript this crate (and TVM 0.27) parses; every index
//! stays inside its buffer, so the interpreter runs it.

use std::fmt::Write;

/// An `i, j` loop nest (16 x 16) with `statements` unrolled stores of the form
/// `A[i*S + j*T + k] = B[i*S + j*T + k] * w + B[i*S + j*T + k + 1]`, where `w` is a shared sum of
/// the loop variables: about 24 expression nodes per statement.
pub fn unrolled_kernel(statements: usize) -> String {
    let stmts = statements.max(1);
    let t = stmts + 1;
    let s = 16 * t;
    let mut out = kernel_header(16 * s + 1);
    let _ = writeln!(out, "    for i, j in T.grid(16, 16):");
    for k in 0..stmts {
        let _ = writeln!(
            out,
            "        A[i * {s} + j * {t} + {k}] = B[i * {s} + j * {t} + {k}] * w[(i + j) % 4] + B[i * {s} + j * {t} + {k1}]",
            k1 = k + 1
        );
    }
    out
}

/// The text every generated scaling kernel starts with: the import and
/// `def main(A, B, w)` with `A` and `B` of `len` float32 elements and `w` of 4.
pub(super) fn kernel_header(len: usize) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# from tvm.script import tirx as T\n");
    let _ = writeln!(out, "@T.prim_func");
    let _ = writeln!(
        out,
        "def main(A: T.Buffer(({len},), \"float32\"), B: T.Buffer(({len},), \"float32\"), w: T.Buffer((4,), \"float32\")):"
    );
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn generated_programs_parse_and_run() {
        let src = super::unrolled_kernel(3);
        let m = crate::parse_module("gen", &src).unwrap();
        let f = &m.funcs[0];
        let inputs = crate::interp::random_inputs(f, &Default::default(), 1).unwrap();
        crate::interp::run(f, &inputs, crate::interp::DEFAULT_FUEL, None).unwrap();
    }
}
