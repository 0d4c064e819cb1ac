# tir-eqsat padding case ob6_select_in_let_reduction: AFTER
# Rule: The guard is a T.if_then_else in a let value (v = if_then_else(4*io+ii < 14, A, 0); B += v * 3) and A's padding is assumed 0: in the padding A is already the else value, so the select goes (v is A[io, ii]).
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
            B[0] = B[0] + A[io, ii] * 3
