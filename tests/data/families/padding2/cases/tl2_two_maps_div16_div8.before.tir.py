# tir-eqsat padding case tl2_two_maps_div16_div8: BEFORE
# Rule: Two buffers, two maps: input A (20,) -> [i//16, i%16] pad undef (readable assumption), output B (20,) -> [i//8, i%8] pad -3 (postlude).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((20,), "int32"), B: T.Buffer((20,), "int32")):
        for i in range(20):
            B[i] = A[i] * 3
