# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4, 8), "int32"), C: T.Buffer((4, 8), "int32")):
    for i in range(1, 4):
        for j in range(2 * i):
            B[i, j] = i - j
    for i in range(4):
        for j in range(T.min(5, 2 * i)):
            C[i, j] = i + j
