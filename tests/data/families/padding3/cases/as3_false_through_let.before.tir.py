# tir-eqsat padding case as3_false_through_let: BEFORE
# Rule: x = 3; T.assume(x * 2 > 7): false once the let is inlined: compile-time error.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32")):
        x: T.let[T.int32] = 3
        T.assume(x * 2 > 7)
        A[0] = x
