# tir-eqsat padding case sb6_symbolic_outer_split_inner: BEFORE
# Rule: A nest over (n, 10) writing A[i, j//4, j%4] with A of symbolic shape (n, 3, 4): the symbolic outer loop stays, j is split into jo, ji with the guard 4*jo+ji < 10.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(n: T.int32, A: T.Buffer((n, 3, 4), "int32"), B: T.Buffer((n, 10), "int32")):
        for i, j in T.grid(n, 10):
            A[i, j // 4, j % 4] = B[i, j] + i
