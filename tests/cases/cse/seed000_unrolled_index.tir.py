# Seed 000's example with the terms commuted: semantic CSE still finds i*256 + j*16, and
# i*256 leaves the j loop.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4096,), "int32"), B: T.Buffer((8192,), "int32")):
    for i, j in T.grid(16, 16):
        A[i * 256 + j * 16 + 0] = B[i * 256 + j * 16 + 4096]
        A[j * 16 + i * 256 + 1] = B[4097 + i * 256 + j * 16]
        A[i * 256 + 2 + j * 16] = B[i * 256 + j * 16 + 4098]
