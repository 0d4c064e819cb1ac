# tir-eqsat padding case ob2_horner_forbidden: AFTER
# Rule: A's padding is 0, but the update B = 2*B + A[pad] doubles B: not a no-op, the guard must stay.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 1
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] * 2 + A[io, ii]
