# tir-eqsat padding case ml4_3d_nests: BEFORE
# Rule: Two 3-d element-wise nests (producer, consumer) merge at every level.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 4), "int32"), B: T.Buffer((2, 3, 4), "int32"), C: T.Buffer((2, 3, 4), "int32")):
        for i, j, k in T.grid(2, 3, 4):
            A[i, j, k] = C[i, j, k] + 1
        for i, j, k in T.grid(2, 3, 4):
            B[i, j, k] = A[i, j, k] * 2
