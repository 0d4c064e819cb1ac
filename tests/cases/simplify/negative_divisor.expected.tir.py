# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), s: T.int32, n: T.int32):
    for t in range(64):
        if t // s < n:
            if t < n * s:
                A[t] = 1
