# tir-eqsat padding case rn7_reverse_partial_forbidden: FORBIDDEN
# Rule: B[i] = 0 for all 16 elements, then for i in range(1, 16): B[16 - i] = A[i] * 2, which writes B[15] down to B[1] but never B[0]: the first loop is not a no-op.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(1, 16):
            B[16 - i] = A[i] * 2
