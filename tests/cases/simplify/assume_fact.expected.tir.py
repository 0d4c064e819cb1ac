# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), n: T.int32):
    T.assume(n <= 64)
    for i in range(64):
        if i < n:
            A[i] = 1
