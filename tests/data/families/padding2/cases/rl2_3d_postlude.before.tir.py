# tir-eqsat padding case rl2_3d_postlude: BEFORE
# Rule: 3-d postlude 12*i+4*j+k >= 20 on a 2x3x4 grid: i = 1 and j = 2 only (both loops go), k keeps its full range and the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((2, 3, 4), "int8")):
        for i, j, k in T.grid(2, 3, 4):
            if 12 * i + 4 * j + k >= 20:
                B[i, j, k] = T.int8(-1)
