# tir-eqsat padding case ob6_max_reduce_uint8_pad_zero: AFTER
# Rule: A uint8 max-reduction with A's padding assumed 0, which for an unsigned type is the dtype's minimum and so the identity of max: T.max(B, A[pad]) is B, the guard 4*io+ii < 10 goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "uint8"), B: T.Buffer((1,), "uint8")):
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == T.uint8(0))
        B[0] = T.uint8(0)

        for io, ii in T.grid(3, 4):
            B[0] = T.max(B[0], A[io, ii])
