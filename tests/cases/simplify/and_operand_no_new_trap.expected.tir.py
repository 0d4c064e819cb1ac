# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    for i, j in T.grid(8, 8):
        k: T.let[T.int32] = n + j
        if T.likely(j <= 0 and k + i < (i - (n - j)) // n):
            A[i * 8] = A[i * 8] * 3 + 1
