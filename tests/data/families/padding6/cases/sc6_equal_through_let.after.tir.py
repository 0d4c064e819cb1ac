# tir-eqsat padding case sc6_equal_through_let: AFTER
# Rule: The first if/else tests a let (p = 4*io+ii; p < 14), the second the same expression written out (4*io+ii < 14): the conditions are identical once the let is seen through, so the two if/else merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            p: T.let[T.int32] = 4 * io + ii
            if p < 14:
                A[io, ii] = 1
                B[io, ii] = 3
            else:
                A[io, ii] = 2
                B[io, ii] = 4
