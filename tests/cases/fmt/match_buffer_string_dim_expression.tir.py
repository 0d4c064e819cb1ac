# An extent over a body symbol prints as a string dim expression (`"m * 4"`), as TVM prints it.
# passes: fmt
# bind: m=5
# from tvm.script import tirx as T

@T.prim_func
def f3(a: T.handle):
    m = T.int32()
    A = T.match_buffer(a, (m * 4,), "int32")
    for i in range(m):
        A[i] = 0

