# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 5), "int32"), B: T.Buffer((4, 5), "int32"), C: T.Buffer((4, 5), "int32")):
    for i in range(4):
        if i < 2:
            for j in range(5):
                B[i, j] = T.if_then_else(j < 3, A[i, j], 0)
        else:
            for j in range(5):
                B[i, j] = 0
    for i in range(4):
        if i >= 2:
            for j in range(5):
                C[i, j] = A[i, j]
        else:
            for j in range(5):
                C[i, j] = T.if_then_else(j >= 3, A[i, j], 0)
