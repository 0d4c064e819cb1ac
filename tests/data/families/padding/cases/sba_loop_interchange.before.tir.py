# tir-eqsat padding case sba_loop_interchange: BEFORE
# Rule: A column-major nest over A[i, j] is reordered to row-major (i outer, j inner).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 6), "int32")):
        for j, i in T.grid(6, 4):
            A[i, j] = i * 10 + j
