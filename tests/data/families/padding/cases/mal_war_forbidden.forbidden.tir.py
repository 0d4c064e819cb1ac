# tir-eqsat padding case mal_war_forbidden: FORBIDDEN
# Rule: The second loop writes A[i], which a LATER iteration of the first loop reads (A[15 - i] for i < 8): merging is illegal.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            B[i] = A[15 - i]
            A[i] = 0
