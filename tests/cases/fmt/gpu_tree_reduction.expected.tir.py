# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def reduce_gpu(A: T.Buffer((256, 128), "float32"), B: T.Buffer((256,), "float32")):
    red = T.alloc_buffer((128,), scope="shared")
    bx = T.launch_thread("blockIdx.x", 256)
    tx = T.launch_thread("threadIdx.x", 128)
    red[tx] = A[bx, tx]
    T.tvm_storage_sync("shared")
    s: T.int32 = 64
    while s > 0:
        if tx < s:
            red[tx] = red[tx] + red[tx + s]
        T.tvm_storage_sync("shared")
        s = s // 2
    if tx == 0:
        B[bx] = red[0]
