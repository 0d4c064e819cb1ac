# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "bool"), n: T.int32):
    cse_v1: T.let[T.bool] = n != 0
    for i in range(16):
        B[i] = cse_v1 and i // n < 3 and i // n > 1
