# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((32,), "int32"), n: T.int32):
    for t in range(32):
        if t < n:
            A[t] = 1
            A[t] = A[t] + 1
            A[t] = A[t] + 2
            A[t] = A[t] + 4
        else:
            A[t] = A[t] + 3
        if t < n + 32:
            A[t] = A[t] + 5
        T.assume(t < n + 32)
        A[t] = A[t] + 6
