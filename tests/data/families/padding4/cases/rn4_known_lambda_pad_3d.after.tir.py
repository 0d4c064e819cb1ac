# tir-eqsat padding case rn4_known_lambda_pad_3d: AFTER
# Rule: 3-d int16 padding assumed to hold a function of the indices (4*j+k < 10 or A == i + 1): the postlude storing i + 1 there stores known values, it goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 4), "int16")):
        for i, j, k in T.grid(2, 3, 4):
            T.assume(4 * j + k < 10 or A[i, j, k] == T.Cast("int16", i + 1))
