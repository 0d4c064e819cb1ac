# tir-eqsat padding case ud6_uint8_let_max_self: AFTER
# Rule: A uint8 let-bound undef is one value: T.max(x, x) - x is 0, so B[i] = A[i] + (T.max(x, x) - x) is A[i]; the let goes once unused.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((6,), "uint8"), B: T.Buffer((6,), "uint8")):
        for i in range(6):
            B[i] = A[i]
