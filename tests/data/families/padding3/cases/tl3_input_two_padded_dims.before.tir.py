# tir-eqsat padding case tl3_input_two_padded_dims: BEFORE
# Rule: Input A (5, 2, 6) int8 -> [i//4, j, k//4, i%4, k%4] (2, 2, 2, 4, 4) pad 0: padding along two dims, assumption 4*io+ii < 5 and 4*ko+ki < 6 or A == 0.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((5, 2, 6), "int8"), B: T.Buffer((5, 2, 6), "int8")):
        for i, j, k in T.grid(5, 2, 6):
            B[i, j, k] = A[i, j, k] + T.int8(1)
