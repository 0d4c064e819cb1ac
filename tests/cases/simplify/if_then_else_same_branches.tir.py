# `T.if_then_else(c, x, x)` is `x`, also where simplification makes the branches equal
# (`y - y + A[i]` is `A[i]`); a condition that calls something impure would stay.
# passes: simplify
# not-contains: if_then_else
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), y: T.int32):
    for i in range(16):
        B[i] = T.if_then_else(i < 14, A[i], y - y + A[i])
        C[i] = T.if_then_else(i < 3, A[i] * 2, A[i] * 2) + 1
