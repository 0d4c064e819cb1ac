# tir-eqsat padding case sb4_3d_permute: BEFORE
# Rule: A 3-d nest (i, j, k) writing A[k, i, j]: the loops are permuted into A's order k, i, j.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 2, 3), "int32")):
        for i, j, k in T.grid(2, 3, 4):
            A[k, i, j] = i * 100 + j * 10 + k
