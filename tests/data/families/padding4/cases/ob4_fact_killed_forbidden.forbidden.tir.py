# tir-eqsat padding case ob4_fact_killed_forbidden: FORBIDDEN
# Rule: A's padding is assumed 0, but A[3, 3] = 5 is written after the assumption: the fact no longer holds for that element, the sum's guard must stay.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        A[3, 3] = 5
        B[0] = 0
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A[io, ii]
