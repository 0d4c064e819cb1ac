# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    for i, j in T.grid(8, 8):
        k: T.let[T.int32] = n
        if T.likely(k != 0):
            A[i * 8 + j] = A[i * 8 + j] * 3 + 1
        elif (i + k) // n < i + i:
            A[i * 8 + j] = A[i * 8 + j] * 3 + 1
