# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(n):
        B[i] = A[i] * 2
    for i in range(n):
        C[i] = B[i] + 1
    A[0] = 7
    for i in range(n):
        B[i] = A[i] * 2
    for i in range(16):
        D[i] = D[i] + 1
    for i in range(16):
        D[i] = D[i] + 1
