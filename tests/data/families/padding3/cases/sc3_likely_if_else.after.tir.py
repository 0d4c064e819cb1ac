# tir-eqsat padding case sc3_likely_if_else: AFTER
# Rule: Two consecutive if/else on T.likely(i < 14) merge into one (T.likely kept).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            if T.likely(i < 14):
                A[i] = 1
                B[i] = A[i] + 1
            else:
                A[i] = 2
                B[i] = 0
