# tir-eqsat padding case sc2_other_index_forbidden: BEFORE
# Rule: Both conditions read A[0]; the first body writes A[i], which is A[0] at i == 0: the ifs may not merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            if A[0] > 0:
                A[i] = 0
            if A[0] > 0:
                B[i] = 1
