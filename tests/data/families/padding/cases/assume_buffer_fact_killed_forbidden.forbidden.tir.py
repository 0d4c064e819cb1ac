# tir-eqsat padding case assume_buffer_fact_killed_forbidden: FORBIDDEN
# Rule: A fact about B[0] no longer holds after B[0] is written: C[0] = B[0] * 2 may not become 6.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "int32"), B: T.Buffer((1,), "int32"), C: T.Buffer((1,), "int32")):
        T.assume(B[0] == 3)
        B[0] = A[0]
        C[0] = 6
