# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def limits(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "float16"), D: T.Buffer((8,), "float64"), E: T.Buffer((8,), "uint8"), F: T.Buffer((8,), "int64")):
    A[0] = T.float32(-3.4028234663852886e38)
    A[1] = T.float32(3.4028234663852886e38)
    A[2] = T.float32("inf")
    A[3] = T.float32("-inf")
    B[0] = -2147483648
    B[1] = 2147483647
    C[0] = T.float16(65504.0)
    C[1] = T.float16(-65504.0)
    D[1] = T.float64("inf")
    E[0] = T.uint8(255)
    E[1] = T.uint8(0)
    F[0] = T.int64(-9223372036854775808)
