# tir-eqsat padding case bo5_padding_read_before_postlude_forbidden: FORBIDDEN
# Rule: B's padding is overwritten by the postlude, but C[0] = B[2, 4] reads one padding element between the compute nest and the postlude: those writes are not all dead, the guard 5*io+ii < 13 may not be introduced.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32"), C: T.Buffer((1,), "int32")):
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = A[io, ii] + 1
        C[0] = B[2, 4]
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = 0
