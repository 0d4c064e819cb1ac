# tir-eqsat padding case ob3_product_pad_zero_forbidden: FORBIDDEN
# Rule: Product reduction with A's padding assumed 0 (not the identity of *): B * 0 is not a no-op, the guard must stay.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 4), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(2, 4):
            T.assume(4 * io + ii < 5 or A[io, ii] == 0)
        B[0] = 1
        for io, ii in T.grid(2, 4):
            B[0] = B[0] * A[io, ii]
