# tir-eqsat padding case tl4_output_offset_both_ends_lambda_pad: AFTER
# Rule: Output B (10,) with the offset map i -> [(i+1)//4, (i+1)%4] (3, 4): padding at both ends ([0, 0] and [2, 3]); pad_value lambda io, ii: io - ii is written there by the postlude.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((3, 4), "int32")):
        for i in range(10):
            B[(i + 1) // 4, (i + 1) % 4] = A[i] - 1
        for io, ii in T.grid(3, 4):
            if io == 0 and ii == 0 or io == 2 and ii == 3:
                B[io, ii] = io - ii
