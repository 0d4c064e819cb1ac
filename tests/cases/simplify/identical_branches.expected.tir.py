# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        A[i] = B[i] + 1
        B[i] = 0
