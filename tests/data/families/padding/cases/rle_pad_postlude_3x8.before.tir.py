# tir-eqsat padding case rle_pad_postlude_3x8: BEFORE
# Rule: Postlude 8*io+ii >= 20 on a 3x8 grid: io = 2 only, ii in [4, 8).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((3, 8), "int32")):
        for io, ii in T.grid(3, 8):
            if 8 * io + ii >= 20:
                B[io, ii] = -1
