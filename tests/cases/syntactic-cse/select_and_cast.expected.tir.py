# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), F: T.Buffer((8,), "float32"), x: T.int32, y: T.int32):
    cse_v1: T.let[T.int32] = T.Select(x < y, x - y, y - x)
    A[0] = cse_v1
    A[1] = cse_v1
    cse_v2: T.let[T.float32] = T.Cast("float32", x + y)
    F[0] = cse_v2 * T.float32(2.0)
    F[1] = cse_v2 + T.float32(1.0)
