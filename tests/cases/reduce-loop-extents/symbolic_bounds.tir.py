# A lower-bound guard on a symbolic extent starts the loop at the bound (its extent clamped so
# that it cannot overflow or go negative); a symbolic guard on a constant range shrinks it.
# passes: reduce-loop-extents
# bind: n=2
# bind: n=9
# bind: n=30
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((32,), "int32"), n: T.int32):
    for i in range(n):
        if i >= 4:
            A[i - 4] = i
    for i in range(16):
        if i < n:
            A[i] = i
