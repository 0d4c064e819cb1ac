# tir-eqsat padding case tl6_input_mixed_radix_uint8: AFTER
# Rule: Input A (10,) uint8 with the mixed-radix map i -> [i//6, i%6//3, i%3] (2, 2, 3) and pad 255 (the dtype's maximum, the identity of the min-reduction that reads it): assumption 6*a+3*b+c < 10 or A == 255; the read is rewritten.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 2, 3), "uint8"), B: T.Buffer((1,), "uint8")):
        for a, b, c in T.grid(2, 2, 3):
            T.assume(6 * a + 3 * b + c < 10 or A[a, b, c] == T.uint8(255))
        B[0] = T.uint8(255)
        for i in range(10):
            B[0] = T.min(B[0], A[i // 6, i % 6 // 3, i % 3])
