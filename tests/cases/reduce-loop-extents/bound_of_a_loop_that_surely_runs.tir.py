# A loop that surely runs (`range(8)`) computes its guard on its first iteration, so a bound
# that may overflow (`m + 1`) bounds it: where it overflows in front of the loop, it overflowed
# there.
# passes: reduce-loop-extents
# bind: m=2
# bind: m=-4
# bind: m=100
# contains: for k in range(T.min(8, m + 1)):
# from tvm.script import tirx as T

@T.prim_func
def main(m: T.int32, B: T.Buffer((8,), "int32")):
    for k in range(8):
        if k < m + 1:
            B[k] = 1
