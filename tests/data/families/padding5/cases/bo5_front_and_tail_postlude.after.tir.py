# tir-eqsat padding case bo5_front_and_tail_postlude: AFTER
# Rule: B (3, 4) holds 10 logical elements at 1 <= 4*io+ii < 11 (offset map (i+1)//4); the postlude overwrites both ends with -1: each element's reduction (init + f loop) gets the guard 1 <= 4*io+ii and 4*io+ii < 11.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "int32"), B: T.Buffer((3, 4), "int32")):
        for io, ii in T.grid(3, 4):
            if 1 <= 4 * io + ii and 4 * io + ii < 11:
                B[io, ii] = 0
                for f in range(3):
                    B[io, ii] = B[io, ii] + A[io, f] * (ii - f)
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 1 or 4 * io + ii >= 11:
                B[io, ii] = -1
