# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(C: T.Buffer(("n",), "float32"), D: T.Buffer((16,), "int32")):
    n = T.int32()
    for i in range(n):
        if T.likely(0 <= i - 6 and i < 22):
            D[i - 6] = 9
        if T.likely(i < 8) and T.likely(i < 5):
            C[i] = T.float32(1.0)
