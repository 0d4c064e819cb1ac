# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    cse_v1: T.let[T.int32] = n * m
    for i in range(8):
        A[i] = cse_v1 + i
        A[i + 8] = cse_v1 - i
    A[16] = cse_v1
