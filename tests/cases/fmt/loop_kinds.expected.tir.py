# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    for i in range(2):
        for j in T.unroll(4):
            for k in T.vectorized(2):
                B[i * 32 + j * 8 + k] = A[i * 32 + j * 8 + k]
    for i in T.parallel(4):
        for j in range(2, 6):
            B[i * 8 + j + 32] = A[i * 8 + j]
    for i, j in T.grid(2, 3):
        B[i * 3 + j + 48] = T.float32(0.0)
