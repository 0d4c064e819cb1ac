# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f3(A: T.Buffer(("m * 4",), "int32")):
    m = T.int32()
    for i in range(m):
        A[i] = 0
