# tir-eqsat padding case tl7_input_two_axes_float16_pad_one: BEFORE
# Rule: Input A (3, 6) float16 with [i, j] -> [i//2, j//4, i%2, j%4] (2, 2, 2, 4), padding along both axes, pad 1.0 (the identity of the row products that read it): the assumption (2*io+ii < 3 and 4*jo+ji < 6) or A == 1.0 over the new shape; the read is rewritten.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 6), "float16"), B: T.Buffer((3,), "float16")):
        for i in range(3):
            B[i] = T.float16(1)
            for j in range(6):
                B[i] = B[i] * A[i, j]
