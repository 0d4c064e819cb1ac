# tir-eqsat padding case sb7_interchange_offset_inner_start: AFTER
# Rule: An int16 column-major nest whose outer loop starts at 1 (for j in range(1, 5): for i in range(3): A[i, j] = ...): the loops are interchanged into A's row-major order, each keeping its own range.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int16"), B: T.Buffer((5, 3), "int16")):
        for i in range(3):
            for j in range(1, 5):
                A[i, j] = B[j, i] + T.int16(1)
