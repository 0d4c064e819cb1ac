# tir-eqsat padding case as6_two_facts_int64_false: BEFORE
# Rule: T.assume(n >= 10) on an int64 scalar, then T.assume(n * 2 < 12): with the first fact the second is false where it stands (n * 2 >= 20): compile-time error.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((1,), "int32"), n: T.int64):
        T.assume(n >= T.int64(10))
        T.assume(n * T.int64(2) < T.int64(12))
        A[0] = 1
