# tir-eqsat padding case ml7_reverse_both: BEFORE
# Rule: The producer writes C[7 - i] and the consumer reads C[7 - i]: iteration i of the second reads exactly what iteration i of the first wrote, so the loops merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32")):
        for i in range(8):
            C[7 - i] = A[i] * 3
        for i in range(8):
            B[i] = C[7 - i] + 1
