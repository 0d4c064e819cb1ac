# tir-eqsat padding case tl4_output_pad_self_load_2d: BEFORE
# Rule: Output B (6, 5) -> [i, j//4, j%4] (6, 2, 4) with pad_value lambda i, jo, ji: B[i, 4] (a load of B at its pre-transformation index, rewritten to B[i, 1, 0]): each row's padding repeats the row's last element.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((6, 5), "int32"), B: T.Buffer((6, 5), "int32")):
        for i, j in T.grid(6, 5):
            B[i, j] = A[i, j] + i
