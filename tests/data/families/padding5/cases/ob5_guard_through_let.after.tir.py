# tir-eqsat padding case ob5_guard_through_let: AFTER
# Rule: The guard is a let (inb = 5*io+ii < 13; if inb: B += A * 2) and A's padding is assumed 0: the guard goes, and the let with it (nothing else uses it).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 5):
            B[0] = B[0] + A[io, ii] * 2
