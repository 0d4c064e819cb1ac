# tir-eqsat padding case ob4_front_offset_sum: AFTER
# Rule: Front padding (offset map (i+3)//8) assumed 0, written 8*io+ii >= 3 or A == 0; the reduction's guard is written 3 <= 8*io+ii: B + A[pad] * 5 adds 0, the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii >= 3 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(2, 8):
            B[0] = B[0] + A[io, ii] * 5
