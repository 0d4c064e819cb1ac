# tir-eqsat padding case tl5_output_offset_2d_self_load_pad: BEFORE
# Rule: Output B (2, 9) with the offset map [i, j] -> [i, (j+1)//4, (j+1)%4] (2, 3, 4): padding at both ends of each row (4*jo+ji < 1 or >= 10); pad_value lambda i, jo, ji: B[i, 0] (pre-transformation index, rewritten to B[i, 0, 1]) repeats the row's first element.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 9), "int32"), B: T.Buffer((2, 9), "int32")):
        for i, j in T.grid(2, 9):
            B[i, j] = A[i, j] - j
