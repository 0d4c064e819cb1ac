# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer(("d",), "int32"), n: T.int32):
    d = T.int32()
    for t in range(16):
        if 0 < d and t // d < n:
            A[0] = t
