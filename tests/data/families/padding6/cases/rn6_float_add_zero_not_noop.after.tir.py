# tir-eqsat padding case rn6_float_add_zero_not_noop: AFTER
# Rule: C[0] is assumed to equal 0.0, but B[i] = B[i] + C[0] is not a no-op for floats: if B[i] is -0.0 and C[0] is +0.0 the sum is +0.0. The loop must stay.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((4,), "float32"), C: T.Buffer((1,), "float32")):
        T.assume(C[0] == T.float32(0))
        for i in range(4):
            B[i] = B[i] + C[0]
