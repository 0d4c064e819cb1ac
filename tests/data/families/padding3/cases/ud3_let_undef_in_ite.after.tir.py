# tir-eqsat padding case ud3_let_undef_in_ite: AFTER
# Rule: A let-bound undef is one value: in the else branch x - x + A[i] is A[i]; both branches are then A[i] and the select goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            B[i] = A[i]
