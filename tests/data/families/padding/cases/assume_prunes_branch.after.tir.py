# tir-eqsat padding case assume_prunes_branch: AFTER
# Rule: T.assume(n > 0) decides the later condition 0 < n: the if/else becomes its then branch.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), n: T.int32):
        T.assume(n > 0)
        for i in range(8):
            A[i] = 1
