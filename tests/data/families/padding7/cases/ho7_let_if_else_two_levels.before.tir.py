# tir-eqsat padding case ho7_let_if_else_two_levels: BEFORE
# Rule: An if/else on a let t = n * 2 (t < 5) inside a 2-level nest: the let and the if/else are invariant in both loops and are hoisted above both, one nest per branch.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), n: T.int32):
        for i, j in T.grid(4, 4):
            t: T.let[T.int32] = n * 2
            if t < 5:
                B[i, j] = A[i, j]
            else:
                B[i, j] = 0
