# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "float32")):
    A[0] = T.float32(1e39)
