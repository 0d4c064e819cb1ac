# A symbolic bound moves in front of the loop, where it runs even when the loop runs zero
# times: `m + 1` may overflow there (`n = 0`, `m = 2147483647`) where the original never
# computed it, so that guard stays; `m` alone cannot overflow and bounds its loop.
# passes: reduce-loop-extents
# bind: n=0,m=2147483647
# bind: n=5,m=2
# bind: n=9,m=-4
# contains: if i < m + 1:
# contains: for j in range(T.min(n, m)):
# from tvm.script import tirx as T

@T.prim_func
def main(n: T.int32, m: T.int32, B: T.Buffer((16,), "int32")):
    for i in range(n):
        if i < m + 1:
            B[i] = 1
    for j in range(n):
        if j < m:
            B[j + 8] = 1
