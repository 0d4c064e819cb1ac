# tir-eqsat padding case ud2_pure_float16: AFTER
# Rule: A pure float16 expression using T.undef() (A[i] + undef * 2.0) may become T.Cast(float16, T.undef()).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "float16"), B: T.Buffer((16,), "float16")):
        for i in range(16):
            B[i] = T.Cast("float16", T.undef())
