# The first two loops merge (element-wise); the stencil loop reads what a later iteration of
# the loop before it writes, so it stays apart; loops over different ranges never merge.
# passes: merge-loops
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")):
    for i in range(16):
        A[i] = i * 3
    for i in range(16):
        B[i] = A[i] + 1
    for i in range(16):
        if i < 15:
            C[i] = B[i + 1] - B[i]
    for i in range(8):
        C[i] = C[i] * 2
