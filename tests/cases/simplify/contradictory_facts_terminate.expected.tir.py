# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    for i, j in T.grid(8, T.min(n, 8)):
        k: T.let[T.int32] = 6 + m
        if n < 1 and not k != -1:
            A[i * 8 + j] = A[i * 8 + j] * 3 + 63
            A[i * 8 + j] = A[i * 8 + j] * 3 + 22
            A[i * 8 + j] = A[i * 8 + j] * 3 + 28
        if T.likely(T.likely(k != -1)):
            A[i * 8 + j] = A[i * 8 + j] * 3 + 92
            if T.likely(m == 0):
                A[i * 8 + j] = A[i * 8 + j] * 3 + 4
                A[i * 8 + j] = A[i * 8 + j] * 3 + 60
            else:
                A[i * 8 + j] = A[i * 8 + j] * 3 + 2
        if n * 4 - 4 <= (k - -3) * -3 - (n + 2) and k == 0:
            A[i * 8 + j] = A[i * 8 + j] * 3 + 14
        elif T.likely(m == 0):
            A[i * 8 + j] = A[i * 8 + j] * 3 + 17
            A[i * 8 + j] = A[i * 8 + j] * 3 + 80
        else:
            A[i * 8 + j] = A[i * 8 + j] * 3 + 45
