# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i in range(16):
        acc: T.float32
        total: T.float32
        acc = T.float32(1.0)
        total = acc + T.float32(2.0)
        A[i] = acc * total
