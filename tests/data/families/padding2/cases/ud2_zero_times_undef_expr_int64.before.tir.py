# tir-eqsat padding case ud2_zero_times_undef_expr_int64: BEFORE
# Rule: 0 times a pure expression that uses undef ((undef + A[i]) * 0, int64) is 0.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int64"), B: T.Buffer((16,), "int64")):
        for i in range(16):
            B[i] = A[i] + (T.Cast("int64", T.undef()) + A[i]) * T.int64(0)
