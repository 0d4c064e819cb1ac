# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32"), D: T.Buffer((8,), "int32")):
    for i in range(8):
        if A[i] > 0:
            B[i] = A[i]
            C[i] = 1
        else:
            B[i] = 0
            C[i] = B[i] + 2
    for i in range(8):
        if A[i] < 3:
            D[i] = 3
        else:
            D[i] = 4
    for i in range(8):
        if A[i] > 0:
            A[i] = 0
        if A[i] > 0:
            B[i] = 5
