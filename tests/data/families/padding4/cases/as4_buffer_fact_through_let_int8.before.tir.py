# tir-eqsat padding case as4_buffer_fact_through_let_int8: BEFORE
# Rule: T.assume(A[2] == 4) (int8) applies to a let bound to an expression of A[2] (x = A[2] + 1): x * 2 is 10 and A[3] + x is A[3] + 5; the let goes once unused.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "int8"), B: T.Buffer((2,), "int8")):
        T.assume(A[2] == T.int8(4))
        x: T.let[T.int8] = A[2] + T.int8(1)
        B[0] = x * T.int8(2)
        B[1] = A[3] + x
