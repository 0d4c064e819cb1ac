# tir-eqsat padding case as3_assume_in_else_branch: AFTER
# Rule: An assumption in the else branch (n < 10) combined with the negated branch condition (n >= 4) makes n // 10 equal 0 there.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2,), "int32"), n: T.int32):
        if n < 4:
            A[0] = n + 1
        else:
            T.assume(n < 10)
            A[0] = 0
