# tir-eqsat padding case ob2_internal_cache_div16_int8: BEFORE
# Rule: Internal int8 cache (2, 16) whose padding (16*io+ii >= 27) the function fills with 0: the consumer guard goes (the producer's must stay, its else would read A out of bounds).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((27,), "int8"), B: T.Buffer((1,), "int32")):
        C = T.alloc_buffer((2, 16), "int8")
        for io, ii in T.grid(2, 16):
            if 16 * io + ii < 27:
                C[io, ii] = A[16 * io + ii]
        for io, ii in T.grid(2, 16):
            if 16 * io + ii >= 27:
                C[io, ii] = T.int8(0)
        B[0] = 0
        for io, ii in T.grid(2, 16):
            if 16 * io + ii < 27:
                B[0] = B[0] + T.Cast("int32", C[io, ii])
