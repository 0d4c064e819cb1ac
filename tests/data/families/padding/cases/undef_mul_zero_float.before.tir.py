# tir-eqsat padding case undef_mul_zero_float: BEFORE
# Rule: 0 * undef is 0 for floats too.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
        for i in range(16):
            B[i] = A[i] * T.float32(2.0) + T.float32(0.0) * T.Cast("float32", T.undef())
