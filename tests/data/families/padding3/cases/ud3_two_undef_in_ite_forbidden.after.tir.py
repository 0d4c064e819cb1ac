# tir-eqsat padding case ud3_two_undef_in_ite_forbidden: AFTER
# Rule: Two independent T.undef() calls in a branch (undef - undef + A[i]) are not 0 + A[i]: the select may not become A[i].
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            B[i] = T.if_then_else(i < 14, A[i], T.undef() - T.undef() + A[i])
