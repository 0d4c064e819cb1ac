# TVM vectorizes and unrolls only loops of a constant extent: a symbolic guard leaves those
# loops as they are (`T.min(4, n)` would not build), while a serial loop takes the bound.
# passes: reduce-loop-extents
# bind: n=2
# bind: n=7
# contains: for i in T.vectorized(4):
# contains: for j in T.unroll(4):
# contains: for k in range(T.min(4, n)):
# from tvm.script import tirx as T

@T.prim_func
def main(n: T.int32, B: T.Buffer((12,), "int32")):
    for i in T.vectorized(4):
        if i < n:
            B[i] = B[i] + 1
    for j in T.unroll(4):
        if j < n:
            B[j + 4] = B[j + 4] + 1
    for k in range(4):
        if k < n:
            B[k + 8] = B[k + 8] + 1
