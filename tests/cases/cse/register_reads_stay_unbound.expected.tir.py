# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), n: T.int32):
    for i in range(4):
        x: T.int32 = i * 4 + n
        cse_v1: T.let[T.int32] = x * 3 + 1
        A[x] = cse_v1
        A[x + 32] = cse_v1
