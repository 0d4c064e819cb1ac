# Hand-written kernels declare buffers as `a: T.handle` parameters matched at the top of the
# body (`A = T.match_buffer(a, shape, dtype, ...)`, positional or keyword dtype, layout hints):
# TVM binds each handle to its buffer and prints the function with `A: T.Buffer(...)` in its
# place, and so do we.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def matmul(a: T.handle, b: T.handle, c: T.handle):
    T.func_attr({"global_symbol": "matmul", "tirx.noalias": True})
    A = T.match_buffer(a, (16, 16), "float32")
    B = T.match_buffer(b, [16, 16])
    C = T.match_buffer(c, (16, 16), dtype="float32", align=64, offset_factor=1)
    for i, j, k in T.grid(16, 16, 16):
        with T.sblock("update"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = T.float32(0)
            C[vi, vj] = C[vi, vj] + A[vi, vk] * B[vj, vk]
