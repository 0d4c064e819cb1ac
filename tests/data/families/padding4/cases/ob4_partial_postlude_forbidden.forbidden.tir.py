# tir-eqsat padding case ob4_partial_postlude_forbidden: FORBIDDEN
# Rule: The output's T.undef() postlude covers only 5*io+ii >= 14: B[2, 3] (13) is padding the producer must not write, so its guard 5*io+ii < 13 must stay.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32")):
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 5):
            B[io, ii] = A[io, ii] + 1
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 14:
                B[io, ii] = T.undef()
