# tir-eqsat padding case ho4_outer_let_ite_float: BEFORE
# Rule: A let in the inner loop that depends only on the outer variable (r = i * 2) and the T.if_then_else condition r >= 3 that needs it are hoisted out of j (not above i): an if/else of two j loops.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 5), "float32"), B: T.Buffer((4, 5), "float32")):
        for i, j in T.grid(4, 5):
            r: T.let[T.int32] = i * 2
            B[i, j] = T.if_then_else(r >= 3, A[i, j], T.float32(0))
