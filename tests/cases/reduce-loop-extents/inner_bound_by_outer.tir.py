# An inner guard bounded by the outer variable (`j < 2 * i`) shrinks the inner loop to
# `range(2 * i)`, without a `T.min` against its old extent 8 where the outer range
# (`i` in `0..4`) shows `2 * i` never exceeds it; against 5 the `T.min` stays. The outer loop
# loses `i = 0`, where the guard is never true.
# passes: reduce-loop-extents
# contains: for j in range(2 * i):
# contains: T.min(5, 2 * i)
# not-contains: T.min(8
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4, 8), "int32"), C: T.Buffer((4, 8), "int32")):
    for i, j in T.grid(4, 8):
        if j < 2 * i:
            B[i, j] = i - j
    for i, j in T.grid(4, 5):
        if j < 2 * i:
            C[i, j] = i + j
