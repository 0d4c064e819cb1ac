# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i in range(0, 8, 2, 1):
        A[i] = T.float32(0.0)
