# tir-eqsat padding case tl6_seq_internal_2d_lambda_pad: BEFORE
# Rule: layout,sequential-access on an internal C (4, 6) -> [i, j//4, j%4] (4, 2, 4) with pad_value lambda i, jo, ji: i: the producer nest and the row sum's j loop are split into jo, ji (guard 4*jo+ji < 6, j replaced by 4*jo+ji), and the postlude after the write stage stores i into C's padding.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 6), "int32"), B: T.Buffer((4,), "int32")):
        C = T.alloc_buffer((4, 6), "int32")
        for i, j in T.grid(4, 6):
            C[i, j] = A[i, j] * 2
        for i in range(4):
            B[i] = 0
            for j in range(6):
                B[i] = B[i] + C[i, j]
