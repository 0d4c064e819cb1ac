# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((32,), "int32"), F: T.Buffer((16,), "float32"), x: T.int32, y: T.float32, z: T.int64, v: T.int32, u: T.int8):
    A[0] = x
    A[1] = x
    A[2] = x
    A[3] = 0
    A[4] = 0 - x
    A[5] = x + T.min(x, v)
    A[6] = x
    A[7] = 0
    A[8] = T.Cast("int32", z)
    A[9] = T.Cast("int32", T.Cast("int64", x))
    A[10] = 1 + T.Cast("int32", T.bool(True))
    A[11] = T.Select(T.bool(True), x, 1)
    A[12] = T.min(x + 1, x + 1)
    A[13] = x * 2 + x
    A[14] = T.FloorDiv(x, 1) + T.Min(x, x) + T.Mul(0, x) + T.Add(x, 0)
    A[15] = x + x + (x & 0) + x
    A[16] = 11
    A[17] = T.Cast("int32", T.bool(False))
    A[18] = T.Cast("int32", u + u % T.int8(1))
    A[19] = 7 + T.Select(x >= 0, x, 0 - x) + 3 + (x + 4 - 1) // 4 + (x + 1 - 1)
    F[8] = T.fabs(y) + T.float32(2.5)
    F[0] = y
    F[1] = y
    F[2] = T.float32(0.0) - y
    F[3] = y
    F[4] = y
    F[5] = T.float32(5.0)
    F[6] = y
    F[7] = T.float32(0.30000001192092896)
