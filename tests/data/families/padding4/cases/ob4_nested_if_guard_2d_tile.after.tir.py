# tir-eqsat padding case ob4_nested_if_guard_2d_tile: AFTER
# Rule: A (6, 7) tiled as (2, 2, 4, 4) with the padding of both dims assumed 0; the sum's guard is written as two nested ifs (4*io+ii < 6, then 4*jo+ji < 7): both go.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 2, 4, 4), "int32"), B: T.Buffer((1,), "int32")):
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            T.assume(4 * io + ii < 6 and 4 * jo + ji < 7 or A[io, jo, ii, ji] == 0)
        B[0] = 0
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            B[0] = B[0] + A[io, jo, ii, ji]
