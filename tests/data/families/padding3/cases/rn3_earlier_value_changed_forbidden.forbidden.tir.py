# tir-eqsat padding case rn3_earlier_value_changed_forbidden: FORBIDDEN
# Rule: B[i] = 0 for all i, then B[0..7] += A: the later stores of 0 to B[4..11] are not all no-ops (B[4..7] changed).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            B[i] = 0
        for i in range(8):
            B[i] = B[i] + A[i]
