# tir-eqsat padding case hoist_disjunction_2d: BEFORE
# Rule: Disjunct i >= 2 of (i >= 2 or i + j >= 4) is hoisted out of j: if it holds the j loop runs unguarded, else guarded by i + j >= 4.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32")):
        for i, j in T.grid(4, 4):
            if i >= 2 or i + j >= 4:
                A[i, j] = i * j
