# tir-eqsat padding case hoist_let_outer_dependent: BEFORE
# Rule: A let that depends on the outer loop only (c = 2*i < n) is hoisted with its condition out of the inner loop, not above i.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "float32"), n: T.int32):
        for i, j in T.grid(4, 4):
            c: T.let[T.bool] = 2 * i < n
            if c:
                A[i, j] = T.float32(1.0)
