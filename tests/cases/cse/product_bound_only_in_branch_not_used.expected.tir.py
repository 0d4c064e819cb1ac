# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(X: T.Buffer(("n", "m"), "float32"), Y: T.Buffer((n, m), "float32"), c: T.int32):
    n, m = T.int32(), T.int32()
    if c > 0:
        Y[0, 0] = T.Cast("float32", n * m)
    cse_v1: T.let[T.int32] = m - 1
    for i0, k in T.grid(n, cse_v1):
        Y[i0, k] = X[i0, k] + T.Cast("float32", m * i0)
