# tir-eqsat padding case sba_loop_interchange: AFTER
# Rule: A column-major nest over A[i, j] is reordered to row-major (i outer, j inner).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 6), "int32")):
        for i, j in T.grid(4, 6):
            A[i, j] = i * 10 + j
