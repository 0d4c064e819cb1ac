# tir-eqsat padding case sc6_off_by_one_forbidden: BEFORE
# Rule: 4*io+ii < 13 and 13 >= 4*io+ii (reversed, non-strict) differ at 4*io+ii == 13: the conditions are neither identical nor complementary, so the if/else may not merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 13:
                A[io, ii] = 1
            else:
                A[io, ii] = 2
            if 13 >= 4 * io + ii:
                B[io, ii] = 3
            else:
                B[io, ii] = 4
