# tir-eqsat padding case ud4_undef_index_in_select_branch: BEFORE
# Rule: T.undef() inside the index of a load in a T.if_then_else branch (A[(i + T.undef()) % 8]) is ill-formed, whatever the branch condition.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
        for i in range(8):
            B[i] = T.if_then_else(i < 3, A[i], A[(i + T.undef()) % 8])
