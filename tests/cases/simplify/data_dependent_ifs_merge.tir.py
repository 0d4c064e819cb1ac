# Two if/else on the same data-dependent condition merge when neither branch writes what the
# condition reads (`A[i] > 0` with bodies writing B and C); the negated condition merges
# crosswise; a pair whose first branches write A keeps both conditions.
# passes: simplify
# contains: C[i] = 1
# contains: D[i] = 3
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32"), D: T.Buffer((8,), "int32")):
    for i in range(8):
        if A[i] > 0:
            B[i] = A[i]
        else:
            B[i] = 0
        if A[i] > 0:
            C[i] = 1
        else:
            C[i] = B[i] + 2
    for i in range(8):
        if A[i] < 3:
            D[i] = 3
        if not A[i] < 3:
            D[i] = 4
    for i in range(8):
        if A[i] > 0:
            A[i] = 0
        if A[i] > 0:
            B[i] = 5
