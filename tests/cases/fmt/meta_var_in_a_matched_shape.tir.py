# A Python value named before a function-level `T.match_buffer` (`n = T.meta_var(100)`) is
# that value in the matched buffer's shape, as TVM's parser evaluates the top level in order.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def scalar_func(a: T.handle, b: T.handle):
    m = T.int32()
    n = T.meta_var(100)
    A = T.match_buffer(a, (n, m))
    B = T.match_buffer(b, (n, m))
    for i, j in T.grid(n, m):
        A[i, j] = B[i, j] + T.float32(n)
