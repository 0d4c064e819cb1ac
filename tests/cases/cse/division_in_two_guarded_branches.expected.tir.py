# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((16,), "int32"), n: T.int32, x: T.int32, c: T.int32):
    cse_v1: T.let[T.bool] = n != 0
    if c > 0:
        if cse_v1:
            B[0] = x // n
    if cse_v1:
        B[1] = x // n
