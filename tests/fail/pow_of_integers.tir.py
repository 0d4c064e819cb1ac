# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "int32"), n: T.int32):
    A[0] = T.pow(n, 2)
