# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def launched(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    with T.launch_thread("blockIdx.x", 8) as bx:
        with T.launch_thread("threadIdx.x", 8) as tx:
            B[bx * 8 + tx] = A[bx * 8 + tx] * T.float32(2.0)
