# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), x: T.int32, y: T.int32):
    cse_v2: T.let[T.int32] = x * 2 + y
    A[0] = cse_v2
    A[1] = cse_v2
    if x < y:
        cse_v1: T.let[T.int32] = x - y
        A[2] = cse_v1 + A[cse_v1 + 32]
        A[3] = cse_v1
    A[4] = A[0] + A[0]
    A[5] = A[0] + A[0]
    if x < y:
        A[6] = T.max(x, y)
