# tir-eqsat padding case ho6_ite_disjunct_scalar: AFTER
# Rule: The loop-invariant disjunct n > 3 of a T.if_then_else condition (n > 3 or i < 2) is hoisted as an if/else: if it holds the loop stores A[i], else the select keeps i < 2.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), n: T.int32):
        if n > 3:
            for i in range(8):
                B[i] = A[i]
        else:
            for i in range(8):
                B[i] = T.if_then_else(i < 2, A[i], 0)
