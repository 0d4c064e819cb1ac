# tir-eqsat padding case as7_reverse_index_pad_fact: BEFORE
# Rule: The 1-d padding fact written not (13 < i) or A[i] == 0 decides reverse-indexed reads: for i in range(2), A[15 - i] is A[15] or A[14], both padding, so A[15 - i] * 3 + C[i] is C[i].
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), C: T.Buffer((2,), "int32"), B: T.Buffer((2,), "int32")):
        for i in range(16):
            T.assume(not (13 < i) or A[i] == 0)

        for i in range(2):
            B[i] = A[15 - i] * 3 + C[i]
