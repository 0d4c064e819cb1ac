# tir-eqsat padding case rle_front_padding: AFTER
# Rule: Front padding io == 0 and ii < 2 on a 2x8 grid: io goes (0), ii shrinks to range(2).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((2, 8), "int32")):
        for ii in range(2):
            B[0, ii] = 0
