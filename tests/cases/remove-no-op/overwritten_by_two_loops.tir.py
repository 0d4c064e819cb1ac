# A loop storing 0 into all of B is overwritten by the next two loops together (B[0..8) and
# B[8..16)), neither reading B: it goes. Where the two halves leave B[15] unwritten, or the
# second loop reads B, the first loop stays.
# passes: remove-no-op
# contains: C[i] = 0
# contains: D[i] = 0
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32")):
    for i in range(16):
        B[i] = 0
    for i in range(8):
        B[i] = A[i] + 1
    for i in range(8, 16):
        B[i] = A[i] - 1
    for i in range(16):
        C[i] = 0
    for i in range(8):
        C[i] = A[i] + 1
    for i in range(8, 15):
        C[i] = A[i] - 1
    for i in range(16):
        D[i] = 0
    for i in range(8):
        D[i] = A[i] + 1
    for i in range(8, 16):
        D[i] = D[i - 8] - 1
