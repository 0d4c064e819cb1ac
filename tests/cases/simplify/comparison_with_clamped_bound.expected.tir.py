# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        if i < n:
            A[i] = 1
            B[i] = 2
    for i in range(16):
        if T.max(i, 2) <= n:
            B[i] = 3
    for i in range(16):
        if i < T.min(n, 8):
            A[i] = 4
