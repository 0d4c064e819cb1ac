# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), x: T.int32, n: T.int32):
    cse_v1: T.let[T.bool] = n != 0
    for i in range(8):
        assert cse_v1, "n must be nonzero"
        A[i] = x // n + i
