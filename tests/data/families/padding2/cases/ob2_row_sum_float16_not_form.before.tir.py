# tir-eqsat padding case ob2_row_sum_float16_not_form: BEFORE
# Rule: float16 row sum, A's padding assumed 0.0 with the assumption written not (8*jo+ji >= 13) or A == 0: the guard 8*jo+ji < 13 goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 2, 8), "float16"), B: T.Buffer((4,), "float16")):
        for i, jo, ji in T.grid(4, 2, 8):
            T.assume(not (8 * jo + ji >= 13) or A[i, jo, ji] == T.float16(0.0))
        for i in range(4):
            B[i] = T.float16(0.0)
            for jo, ji in T.grid(2, 8):
                if 8 * jo + ji < 13:
                    B[i] = B[i] + A[i, jo, ji]
