# tir-eqsat padding case tl5_three_buffers_input_internal_output: AFTER
# Rule: Three groups: input A (10,) -> [i//4, i%4] pad 0 (assumption), internal C (10,) -> [i//3, i%3] pad none (accesses rewritten, nothing written to its padding), output B (10,) -> [(i+2)//4, (i+2)%4] pad undef (front padding only: postlude of T.undef() where 4*io+ii < 2).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "int32"), B: T.Buffer((3, 4), "int32")):
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == 0)
        C = T.alloc_buffer((4, 3), "int32")
        for i in range(10):
            C[i // 3, i % 3] = A[i // 4, i % 4] + 1
        for i in range(10):
            B[(i + 2) // 4, (i + 2) % 4] = C[i // 3, i % 3] * C[(9 - i) // 3, (9 - i) % 3]
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 2:
                B[io, ii] = T.undef()
