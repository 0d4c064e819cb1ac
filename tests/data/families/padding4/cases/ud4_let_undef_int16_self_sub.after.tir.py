# tir-eqsat padding case ud4_let_undef_int16_self_sub: AFTER
# Rule: An int16 let-bound undef (x = T.Cast(int16, T.undef())) is one value: (x - x) * 3 is 0, so A[i] + (x - x) * 3 is A[i]; the let goes once unused.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int16"), B: T.Buffer((8,), "int16")):
        for i in range(8):
            B[i] = A[i]
