# tir-eqsat padding case as2_two_buffers_int8: BEFORE
# Rule: Assumptions on two buffers (B[0] == 2, C[0] == -1, int8) decide C[0] < B[0] and give B[0]'s value: the if goes, B[0] becomes 2.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int8"), B: T.Buffer((1,), "int8"), C: T.Buffer((1,), "int8")):
        T.assume(B[0] == T.int8(2))
        T.assume(C[0] == T.int8(-1))
        for i in range(8):
            if C[0] < B[0]:
                A[i] = A[i] + B[0]
