# tir-eqsat padding case as4_false_under_branch: BEFORE
# Rule: Inside if n > 5, T.assume(n < 3) is provably false where it stands (the branch condition refutes it): compile-time error.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2,), "int32"), n: T.int32):
        if n > 5:
            T.assume(n < 3)
            A[0] = n
        A[1] = n
