# tir-eqsat padding case ho5_if_else_middle_var: AFTER
# Rule: An if/else statement on j == 1 in a 3-deep nest is hoisted out of k only (it depends on j): one k loop per branch.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4, 2), "int16"), B: T.Buffer((3, 4, 2), "int16")):
        for i, j in T.grid(3, 4):
            if j == 1:
                for k in range(2):
                    B[i, j, k] = A[i, j, k]
            else:
                for k in range(2):
                    B[i, j, k] = T.int16(0)
