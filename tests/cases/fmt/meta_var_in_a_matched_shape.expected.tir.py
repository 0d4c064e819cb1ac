# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def scalar_func(A: T.Buffer((100, "m"), "float32"), B: T.Buffer((100, m), "float32")):
    m = T.int32()
    for i, j in T.grid(100, m):
        A[i, j] = B[i, j] + T.float32(100.0)
