# tir-eqsat padding case ml7_extents_equal_by_assumption: BEFORE
# Rule: simplify,merge-loops: the second loop's extent T.min(n, 16) equals n under T.assume(0 <= n and n <= 16), so the producer and its element-wise consumer have the same range and merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), n: T.int32):
        T.assume(0 <= n and n <= 16)
        for i in range(n):
            C[i] = A[i] + 1
        for i in range(T.min(n, 16)):
            B[i] = C[i] * 2
