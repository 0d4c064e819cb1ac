# tir-eqsat padding case ml4_reads_next_row_forbidden: BEFORE
# Rule: The consumer reads A[(i + 1) % 3, j]: for i < 2 that row is written by a later iteration of the producer, so the outer loops may not merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "int16"), B: T.Buffer((3, 4), "int16"), C: T.Buffer((3, 4), "int16")):
        for i, j in T.grid(3, 4):
            A[i, j] = C[i, j] * T.int16(2)
        for i, j in T.grid(3, 4):
            B[i, j] = A[(i + 1) % 3, j]
