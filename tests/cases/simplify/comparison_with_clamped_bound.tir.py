# A comparison with a clamped bound splits into its two comparisons (`i < T.min(n, 16)` is
# `i < n and i < 16`), and the loop's range decides the constant one: in a loop of 16 the
# check is `i < n`, the condition of the `if` before it, so the two merge. Against
# `T.min(n, 8)` the clamp matters, and the split form costs more: the check stays as written.
# passes: simplify
# not-contains: T.min(n, 16)
# contains: if i < T.min(n, 8):
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        if i < n:
            A[i] = 1
        if i < T.min(n, 16):
            B[i] = 2
    for i in range(16):
        if T.max(i, 2) <= n:
            B[i] = 3
    for i in range(16):
        if i < T.min(n, 8):
            A[i] = 4
