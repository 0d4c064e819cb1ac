# tir-eqsat padding case ho2_disjunction_3d: AFTER
# Rule: In a 3-deep nest, the disjunct j == 0 of j == 0 or k >= 3 is hoisted out of k (not above j): then k unguarded, else guarded by k >= 3.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 4, 4), "int32")):
        for i, j in T.grid(2, 4):
            if j == 0:
                for k in range(4):
                    A[i, j, k] = i + j + k
            else:
                for k in range(4):
                    if k >= 3:
                        A[i, j, k] = i + j + k
