# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer(("m",), "float32")):
    m = T.int32()
    for k in range((m + 3) // 4):
        A[k * 4] = T.float32(1.0)
        if k * 4 + 1 < m:
            A[k * 4 + 1] = T.float32(2.0)
