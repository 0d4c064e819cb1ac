# tir-eqsat padding case ml2_across_touching_forbidden: AFTER
# Rule: The loop between them writes A[0..3], which the first loop writes and the second reads: the outer loops may not merge across it.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((4,), "int32")):
        for i in range(16):
            A[i] = i + 1
        for k in range(4):
            A[k] = C[k]
        for i in range(16):
            B[i] = A[i] * 2
