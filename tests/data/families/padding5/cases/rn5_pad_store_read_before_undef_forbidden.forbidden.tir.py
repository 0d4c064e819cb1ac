# tir-eqsat padding case rn5_pad_store_read_before_undef_forbidden: FORBIDDEN
# Rule: A postlude storing 0 into B's padding is later overwritten by a T.undef() postlude, but C[0] = B[2, 4] + B[0, 0] reads the padding between them: the first postlude is not a no-op.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32"), C: T.Buffer((1,), "int32")):
        for i in range(13):
            B[i // 5, i % 5] = A[i // 5, i % 5] + 1
        C[0] = B[2, 4] + B[0, 0]
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
