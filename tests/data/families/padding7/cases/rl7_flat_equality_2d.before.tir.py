# tir-eqsat padding case rl7_flat_equality_2d: BEFORE
# Rule: On a 4x4 grid the guard 4*io+ii == 13 holds at one point, io = 3 and ii = 1: both loops go and the store becomes B[3, 1] = 0.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii == 13:
                B[io, ii] = 0
