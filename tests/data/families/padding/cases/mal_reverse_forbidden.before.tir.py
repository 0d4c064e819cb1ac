# tir-eqsat padding case mal_reverse_forbidden: BEFORE
# Rule: The second loop reads and writes A[15 - i], written by a later iteration of the first for i < 8: merging is illegal.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            A[i] = B[i]
        for i in range(16):
            A[15 - i] = A[15 - i] * 2
