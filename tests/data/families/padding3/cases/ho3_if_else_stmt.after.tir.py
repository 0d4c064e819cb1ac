# tir-eqsat padding case ho3_if_else_stmt: AFTER
# Rule: A loop-invariant if/else statement (n > 2) is hoisted: one loop per branch.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "float32"), n: T.int32):
        if n > 2:
            for i in range(8):
                A[i] = A[i] + T.float32(1.0)
        else:
            for i in range(8):
                A[i] = T.float32(0.0)
