# tir-eqsat padding case tl2_two_maps_div16_div8: AFTER
# Rule: Two buffers, two maps: input A (20,) -> [i//16, i%16] pad undef (readable assumption), output B (20,) -> [i//8, i%8] pad -3 (postlude).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 16), "int32"), B: T.Buffer((3, 8), "int32")):
        for io, ii in T.grid(2, 16):
            T.assume(16 * io + ii < 20 or A[io, ii] == T.undef())
        for i in range(20):
            B[i // 8, i % 8] = A[i // 16, i % 16] * 3
        for io, ii in T.grid(3, 8):
            if 8 * io + ii >= 20:
                B[io, ii] = -3
