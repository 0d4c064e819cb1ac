# tir-eqsat padding case tl2_output_float16_div8: BEFORE
# Rule: transform_layout(B (10,) float16, i -> [i//8, i%8], pad 1.5): (2, 8), postlude writes 1.5 where 8*io+ii >= 10.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "float16"), B: T.Buffer((10,), "float16")):
        for i in range(10):
            B[i] = A[i] + T.float16(1.0)
