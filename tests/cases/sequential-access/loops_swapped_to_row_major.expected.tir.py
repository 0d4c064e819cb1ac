# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4, 6), "int32"), B: T.Buffer((4,), "int32")):
    for i, j in T.grid(4, 6):
        A[i, j] = A[i, j] * 2 + i * 10 + j
    for j, i in T.grid(6, 4):
        A[i, j] = A[(i + 1) % 4, j] + 1
    for j, i in T.grid(6, 4):
        A[i, 0] = j
