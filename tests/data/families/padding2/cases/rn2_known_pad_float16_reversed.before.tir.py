# tir-eqsat padding case rn2_known_pad_float16_reversed: BEFORE
# Rule: float16 padding assumed -1.0 (8*io+ii < 13 or A == -1.0); the postlude written 13 <= 8*io+ii stores -1.0: a no-op.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "float16")):
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.float16(-1.0))
        for io, ii in T.grid(2, 8):
            if 13 <= 8 * io + ii:
                A[io, ii] = T.float16(-1.0)
