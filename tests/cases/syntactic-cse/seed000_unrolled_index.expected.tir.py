# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4096,), "int32"), B: T.Buffer((8192,), "int32")):
    for i, j in T.grid(16, 16):
        cse_v1: T.let[T.int32] = i * 256 + j * 16
        A[cse_v1] = B[cse_v1 + 4096]
        A[cse_v1 + 1] = B[cse_v1 + 4097]
        A[cse_v1 + 2] = B[cse_v1 + 4098]
