# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4096,), "int32"), B: T.Buffer((8192,), "int32")):
    for i in range(16):
        cse_v1: T.let[T.int32] = i * 256
        for j in range(16):
            cse_v2: T.let[T.int32] = cse_v1 + j * 16
            A[cse_v2] = B[cse_v2 + 4096]
            A[cse_v2 + 1] = B[cse_v2 + 4097]
            A[cse_v2 + 2] = B[cse_v2 + 4098]
