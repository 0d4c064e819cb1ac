# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32, y: T.int32):
    cse_v1: T.let[T.int32] = x * y + 1
    A[0] = cse_v1
    a: T.let[T.int32] = cse_v1
    A[1] = a
    A[2] = a * 2
