# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((256,), "float32"), n: T.int32):
    threadIdx_x = T.env_thread("threadIdx.x")
    with T.launch_thread(threadIdx_x, 64):
        cse_v1: T.let[T.float32] = T.Cast("float32", threadIdx_x * 4 + n)
        A[threadIdx_x] = A[threadIdx_x] + cse_v1 * cse_v1
    with T.launch_thread(threadIdx_x, 64):
        cse_v2: T.let[T.int32] = threadIdx_x + 64
        cse_v3: T.let[T.float32] = T.Cast("float32", threadIdx_x * 4 + n)
        A[cse_v2] = A[cse_v2] + cse_v3 * cse_v3
