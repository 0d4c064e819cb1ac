# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i in range(16):
        cos: T.float32
        cse_v1: T.let[T.float32] = T.Cast("float32", i)
        cos = T.cos(cse_v1)
        sin: T.float32 = T.sin(cse_v1)
        A[i] = cos * cos + sin * sin
