# tir-eqsat padding case as7_false_after_demorgan: BEFORE
# Rule: T.assume(not (n >= 3 or n < 0)) (0 <= n < 3 by De Morgan), then T.assume(n == 5): the second is provably false where it stands: compile-time error.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((1,), "int32"), n: T.int32):
        T.assume(not (n >= 3 or n < 0))
        T.assume(n == 5)
        A[0] = n
