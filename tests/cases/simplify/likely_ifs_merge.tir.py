# Two if/else statements on the same condition, each wrapped in `T.likely` (a hint, not another
# condition), merge into one that keeps the hint.
# passes: simplify
# contains: if T.likely(i < 14):
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        if T.likely(i < 14):
            A[i] = 1
        else:
            A[i] = 2
        if T.likely(i < 14):
            B[i] = A[i] + 1
        else:
            B[i] = 0
