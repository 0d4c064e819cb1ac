# tir-eqsat padding case ob5_internal_pad_filled_late_forbidden: AFTER
# Rule: An internal cache C (3, 4) whose padding is filled with 0 only after the consumer has read it: when the sum runs the padding holds nothing, so its guard must stay.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((1,), "int32")):
        C = T.alloc_buffer((3, 4), "int32")
        for i in range(10):
            C[i // 4, i % 4] = A[i]
        B[0] = 0
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                B[0] = B[0] + C[io, ii]
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                C[io, ii] = 0
