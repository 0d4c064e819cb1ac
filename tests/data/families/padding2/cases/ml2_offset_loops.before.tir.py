# tir-eqsat padding case ml2_offset_loops: BEFORE
# Rule: Two element-wise loops over range(2, 14) (producer, consumer) merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")):
        for i in range(2, 14):
            A[i] = B[i] + 1
        for i in range(2, 14):
            C[i] = A[i] * 2
