# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        B[i] = T.if_then_else(n != 0, i // n, 0) + T.if_then_else(n != 0, i // n, 1)
