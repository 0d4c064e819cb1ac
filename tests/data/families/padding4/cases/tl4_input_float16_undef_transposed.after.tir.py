# tir-eqsat padding case tl4_input_float16_undef_transposed: AFTER
# Rule: Input A (2, 7) float16 with [i, j] -> [j//4, i, j%4] (2, 2, 4) (split dim moved first), pad undef: the readable-padding assumption 4*jo+ji < 7 or A == T.Cast(float16, T.undef()).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 2, 4), "float16"), B: T.Buffer((2, 7), "float16")):
        for jo, i, ji in T.grid(2, 2, 4):
            T.assume(4 * jo + ji < 7 or A[jo, i, ji] == T.Cast("float16", T.undef()))
        for i, j in T.grid(2, 7):
            B[i, j] = A[j // 4, i, j % 4] + T.float16(0.5)
