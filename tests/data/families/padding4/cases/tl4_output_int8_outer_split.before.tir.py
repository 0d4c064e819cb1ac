# tir-eqsat padding case tl4_output_int8_outer_split: BEFORE
# Rule: Output B (3, 7) int8 with [i, j] -> [i//2, j, i%2] (2, 7, 2) (outer dim split, its inner part moved last), pad -5: postlude where 2*io+ii >= 3.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 7), "int8"), B: T.Buffer((3, 7), "int8")):
        for i, j in T.grid(3, 7):
            B[i, j] = A[i, j] - T.int8(1)
