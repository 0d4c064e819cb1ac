# tir-eqsat padding case rbto_internal_cache_2x8_float: BEFORE
# Rule: Internal cache (2, 8) whose padding (8*io+ii >= 14) the function fills with 0.0: the consumer guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((14,), "float32"), B: T.Buffer((1,), "float32")):
        C = T.alloc_buffer((2, 8), "float32")
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 14:
                C[io, ii] = A[8 * io + ii]
        for io, ii in T.grid(2, 8):
            if io == 1 and ii >= 6:
                C[io, ii] = T.float32(0.0)
        B[0] = T.float32(0.0)
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 14:
                B[0] = B[0] + C[io, ii] * T.float32(2.0)
