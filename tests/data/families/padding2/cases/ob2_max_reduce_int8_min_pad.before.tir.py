# tir-eqsat padding case ob2_max_reduce_int8_min_pad: BEFORE
# Rule: int8 max-reduction with A's padding assumed -128 (the identity of max): B = max(B, A[pad]) stores B's own value, a no-op, so the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "int8"), B: T.Buffer((1,), "int8")):
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.int8(-128))
        B[0] = T.int8(-128)
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 13:
                B[0] = T.max(B[0], A[io, ii])
