# tir-eqsat padding case hoist_ite_outer_var: BEFORE
# Rule: A T.if_then_else condition depending only on the outer loop variable (i < n) is hoisted out of the inner loop as an if/else.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 8), "float32"), B: T.Buffer((4, 8), "float32"), n: T.int32):
        for i, j in T.grid(4, 8):
            B[i, j] = T.if_then_else(i < n, A[i, j], T.float32(0.0))
