# tir-eqsat padding case ho3_let_chain: AFTER
# Rule: A chain of loop-invariant lets (a = n * 2, c = a < 6) that the condition needs is hoisted with it; a is also used in the body.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), n: T.int32):
        a: T.let[T.int32] = n * 2
        c: T.let[T.bool] = a < 6
        if c:
            for i in range(8):
                A[i] = a + i
