# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def narrow(A: T.Buffer((T.int64(64),), "float32"), B: T.Buffer((T.int64(64),), "float32")):
    blockIdx_x = T.env_thread("blockIdx.x")
    with T.launch_thread(blockIdx_x, T.int64(2)):
        threadIdx_x = T.env_thread("threadIdx.x")
        with T.launch_thread(threadIdx_x, T.int64(32)):
            B[T.Cast("int64", blockIdx_x) * T.int64(32) + T.Cast("int64", threadIdx_x)] = A[T.Cast("int64", blockIdx_x) * T.int64(32) + T.Cast("int64", threadIdx_x)] + T.float32(1.0)
