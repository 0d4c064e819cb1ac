# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), n: T.int32):
    p: T.let[T.handle("float32", "global")] = A.data
    A[0] = T.float32(0.0)
