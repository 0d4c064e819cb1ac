# tir-eqsat padding case ud7_readable_pad_not_undef_forbidden: AFTER
# Rule: The consumer-side assumption A == T.undef() on the padding only says A[3, 2], A[3, 3] are readable (initialized): it gives them no value and does not make them undef, so B[0] = A[3, 3] + 1 may not become T.undef().
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((2,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == T.undef())

        B[0] = A[3, 3] + 1
        B[1] = A[3, 2] * A[0, 0]
