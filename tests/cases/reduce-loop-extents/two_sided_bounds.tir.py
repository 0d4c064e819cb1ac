# Both bounds of a guard shrink a loop, each conjunct going once the range makes it true. A
# bound's distance from the loop start is written so that it cannot overflow (`T.max(n, 2) - 2`:
# `n - 2` would wrap for `n` near the int32 minimum, where the original runs no iteration).
# passes: reduce-loop-extents
# bind: n=-2147483647
# bind: n=-3
# bind: n=5
# bind: n=20
# not-contains: if
# contains: T.max(n, 2) - 2
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        if 2 <= i and i < n:
            A[i] = i
