# tir-eqsat padding case tl4_conv_input_front_offset: BEFORE
# Rule: Input A (16,) of a 2-tap stencil with the offset map i -> [(i+2)//6, (i+2)%6] (3, 6, front padding only), pad 0: assumption 6*io+ii >= 2 or A == 0; both reads rewritten (A[i + 2] -> [(i+4)//6, (i+4)%6]).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((14,), "int32")):
        for i in range(14):
            B[i] = A[i] + A[i + 2]
