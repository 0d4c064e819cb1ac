# tir-eqsat padding case as5_3d_pad_fact_in_else: AFTER
# Rule: The 3-d loop-form assumption 4*j+k < 10 or A == 2 gives A[i, j, k] == 2 in the else branch of a later if 4*j+k < 10: A * 5 becomes 10 there; the then branch stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 4), "int32"), B: T.Buffer((2, 3, 4), "int32")):
        for i, j, k in T.grid(2, 3, 4):
            T.assume(4 * j + k < 10 or A[i, j, k] == 2)
        for i, j, k in T.grid(2, 3, 4):
            if 4 * j + k < 10:
                B[i, j, k] = A[i, j, k] + 1
            else:
                B[i, j, k] = 10
