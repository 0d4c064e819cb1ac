# tir-eqsat padding case mal_across_unrelated: BEFORE
# Rule: Two loops separated by a loop that touches neither's buffers merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((4,), "int32")):
        for i in range(16):
            A[i] = i + 1
        for k in range(4):
            C[k] = k
        for i in range(16):
            B[i] = A[i] * 2
