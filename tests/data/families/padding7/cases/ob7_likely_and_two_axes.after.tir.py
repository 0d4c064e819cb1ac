# tir-eqsat padding case ob7_likely_and_two_axes: AFTER
# Rule: A (6, 7) tiled (2, 2, 4, 4) with the padding of both axes assumed 0 (one and-form assumption); the sum's guard is T.likely(4*io+ii < 6 and 4*jo+ji < 7): every skipped element is 0, the likely guard goes.
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
