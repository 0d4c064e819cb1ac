# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in T.serial(4, unroll=0):
        A[i] = 0
