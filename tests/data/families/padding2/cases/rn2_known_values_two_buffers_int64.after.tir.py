# tir-eqsat padding case rn2_known_values_two_buffers_int64: AFTER
# Rule: Assumptions on two buffers (int64 B[0] == 0, C[0] == 5): storing those values is a no-op, both stores go.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int64"), B: T.Buffer((1,), "int64"), C: T.Buffer((1,), "int64")):
        T.assume(B[0] == T.int64(0))
        T.assume(C[0] == T.int64(5))
        for i in range(8):
            B[0] = B[0] + A[i] * C[0]
