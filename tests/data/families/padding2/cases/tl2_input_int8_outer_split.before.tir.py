# tir-eqsat padding case tl2_input_int8_outer_split: BEFORE
# Rule: Input A (5, 6) int8 with [i, j] -> [i//4, j, i%4] (outer dim split, inner part moved last), pad 0: the assumption over (2, 6, 4) is 4*io+ii < 5 or A == 0.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((5, 6), "int8"), B: T.Buffer((5, 6), "int8")):
        for i, j in T.grid(5, 6):
            B[i, j] = A[i, j] * T.int8(2)
