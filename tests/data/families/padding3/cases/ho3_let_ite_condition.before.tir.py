# tir-eqsat padding case ho3_let_ite_condition: BEFORE
# Rule: A loop-invariant let (m = n + 1) used by a T.if_then_else condition is hoisted with it; the select becomes an if/else of two loops.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), n: T.int32):
        for i in range(8):
            m: T.let[T.int32] = n + 1
            A[i] = T.if_then_else(m > 3, B[i], 0)
