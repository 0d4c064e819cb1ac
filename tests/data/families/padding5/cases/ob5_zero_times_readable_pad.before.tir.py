# tir-eqsat padding case ob5_zero_times_readable_pad: BEFORE
# Rule: B += A * W with A's padding assumed 0 and W's padding only readable (undef assumption): in the padding the term is 0 * (some initialized integer), 0, so the guard goes.
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
                B[0] = B[0] + A[io, ii] * W[io, ii]
