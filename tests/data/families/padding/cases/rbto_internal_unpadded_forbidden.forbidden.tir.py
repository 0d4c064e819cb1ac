# tir-eqsat padding case rbto_internal_unpadded_forbidden: FORBIDDEN
# Rule: An internal buffer whose padding is never written: the consumer guard must stay (the padding holds no known value).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((14,), "int32"), B: T.Buffer((1,), "int32")):
        A_local = T.alloc_buffer((4, 4), "int32", scope="local")
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                A_local[io, ii] = A[4 * io + ii]
        B[0] = 0
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A_local[io, ii]
