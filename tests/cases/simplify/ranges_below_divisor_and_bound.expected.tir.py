# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), n: T.int32):
    T.assume(0 <= n and n < 16)
    for io, ii in T.grid(4, 4):
        A[io * 4 + ii] = ii + (n + (n + ii)) + (n - 20)
