# tir-eqsat padding case ob7_floordiv_term: AFTER
# Rule: The reduction adds A * 5 // 2 (floor division) and A's padding is assumed 0: 0 * 5 // 2 is 0, the guard 4*io+ii < 14 goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 0

        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A[io, ii] * 5 // 2
