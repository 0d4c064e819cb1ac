# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), c: T.int32):
    for i in range(8):
        A[i] = i if c else 0
