# tir-eqsat padding case ob5_max_reduce_internal_min_pad: BEFORE
# Rule: An internal cache C (3, 4) whose padding the function fills with the int32 minimum (the identity of max): the max-reduction's guard goes; the producer's stays (its else would read A out of bounds).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((1,), "int32")):
        C = T.alloc_buffer((3, 4), "int32")
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                C[io, ii] = A[4 * io + ii] + 1
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                C[io, ii] = -2147483648
        B[0] = -2147483648
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                B[0] = T.max(B[0], C[io, ii])
