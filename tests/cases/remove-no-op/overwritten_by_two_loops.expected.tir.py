# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32")):
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
