# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32")):
    for i in range(16):
        B[i] = 7
    for i in range(16):
        C[i] = B[i] + A[i]
    for i in range(16):
        D[i] = 0
    for i in range(8):
        D[i] = D[i] + A[i]
    for i in range(4, 8):
        D[i] = 0
