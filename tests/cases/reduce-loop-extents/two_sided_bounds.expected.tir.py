# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(2, 2 + T.min(14, T.max(n, 2) - 2)):
        A[i] = i
