# tir-eqsat padding case tl4_input_3d_middle_split_int16: BEFORE
# Rule: Input A (3, 10, 2) int16 with [i, j, k] -> [i, j//4, k, j%4] (3, 3, 2, 4), pad 0: the assumption over the new shape is 4*jo+ji < 10 or A == 0; the consumer's index is rewritten.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 10, 2), "int16"), B: T.Buffer((3, 10, 2), "int16")):
        for i, j, k in T.grid(3, 10, 2):
            B[i, j, k] = A[i, j, k] * T.int16(2)
