# tir-eqsat padding case ob7_two_inputs_one_padded_forbidden: BEFORE
# Rule: B += A + C where only C's padding is assumed 0 (A (4, 4) has no assumption): in the padding the term is A[pad] + 0, an unknown value, so the guard must stay.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or C[io, ii] == 0)
        B[0] = 0

        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + A[io, ii] + C[io, ii]
