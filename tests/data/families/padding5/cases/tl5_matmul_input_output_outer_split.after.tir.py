# tir-eqsat padding case tl5_matmul_input_output_outer_split: AFTER
# Rule: Matmul B (5, 6) = A (5, 3) x W (3, 6): A -> [i//4, k, i%4] (2, 3, 4) pad 0 (assumption 4*io+ii < 5 or A == 0) and B -> [i//4, j, i%4] (2, 6, 4) pad none (no postlude); the init, the update's read and write, and A's read are rewritten; W is untouched.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 4), "int32"), W: T.Buffer((3, 6), "int32"), B: T.Buffer((2, 6, 4), "int32")):
        for io, k, ii in T.grid(2, 3, 4):
            T.assume(4 * io + ii < 5 or A[io, k, ii] == 0)
        for i, j in T.grid(5, 6):
            B[i // 4, j, i % 4] = 0
            for k in range(3):
                B[i // 4, j, i % 4] = B[i // 4, j, i % 4] + A[i // 4, k, i % 4] * W[k, j]
