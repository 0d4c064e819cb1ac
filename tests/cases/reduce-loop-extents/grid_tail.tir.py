# The padding tail of a 60-element buffer laid out 8x8: one value of the outer loop, four of
# the inner; a lower bound shrinks a loop's start; a symbolic guard gives T.min.
# passes: reduce-loop-extents
# bind: n=0
# bind: n=3
# bind: n=9
# contains: B[7, ii]
# contains: T.min(n, m)
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((8, 8), "float32"), C: T.Buffer((16,), "int32"), n: T.int32, m: T.int32):
    T.assume(0 <= m and m <= 16)
    for io, ii in T.grid(8, 8):
        if 8 * io + ii >= 60:
            B[io, ii] = T.float32(0.0)
    for i in range(16):
        if i >= 11:
            C[i] = i
    for i in range(n):
        if i < m:
            C[i] = C[i] + 1
