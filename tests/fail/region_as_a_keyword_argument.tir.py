# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32")):
    T.hint("partition", access=A[0:64])
