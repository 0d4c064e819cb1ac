# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32"), D: T.Buffer((8,), "int32"), E: T.Buffer((16,), "int32")):
    for i in range(8, 16):
        A[i] = 0
    for i in range(8):
        A[i] = C[i] + 1
        B[i] = A[i] * 2
        E[i] = C[i] + 1
    for i in range(4, 5):
        E[i] = 0
    for i in range(8):
        D[i] = E[i] * 2
