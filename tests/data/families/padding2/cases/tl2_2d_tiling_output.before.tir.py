# tir-eqsat padding case tl2_2d_tiling_output: BEFORE
# Rule: 2-d tiling of an output B (6, 6) -> [i//4, j//4, i%4, j%4] (2, 2, 4, 4), pad 0: padding along both dims, postlude where 4*io+ii >= 6 or 4*jo+ji >= 6.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((6, 6), "int32"), B: T.Buffer((6, 6), "int32")):
        for i, j in T.grid(6, 6):
            B[i, j] = A[i, j] + i
