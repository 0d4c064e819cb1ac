# tir-eqsat padding case ob6_oob_second_operand_forbidden: BEFORE
# Rule: A's padding is assumed 0, so A[pad] * W[...] would add 0, but the other operand W (14,) is not padded: in the padding iterations W[4*io+ii] is out of bounds. Overcompute must keep every access in bounds, so the guard stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), W: T.Buffer((14,), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + A[io, ii] * W[4 * io + ii]
