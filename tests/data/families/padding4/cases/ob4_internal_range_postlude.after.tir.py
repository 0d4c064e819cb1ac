# tir-eqsat padding case ob4_internal_range_postlude: AFTER
# Rule: An internal buffer C (3, 4) whose padding is filled with 0 by a loop over ii in range(2, 4) (C[2, ii] = 0, no if): the consumer's guard goes; the producer's stays (its else would read A out of bounds).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((1,), "int32")):
        C = T.alloc_buffer((3, 4), "int32")
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                C[io, ii] = A[4 * io + ii] * 2
        for ii in range(2, 4):
            C[2, ii] = 0
        B[0] = 0
        for io, ii in T.grid(3, 4):
            B[0] = B[0] + C[io, ii]
