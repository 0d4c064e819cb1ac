# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), x: T.int32):
    for i in range(4):
        B[i * 4:i * 4 + 4] = A[T.Ramp(i * 4, 1, 4)] + T.Broadcast(x, 4)
