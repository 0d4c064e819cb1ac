# Constants fold in their dtype's precision, as the compiled program computes them:
# `T.float16(0.1)` is 0.0999755859375 before it is multiplied, `T.float16(2049.0)` is 2048.0,
# and a float32 let of 16777217.0 holds 16777216.0 (folding the written values in double
# precision gave 0.300048828125, 1.0 and 1.0).
# passes: cse
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(H: T.Buffer((4,), "float16"), A: T.Buffer((4,), "float32")):
        c: T.let[T.float32] = T.float32(16777217.0)
        for i in range(4):
            H[i] = H[i] * (T.float16(0.1) * T.float16(3.0)) + (T.float16(2049.0) - T.float16(2048.0))
            A[i] = A[i] + (c - T.float32(16777216.0))
