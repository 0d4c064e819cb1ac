# tir-eqsat padding case ob3_product_pad_one: BEFORE
# Rule: Product reduction with A's padding assumed 1 (the identity of *): B = B * A[pad] stores B's own value, so the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 8), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(3, 8):
            T.assume(8 * io + ii < 20 or A[io, ii] == 1)
        B[0] = 1
        for io, ii in T.grid(3, 8):
            if 8 * io + ii < 20:
                B[0] = B[0] * A[io, ii]
