# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i, j in T.grid(4, 4, step=2):
        A[i] = T.float32(0.0)
