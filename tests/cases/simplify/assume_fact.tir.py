# T.assume(n <= 64) and the loop range make the inner check redundant under i < n.
# passes: simplify
# bind: n=3
# bind: n=64
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), n: T.int32):
    T.assume(n <= 64)
    for i in range(64):
        if i < n:
            if i < 64:
                A[i] = 1
