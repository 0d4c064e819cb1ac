# A statement repeating an earlier one (up to its loop variables' names) goes when running it
# again changes nothing: it stores values that read no buffer it writes, calls nothing impure,
# and nothing between writes a buffer it reads or writes, over a symbolic extent too. It stays
# when a statement between writes what it reads (`A`), and when it reads what it writes
# (`D[i] = D[i] + 1` adds again).
# passes: remove-no-op
# contains: C[i] = B[i] + 1
# not-contains: B[j] = A[j] * 2
# contains: A[0] = 7
# contains: D[i] = D[i] + 1
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(n):
        B[i] = A[i] * 2
    for i in range(n):
        C[i] = B[i] + 1
    for j in range(n):
        B[j] = A[j] * 2
    A[0] = 7
    for i in range(n):
        B[i] = A[i] * 2
    for i in range(16):
        D[i] = D[i] + 1
    for i in range(16):
        D[i] = D[i] + 1
