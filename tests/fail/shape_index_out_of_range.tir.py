# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 4), "int32")):
    for i in range(A.shape[2]):
        A[i, 0] = 1
