# tir-eqsat padding case bo6_transposed_write: BEFORE
# Rule: The compute nest writes B transposed (B[j, i] for i, j; init and a reduction over r): its writes to B's padding (4*j+i >= 14) are overwritten by the postlude, so it gets the guard 4*j+i < 14 in its own variables.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 3), "int32"), B: T.Buffer((4, 4), "int32")):
        for i, j in T.grid(4, 4):
            B[j, i] = 0
            for r in range(3):
                B[j, i] = B[j, i] + A[i, r] * (j + r)

        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = 0
