# tir-eqsat padding case ob6_flat_undef_postlude: BEFORE
# Rule: The output's padding is stored with T.undef() by a flat loop (for p in range(14, 16): B[p // 4, p % 4]), not a guarded 2-d nest; A's padding is readable: the producer's guard 4*io+ii < 14 goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == T.undef())

        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[io, ii] * 3 - 1

        for p in range(14, 16):
            B[p // 4, p % 4] = T.undef()
