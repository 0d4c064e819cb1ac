# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), n: T.int32):
    m = T.bind(n, T.int32, T.int32)
    A[m] = T.float32(1)
