# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32")):
    for i in range(0, 60, 7):
        A[i] = T.float32(1.0)
