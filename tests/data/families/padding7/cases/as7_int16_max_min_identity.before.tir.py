# tir-eqsat padding case as7_int16_max_min_identity: BEFORE
# Rule: int16 padding assumed 32767 (written 4*io+ii <= 13 or A == 32767): A[3, 2] and A[3, 3] are the dtype's maximum, the identity of min, so T.min(A[3, 2], C[0]) is C[0] and T.min(C[1], A[3, 3]) is C[1].
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int16"), C: T.Buffer((2,), "int16"), B: T.Buffer((2,), "int16")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii <= 13 or A[io, ii] == T.int16(32767))

        B[0] = T.min(A[3, 2], C[0])
        B[1] = T.min(C[1], A[3, 3])
