# tir-eqsat padding case tl_input_pad8_float: AFTER
# Rule: transform_layout on an input A (10,) -> (2, 8) pad 0.5: T.assume(8*io+ii < 10 or A == 0.5) over the new shape; consumer indices rewritten.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "float32"), B: T.Buffer((1,), "float32")):
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 10 or A[io, ii] == T.float32(0.5))
        B[0] = T.float32(0.0)
        for i in range(10):
            B[0] = B[0] + A[i // 8, i % 8]
