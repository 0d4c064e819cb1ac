# tir-eqsat padding case merge_identical_2d: BEFORE
# Rule: 8*i+j < 30 and j + 8*i <= 29 are the same condition: the two if/else merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 8), "int32"), B: T.Buffer((4, 8), "int32")):
        for i, j in T.grid(4, 8):
            if 8 * i + j < 30:
                A[i, j] = 1
            else:
                A[i, j] = 0
            if j + 8 * i <= 29:
                B[i, j] = 2
            else:
                B[i, j] = 3
