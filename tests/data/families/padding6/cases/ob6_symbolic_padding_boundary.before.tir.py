# tir-eqsat padding case ob6_symbolic_padding_boundary: BEFORE
# Rule: The padding boundary is symbolic (the assumption 4*io+ii < n or A == 0, the guard 4*io+ii < n): every element the guard skips is assumed 0, whatever n, so the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32"), n: T.int32):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < n or A[io, ii] == 0)
        B[0] = 0

        for io, ii in T.grid(4, 4):
            if 4 * io + ii < n:
                B[0] = B[0] + A[io, ii]
