# tir-eqsat padding case as2_int64_not_form: AFTER
# Rule: T.assume(not (n < 0 or n >= 8)) (negated disjunction form, int64) makes n % 8 equal n.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int64"), n: T.int64):
        T.assume(not (n < T.int64(0) or n >= T.int64(8)))
        for i in range(8):
            A[i] = n + A[i]
