# tir-eqsat padding case tl5_input_2d_tile_int8_undef: AFTER
# Rule: Input A (5, 6) int8 tiled [i, j] -> [i//4, j//4, i%4, j%4] (2, 2, 4, 4) with pad undef: the readable-padding assumption 4*io+ii < 5 and 4*jo+ji < 6 or A == T.Cast(int8, T.undef()); the consumer's index is rewritten.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 2, 4, 4), "int8"), B: T.Buffer((5, 6), "int8")):
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            T.assume(4 * io + ii < 5 and 4 * jo + ji < 6 or A[io, jo, ii, ji] == T.Cast("int8", T.undef()))
        for i, j in T.grid(5, 6):
            B[i, j] = A[i // 4, j // 4, i % 4, j % 4] * T.int8(2)
