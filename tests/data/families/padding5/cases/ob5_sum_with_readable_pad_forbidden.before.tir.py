# tir-eqsat padding case ob5_sum_with_readable_pad_forbidden: BEFORE
# Rule: B += A + W with A's padding assumed 0 but W's only readable (undef assumption): the padding term W[pad] is unknown, not a no-op, so the guard must stay.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), W: T.Buffer((3, 5), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == 0)
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or W[io, ii] == T.undef())
        B[0] = 0

        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[0] = B[0] + A[io, ii] + W[io, ii]
