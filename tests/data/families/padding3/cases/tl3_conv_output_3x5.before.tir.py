# tir-eqsat padding case tl3_conv_output_3x5: BEFORE
# Rule: 1-d convolution output B (12,) -> [i//5, i%5] (3, 5) pad 0: both the init and the update are rewritten; postlude where 5*io+ii >= 12.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((14,), "int32"), B: T.Buffer((12,), "int32")):
        for i in range(12):
            B[i] = 0
            for f in range(3):
                B[i] = B[i] + A[i + f]
