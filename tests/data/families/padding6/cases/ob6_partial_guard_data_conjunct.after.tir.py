# tir-eqsat padding case ob6_partial_guard_data_conjunct: AFTER
# Rule: The guard is 4*io+ii < 14 and C[io, ii] > 0 (C a full (4, 4) input): only the padding conjunct can go (in the padding the term adds A == 0); the data conjunct stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 0

        for io, ii in T.grid(4, 4):
            if C[io, ii] > 0:
                B[0] = B[0] + A[io, ii]
