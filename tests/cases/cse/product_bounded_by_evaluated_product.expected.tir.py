# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(X: T.Buffer(("n", "m"), "float32"), Y: T.Buffer((n, m), "float32")):
    n, m = T.int32(), T.int32()
    B = T.alloc_buffer((n * m,))
    for i0 in range(n):
        cse_v1: T.let[T.int32] = m * i0
        for k in range(m):
            B[cse_v1 + k] = X[i0, k]
    for i0 in range(n):
        cse_v2: T.let[T.int32] = m * i0
        for k in range(m):
            Y[i0, k] = B[cse_v2 + k]
