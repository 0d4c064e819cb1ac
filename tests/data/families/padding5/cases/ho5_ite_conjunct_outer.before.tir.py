# tir-eqsat padding case ho5_ite_conjunct_outer: BEFORE
# Rule: The conjunct i < 2 of a T.if_then_else condition (i < 2 and j < 3) does not depend on j: it is hoisted out of the j loop as an if/else; the then loop keeps the select on j < 3, the else loop stores the else value.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 5), "int32"), B: T.Buffer((4, 5), "int32")):
        for i, j in T.grid(4, 5):
            B[i, j] = T.if_then_else(i < 2 and j < 3, A[i, j], 0)
