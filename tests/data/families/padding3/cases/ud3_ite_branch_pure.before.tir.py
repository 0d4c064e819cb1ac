# tir-eqsat padding case ud3_ite_branch_pure: BEFORE
# Rule: In a T.if_then_else branch, the pure expression undef + A[i] may become T.undef() (the other branch and the condition stay).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
        for i in range(16):
            B[i] = T.if_then_else(i < 14, A[i] * T.float32(2.0), T.Cast("float32", T.undef()) + A[i])
