# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    A[0:8:2] = T.Broadcast(T.float32(1.0), 4)
    A[1:13:3] = B[T.Ramp(0, 1, 4)]
    for i in range(8):
        B[i * 8:i * 8 + 8:2] = A[T.Ramp(i * 8 + 1, 2, 4)]
