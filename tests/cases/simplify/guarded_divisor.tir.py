# The division is evaluated only once 0 < d held (C and CUDA short-circuit `and`), so it
# does not prove d != 0 for the guard itself: the condition stays.
# passes: simplify
# bind: d=3,n=2
# check: --trials 2
# contains: if 0 < d and t // d < n:
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer(("d",), "int32"), n: T.int32):
    d = T.int32()
    for t in range(16):
        if 0 < d and t // d < n:
            A[0] = t
