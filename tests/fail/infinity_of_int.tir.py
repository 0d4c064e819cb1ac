# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((1,), "int32")):
    A[0] = T.infinity("int32")
