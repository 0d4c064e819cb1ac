# tir-eqsat padding case ob7_select_expr_equals_else: AFTER
# Rule: C = if_then_else(4*io+ii < 14, A + 1, 1) with A's padding assumed 0: in the padding A + 1 is 1, the else value, so the select goes (C = A + 1 everywhere).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)

        for io, ii in T.grid(4, 4):
            C[io, ii] = A[io, ii] + 1
