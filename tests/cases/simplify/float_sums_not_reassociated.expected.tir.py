# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    x: T.let[T.float32] = T.float32(1.0)
    for i in range(8):
        B[i] = A[i] + x + T.float32(2.0)
