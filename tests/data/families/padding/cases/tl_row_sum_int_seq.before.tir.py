# tir-eqsat padding case tl_row_sum_int_seq: BEFORE
# Rule: layout,sequential-access on input A (8, 6) -> (8, 2, 4) pad 0: the assumption loop, and the j loop split by 4 with guard 4*jo+ji < 6.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8, 6), "int32"), B: T.Buffer((8,), "int32")):
        for i in range(8):
            B[i] = 0
            for j in range(6):
                B[i] = B[i] + A[i, j]
