# `T.pow` matches its operands' types as TVM's `pow` does: a `float16` value and a `float32` one,
# or the Python number `2.0` (a `float32` through TVM's FFI), give a `float32` power of the cast
# value; an integer operand is cast to the float.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(F: T.Buffer((4,), "float32"), H: T.Buffer((4,), "float16"), n: T.int32):
    F[0] = T.pow(H[0], F[1])
    F[1] = T.pow(H[1], 2.0)
    F[2] = T.pow(n, T.float32(0.5))
    H[2] = T.pow(H[3], T.float16(3.0))
