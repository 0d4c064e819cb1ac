# A hand-written CUDA tree reduction: matched handles, shared memory, launched threads, barriers
# (`T.tvm_storage_sync`, met by every thread in lock-step under `check`), a while loop.
# passes: fmt
# check: --max-blocks 2
# from tvm.script import tirx as T

@T.prim_func
def reduce_gpu(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (256, 128), "float32")
    B = T.match_buffer(b, (256,), "float32")
    red = T.alloc_buffer((128,), "float32", scope="shared")
    bx = T.launch_thread("blockIdx.x", 256)
    tx = T.launch_thread("threadIdx.x", 128)
    red[tx] = A[bx, tx]
    T.tvm_storage_sync("shared")
    s = 64
    while s > 0:
        if tx < s:
            red[tx] = red[tx] + red[tx + s]
        T.tvm_storage_sync("shared")
        s = s // 2
    if tx == 0:
        B[bx] = red[0]
