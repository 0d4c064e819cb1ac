# A kernel that declares its threads first, matches its handles after, then launches each
# thread by a statement (`T.launch_thread(bx, 8)`: the rest of the body runs under it).
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def launched(a: T.handle, b: T.handle):
    bx = T.env_thread("blockIdx.x")
    tx = T.env_thread("threadIdx.x")
    A = T.match_buffer(a, (64,), "float32")
    B = T.match_buffer(b, (64,), "float32")
    T.launch_thread(bx, 8)
    T.launch_thread(tx, 8)
    B[bx * 8 + tx] = A[bx * 8 + tx] * T.float32(2)
