# tir-eqsat padding case sb3_6x6_as_2233: BEFORE
# Rule: A 6x6 nest writing A[i//3, j//3, i%3, j%3] (6x6 laid out as (2, 2, 3, 3)): loops io, jo, ii, ji in A's order, i = 3*io+ii, j = 3*jo+ji, no guard.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 2, 3, 3), "int32")):
        for i, j in T.grid(6, 6):
            A[i // 3, j // 3, i % 3, j % 3] = i * 6 + j
