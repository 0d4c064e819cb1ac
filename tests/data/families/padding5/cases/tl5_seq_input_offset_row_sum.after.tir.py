# tir-eqsat padding case tl5_seq_input_offset_row_sum: AFTER
# Rule: layout,sequential-access on an input A (4, 13) -> [i, (j+3)//8, (j+3)%8] (4, 2, 8) pad 0 (front padding only, 13 + 3 = 16): the assumption 3 <= 8*jo+ji or A == 0, and the row sum's j loop split into jo, ji with the guard 3 <= 8*jo+ji.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 2, 8), "int32"), B: T.Buffer((4,), "int32")):
        for i, jo, ji in T.grid(4, 2, 8):
            T.assume(3 <= 8 * jo + ji or A[i, jo, ji] == 0)
        for i in range(4):
            B[i] = 0
            for jo, ji in T.grid(2, 8):
                if 3 <= 8 * jo + ji:
                    B[i] = B[i] + A[i, jo, ji]
