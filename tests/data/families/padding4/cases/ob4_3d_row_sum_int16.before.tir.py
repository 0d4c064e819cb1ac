# tir-eqsat padding case ob4_3d_row_sum_int16: BEFORE
# Rule: int16 row sums over A (2, 3, 8) (rows of 21 laid out 3x8) with the padding assumed 0: the guard 8*jo+ji < 21 of the 2-level inner nest goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 8), "int16"), B: T.Buffer((2,), "int16")):
        for i, jo, ji in T.grid(2, 3, 8):
            T.assume(8 * jo + ji < 21 or A[i, jo, ji] == T.int16(0))
        for i in range(2):
            B[i] = T.int16(0)
            for jo, ji in T.grid(3, 8):
                if 8 * jo + ji < 21:
                    B[i] = B[i] + A[i, jo, ji]
