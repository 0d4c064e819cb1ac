# tir-eqsat padding case undef_let_self_sub: BEFORE
# Rule: A let-bound undef is one value: x - x is 0.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            x: T.let[T.int32] = T.undef()
            B[i] = A[i] + (x - x)
