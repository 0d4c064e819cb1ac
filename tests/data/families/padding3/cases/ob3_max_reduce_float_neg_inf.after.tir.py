# tir-eqsat padding case ob3_max_reduce_float_neg_inf: AFTER
# Rule: float32 max-reduction with A's padding assumed -inf (the identity of max): max(B, -inf) is B, the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "float32"), B: T.Buffer((1,), "float32")):
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.float32("-inf"))
        B[0] = T.float32("-inf")
        for io, ii in T.grid(2, 8):
            B[0] = T.max(B[0], A[io, ii])
