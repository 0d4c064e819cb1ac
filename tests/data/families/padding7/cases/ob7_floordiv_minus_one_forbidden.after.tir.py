# tir-eqsat padding case ob7_floordiv_minus_one_forbidden: AFTER
# Rule: The reduction adds (A - 1) // 2 and A's padding is assumed 0: in the padding the term is -1 // 2, which is -1 (floor division), not 0, so the guard must stay.
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
            if 4 * io + ii < 14:
                B[0] = B[0] + (A[io, ii] - 1) // 2
