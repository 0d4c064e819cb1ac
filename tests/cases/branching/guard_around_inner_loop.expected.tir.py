# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 3, 4), "int8"), B: T.Buffer((2, 3, 4), "int8")):
    for i, j in T.grid(2, 3):
        if i != 1 or j != 2:
            for k in range(4):
                B[i, j, k] = T.int8(0)
                for f in range(2):
                    B[i, j, k] = B[i, j, k] + A[i, j, (k + f) % 4]
    for i, j, k in T.grid(2, 3, 4):
        if i == 1 and j == 2:
            B[i, j, k] = T.int8(0)
