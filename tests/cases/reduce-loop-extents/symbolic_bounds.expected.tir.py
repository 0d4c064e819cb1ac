# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((32,), "int32"), n: T.int32):
    for i in range(4, 4 + (T.max(n, 4) - 4)):
        A[i - 4] = i
    for i in range(T.min(16, n)):
        A[i] = i
