# tir-eqsat padding case ob4_internal_pad_unread: AFTER
# Rule: An element-wise producer of an internal buffer C (2, 8) guarded by 8*io+ii < 13: the extra writes land in C's padding, which nothing reads (the consumer reads C[i // 8, i % 8] for i < 13), and A's padding is readable by its undef assumption: the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "int32"), B: T.Buffer((13,), "int32")):
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.undef())
        C = T.alloc_buffer((2, 8), "int32")
        for io, ii in T.grid(2, 8):
            C[io, ii] = A[io, ii] + 1
        for i in range(13):
            B[i] = C[i // 8, i % 8] * 2
