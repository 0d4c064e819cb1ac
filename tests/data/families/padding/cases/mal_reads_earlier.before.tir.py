# tir-eqsat padding case mal_reads_earlier: BEFORE
# Rule: The second loop reads A[i - 1], written by an EARLIER iteration of the first: merging is legal.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            A[i] = i * 3
        for i in range(16):
            if i > 0:
                B[i] = A[i - 1]
