# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    for i in range(32):
        cse_v1: T.let[T.int32] = i + 1
        B[i] = A[cse_v1] * A[cse_v1]
