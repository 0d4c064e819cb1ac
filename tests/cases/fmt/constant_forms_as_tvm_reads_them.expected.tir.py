# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "float32"), H: T.Buffer((4,), "float16"), B: T.Buffer((16,), "int32"), D: T.Buffer((4,), "int8"), C: T.Buffer((2,), "int64"), x: T.int32, y: T.int32, b: T.bool):
    B[0] = 1
    B[1] = 2
    B[2] = T.if_then_else(T.bool(False) or x // y == 0, 1, 2)
    B[3] = T.if_then_else(T.bool(True) and b and T.bool(False), 1, 2)
    B[13] = 2 + T.if_then_else(T.bool(False) or b, 1, 2)
    B[4] = T.if_then_else(b or T.bool(True), 1, 2)
    B[12] = T.if_then_else(T.EQ(1, 1), 1, 2) + T.if_then_else(T.NE(1, 2), 1, 2) + 1
    A[0] = T.float32(1.5)
    H[0] = T.float16(2.0)
    B[5] = T.BitwiseNot(0)
    B[6] = T.BitwiseNot(5)
    B[7] = ~(x & 3)
    B[8] = T.LShift(x, 0)
    B[9] = T.LShift(1, 2)
    B[10] = 1073741820
    B[11] = -1294967295
    C[0] = T.int64(2)
    D[0] = T.int8(6) ^ T.int8(3)
    D[1] = T.int8(-128)
    H[1] = T.float16(2.0) * T.float16(-1.0)
    H[2] = T.float16(0.0)
    A[1] = T.float32(-0.0)
    A[2] = T.Div(A[3], T.float32(0.0))
    A[4] = T.FloorDiv(A[5], T.float32(-0.0))
