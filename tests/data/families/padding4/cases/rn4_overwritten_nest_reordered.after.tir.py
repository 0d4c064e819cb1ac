# tir-eqsat padding case rn4_overwritten_nest_reordered: AFTER
# Rule: A 2-d nest storing 1 into all of B is overwritten by the next nest, which writes all of B in the other loop order (j outer) without reading it: the first nest goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32")):
        for j, i in T.grid(5, 3):
            B[i, j] = A[i, j] * 2
