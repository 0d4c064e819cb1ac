# Typed literals: T.int64 extents and constants, float16 and float32 constants.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((T.int64(16),), "int64"), F: T.Buffer((4,), "float16"), x: T.int64):
    for i in range(T.int64(16)):
        A[i] = x * T.int64(256) + i
    F[0] = T.float16(1.5)
    F[1] = T.Cast("float16", T.float32(0.25))
