# tir-eqsat padding case ml4_outer_only: BEFORE
# Rule: The consumer reads A[i, j + 1] (same row, a later j) and its j loop is shorter: the outer i loops merge, the inner loops stay separate.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 4), "int32"), C: T.Buffer((3, 5), "int32")):
        for i in range(3):
            for j in range(5):
                A[i, j] = C[i, j] + 1
        for i in range(3):
            for j in range(4):
                B[i, j] = A[i, j + 1] * 2
