# tir-eqsat padding case rle_pad_postlude_3x8: AFTER
# Rule: Postlude 8*io+ii >= 20 on a 3x8 grid: io = 2 only, ii in [4, 8).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((3, 8), "int32")):
        for ii in range(4, 8):
            B[2, ii] = -1
