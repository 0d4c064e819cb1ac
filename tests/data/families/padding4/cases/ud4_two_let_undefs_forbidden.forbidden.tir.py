# tir-eqsat padding case ud4_two_let_undefs_forbidden: FORBIDDEN
# Rule: Two lets of T.undef() (x, y) are two independent values: A[i] + (x - y) may not become A[i].
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
        for i in range(8):
            B[i] = A[i]
