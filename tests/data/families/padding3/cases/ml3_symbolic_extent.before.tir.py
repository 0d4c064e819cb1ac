# tir-eqsat padding case ml3_symbolic_extent: BEFORE
# Rule: Two element-wise loops with the same symbolic range(n) merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(n):
            A[i] = B[i] + 1
        for i in range(n):
            B[i] = A[i] * 2
