# tir-eqsat padding case bo5_live_second_store_forbidden: FORBIDDEN
# Rule: The compute body writes B (its padding later stored with T.undef()) and D (never overwritten): the padding iterations are not all dead, so the whole body may not be guarded by 5*io+ii < 13.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32"), D: T.Buffer((3, 5), "int32")):
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = A[io, ii] + 1
                D[io, ii] = A[io, ii] * 2
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
