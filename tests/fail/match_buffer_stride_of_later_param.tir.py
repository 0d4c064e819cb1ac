# from tvm.script import tirx as T

@T.prim_func
def main(a: T.handle, n: T.int32, s: T.int32):
    A = T.match_buffer(a, (n, 4), "float32", strides=(s, 1))
    for i, j in T.grid(n, 4):
        A[i, j] = A[i, j] + T.float32(1)
