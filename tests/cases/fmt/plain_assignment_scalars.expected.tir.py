# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "int32"), n: T.int32):
    x: T.int32 = 5
    y: T.float32 = T.exp(A[0])
    z: T.float32 = A[1]
    w: T.float32 = T.float32(1.5)
    x = x + n
    A[2] = T.Cast("float32", x) + y + z + w
    for i in range(4):
        k: T.int32 = i * 2
        k = k + 1
        B[k] = k
    big: T.bool = n > 2
    if big:
        B[0] = 1
