# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4096, 4096), "float32"), B: T.Buffer((4096, 4096), "float32"), C: T.Buffer((4096, 4096), "float32")):
    for i, j in T.grid(4096, 4096):
        B[i, j] = A[i, j] * T.float32(2.0)
    for i, j in T.grid(4096, 4096):
        C[i, j] = B[i, j] + T.float32(1.0)
