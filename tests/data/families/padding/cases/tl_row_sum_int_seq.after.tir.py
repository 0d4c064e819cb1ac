# tir-eqsat padding case tl_row_sum_int_seq: AFTER
# Rule: layout,sequential-access on input A (8, 6) -> (8, 2, 4) pad 0: the assumption loop, and the j loop split by 4 with guard 4*jo+ji < 6.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8, 2, 4), "int32"), B: T.Buffer((8,), "int32")):
        for i, j_outer, j_inner in T.grid(8, 2, 4):
            T.assume(4 * j_outer + j_inner < 6 or A[i, j_outer, j_inner] == 0)
        for i in range(8):
            B[i] = 0
            for j_outer, j_inner in T.grid(2, 4):
                if 4 * j_outer + j_inner < 6:
                    B[i] = B[i] + A[i, j_outer, j_inner]
