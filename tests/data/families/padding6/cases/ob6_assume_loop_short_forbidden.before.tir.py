# tir-eqsat padding case ob6_assume_loop_short_forbidden: BEFORE
# Rule: The assumption loop runs over rows 0..2 only (T.grid(3, 4)), so nothing is assumed of row 3 (A[3, *], skipped by the guard 4*io+ii < 10 in a 4x4 nest): the guard may not go.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 10:
                B[0] = B[0] + A[io, ii]
