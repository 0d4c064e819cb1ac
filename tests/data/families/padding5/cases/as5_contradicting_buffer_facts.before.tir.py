# tir-eqsat padding case as5_contradicting_buffer_facts: BEFORE
# Rule: T.assume(A[0] == 1) followed (no write between) by T.assume(A[0] == 2): the second is provably false where it stands: compile-time error.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2,), "int32"), B: T.Buffer((2,), "int32")):
        T.assume(A[0] == 1)
        T.assume(A[0] == 2)
        B[0] = A[0]
