# k < (m + 3) // 4 gives k*4 < m; the second lane's check is needed when m % 4 == 1.
# passes: simplify
# bind: m=1
# bind: m=4
# bind: m=5
# bind: m=13
# check: --trials 1
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer(("m",), "float32")):
    m = T.int32()
    for k in range((m + 3) // 4):
        if k * 4 < m:
            A[k * 4] = T.float32(1.0)
        if k * 4 + 1 < m:
            A[k * 4 + 1] = T.float32(2.0)
