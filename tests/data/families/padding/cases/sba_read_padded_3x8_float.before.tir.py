# tir-eqsat padding case sba_read_padded_3x8_float: BEFORE
# Rule: Reduction over 20 elements of A (3, 8): io, ii loops with guard 8*io+ii < 20.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 8), "float32"), B: T.Buffer((1,), "float32")):
        B[0] = T.float32(0.0)
        for i in range(20):
            B[0] = B[0] + A[i // 8, i % 8]
