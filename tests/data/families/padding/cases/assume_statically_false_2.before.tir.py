# tir-eqsat padding case assume_statically_false_2: BEFORE
# Rule: 2*i > 14 is false for every i in range(8): compile-time error.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32")):
        for i in range(8):
            T.assume(2 * i > 14)
            A[i] = i
