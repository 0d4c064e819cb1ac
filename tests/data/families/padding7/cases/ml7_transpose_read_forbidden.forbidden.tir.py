# tir-eqsat padding case ml7_transpose_read_forbidden: FORBIDDEN
# Rule: The consumer reads C transposed (C[j, i]): for j > i that element is written by a later iteration of the producer's outer loop, so not even the outer loops may merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")):
        for i in range(4):
            for j in range(4):
                C[i, j] = A[i, j] + 1
            for j in range(4):
                B[i, j] = C[j, i] * 2
