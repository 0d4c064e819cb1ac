# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in T.parallel(4, unroll=True):
        A[i] = 0
