# An `int32` thread (`T.env_thread`) launched over an `int64` extent keeps its dtype: printed
# declared, since `as x` would give `x` the extent's dtype.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def narrow(A: T.Buffer((T.int64(64),), "float32"), B: T.Buffer((T.int64(64),), "float32")):
    blockIdx_x = T.env_thread("blockIdx.x")
    T.launch_thread(blockIdx_x, T.int64(2))
    threadIdx_x = T.env_thread("threadIdx.x")
    T.launch_thread(threadIdx_x, T.int64(32))
    B[T.Cast("int64", blockIdx_x) * T.int64(32) + T.Cast("int64", threadIdx_x)] = A[T.Cast("int64", blockIdx_x) * T.int64(32) + T.Cast("int64", threadIdx_x)] + T.float32(1)
