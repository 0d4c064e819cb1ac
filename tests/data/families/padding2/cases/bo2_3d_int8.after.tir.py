# tir-eqsat padding case bo2_3d_int8: AFTER
# Rule: 3-d int8: the compute nest's writes where i == 1 and j == 2 are overwritten by the padding loop; the guard (on i, j only) is introduced and hoisted out of k.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 4), "int8"), B: T.Buffer((2, 3, 4), "int8")):
        for i, j in T.grid(2, 3):
            if i < 1 or i == 1 and j < 2:
                for k in range(4):
                    B[i, j, k] = T.int8(0)
                    for f in range(2):
                        B[i, j, k] = B[i, j, k] + A[i, j, (k + f) % 4]
        for i, j, k in T.grid(2, 3, 4):
            if i == 1 and j == 2:
                B[i, j, k] = T.int8(0)
