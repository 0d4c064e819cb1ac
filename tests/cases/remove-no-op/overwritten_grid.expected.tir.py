# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 6), "float32"), B: T.Buffer((8,), "float32")):
    for j, i in T.grid(6, 4):
        A[i, j] = T.float32(3.0)
    for i in range(8):
        B[i] = T.float32(5.0)
    for i in range(4):
        B[i * 2] = T.float32(6.0)
