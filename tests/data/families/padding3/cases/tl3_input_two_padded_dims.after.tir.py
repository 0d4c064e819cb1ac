# tir-eqsat padding case tl3_input_two_padded_dims: AFTER
# Rule: Input A (5, 2, 6) int8 -> [i//4, j, k//4, i%4, k%4] (2, 2, 2, 4, 4) pad 0: padding along two dims, assumption 4*io+ii < 5 and 4*ko+ki < 6 or A == 0.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 2, 2, 4, 4), "int8"), B: T.Buffer((5, 2, 6), "int8")):
        for io, j, ko, ii, ki in T.grid(2, 2, 2, 4, 4):
            T.assume(4 * io + ii < 5 and 4 * ko + ki < 6 or A[io, j, ko, ii, ki] == T.int8(0))
        for i, j, k in T.grid(5, 2, 6):
            B[i, j, k] = A[i // 4, j, k // 4, i % 4, k % 4] + T.int8(1)
