# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        B[i] = T.cast(A[i], "int32", None, 0)
