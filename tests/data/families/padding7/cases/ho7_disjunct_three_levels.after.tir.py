# tir-eqsat padding case ho7_disjunct_three_levels: AFTER
# Rule: The disjunct n <= 3 of n <= 3 or i + k >= 4 depends on no loop variable of the 3-level nest: it is hoisted above all three loops as an if/else; the else nest keeps i + k >= 4.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 4), "int32"), B: T.Buffer((2, 3, 4), "int32"), n: T.int32):
        if n <= 3:
            for i, j, k in T.grid(2, 3, 4):
                B[i, j, k] = A[i, j, k] + 1
        else:
            for i, j, k in T.grid(2, 3, 4):
                if i + k >= 4:
                    B[i, j, k] = A[i, j, k] + 1
