# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "int8"), H: T.Buffer((4,), "float16"), U: T.Buffer((4,), "uint16"), B: T.Buffer((4,), "int32"), b: T.bool, x: T.int64, R: T.Buffer((4,), "int64"), n: T.int16):
    A[0] = T.Cast("int8", T.Cast("int32", A[0]) + 1)
    H[0] = T.Cast("float16", T.Cast("float32", H[0]) * T.float32(0.5))
    U[0] = T.Cast("uint16", T.Cast("int32", U[1]) - 1)
    B[0] = T.Cast("int32", T.Cast("int32", A[1]) * 100)
    B[1] = T.Cast("int32", T.Cast("int32", A[1]) < 300) + T.Cast("int32", T.int8(3) < A[2]) + T.Cast("int32", A[3] == T.int8(7))
    B[2] = T.if_then_else(b, T.Cast("int32", A[2]), 1000) + T.max(T.Cast("int32", A[3]), 1000)
    A[1] = T.Cast("int8", T.Cast("int32", b) + 1) + A[2]
    R[0] = x & T.int64(-1294967296)
    for i in range(T.Cast("int32", n), T.Cast("int32", n) + 4):
        B[i - T.Cast("int32", n)] = i
