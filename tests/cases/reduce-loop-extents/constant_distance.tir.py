# A loop from 2 to a symbolic end, guarded by a constant bound: the distance of the bound from
# the loop start is folded (`8 - 2` is 6); the original computes `n - 2` itself.
# passes: reduce-loop-extents
# bind: n=-3
# bind: n=5
# bind: n=20
# not-contains: if
# contains: T.min(n - 2, 6)
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(2, n):
        if i < 8:
            B[i] = i
