# floordiv(t, s) < n is t < n*s only for s > 0; s is a parameter of any sign: both checks stay.
# passes: simplify
# bind: s=-3,n=2
# bind: s=3,n=2
# check: --trials 2
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), s: T.int32, n: T.int32):
    for t in range(64):
        if t // s < n:
            if t < n * s:
                A[t] = 1
