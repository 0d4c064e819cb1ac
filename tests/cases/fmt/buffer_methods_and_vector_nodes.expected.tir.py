# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32"), M: T.Buffer((4, 8), "uint8"), flag: T.bool, i: T.int32):
    j: T.let[T.int32] = i + 1
    B[0:4] = A[T.Ramp(4, 1, 4)]
    B[4:8] = A[T.Ramp(8, 1, 4)] + T.Broadcast(T.float32(1.0), 4)
    M[1, 0:4] = M[0, T.Ramp(4, 1, 4)]
    B[8:10] = T.Shuffle([A[T.Ramp(0, 1, 4)], A[T.Ramp(4, 1, 4)]], [7, 0])
    B[10] = T.Shuffle([A[T.Ramp(0, 1, 2)]], [1])
    if flag:
        B[11] = T.Cast("float32", j)
    B[12:16] = T.Broadcast(T.float32(1.0), 4)
