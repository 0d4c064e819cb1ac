# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((12,), "int32"), B: T.Buffer((3, 4), "int32"), C: T.Buffer((3, 4), "int32")):
    for i in range(12):
        if i < 6:
            A[i] = 0
            A[i] = A[i] + 10
        else:
            A[i] = 1
            A[i] = A[i] + 20
        if A[i] < 5:
            A[i] = 7
    for o, k in T.grid(3, 4):
        if o * 4 + k < 10:
            B[o, k] = 8
            C[o, k] = 1
        else:
            B[o, k] = 9
