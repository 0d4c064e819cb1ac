# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), n: T.int32):
    for i in range(64):
        A[i] = T.float32(1.0)
    for i in range(3, 64, 4):
        A[i] = T.float32(2.0)
    for i in T.serial(0, 8, annotations={"pragma_unroll_explicit": 1}, step=2):
        A[i] = T.float32(3.0)
    for i in T.unroll(0, 8, step=2):
        A[i] = A[i] + T.float32(1.0)
    for i in T.parallel(n, n + (64 - n), step=5):
        A[i] = T.float32(4.0)
    for i in range(n, n + 12, n // 8 + 1):
        A[i] = T.float32(5.0)
    for j in range(4):
        for i in T.vectorized(j, j + (64 - j), step=4):
            A[i] = T.float32(6.0)
