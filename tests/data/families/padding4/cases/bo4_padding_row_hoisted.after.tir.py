# tir-eqsat padding case bo4_padding_row_hoisted: AFTER
# Rule: A whole padding row (B[3, j] = 0 for every j, overwritten after the element-wise nest): the nest gets the guard i < 3, placed above the j loop it does not depend on.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 6), "int32"), B: T.Buffer((4, 6), "int32")):
        for i in range(4):
            if i < 3:
                for j in range(6):
                    B[i, j] = A[i, j] * 2 + 1
        for j in range(6):
            B[3, j] = 0
