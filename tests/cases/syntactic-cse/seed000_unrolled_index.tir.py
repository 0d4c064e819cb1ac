# Seed 000's motivating example: i*256 + j*16 is computed once per iteration.
# passes: syntactic-cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4096,), "int32"), B: T.Buffer((8192,), "int32")):
    for i, j in T.grid(16, 16):
        A[i * 256 + j * 16 + 0] = B[i * 256 + j * 16 + 4096]
        A[i * 256 + j * 16 + 1] = B[i * 256 + j * 16 + 4097]
        A[i * 256 + j * 16 + 2] = B[i * 256 + j * 16 + 4098]
