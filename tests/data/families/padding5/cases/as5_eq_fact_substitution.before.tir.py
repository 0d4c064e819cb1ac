# tir-eqsat padding case as5_eq_fact_substitution: BEFORE
# Rule: T.assume(n == 3) fixes n: n * 4 becomes 12 and the if n < 5 keeps only its then branch.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2,), "int32"), n: T.int32):
        T.assume(n == 3)
        A[0] = n * 4
        if n < 5:
            A[1] = 1
        else:
            A[1] = 2
