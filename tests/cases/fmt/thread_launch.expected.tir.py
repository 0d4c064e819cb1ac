# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((256,), "float32"), B: T.Buffer((256,), "float32")):
    T.func_attr({"tirx.noalias": True})
    blockIdx_x = T.launch_thread("blockIdx.x", 4)
    threadIdx_x = T.launch_thread("threadIdx.x", 64)
    B[blockIdx_x * 64 + threadIdx_x] = A[blockIdx_x * 64 + threadIdx_x] * T.float32(3.0)
