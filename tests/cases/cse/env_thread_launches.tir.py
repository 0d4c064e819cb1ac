# Each launch of a thread declared once by `T.env_thread` has its own variable: a term of the
# thread index is bound inside each launch, never hoisted out of it, and the output keeps the
# one declaration.
# passes: cse
# contains: threadIdx_x = T.env_thread("threadIdx.x")
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((256,), "float32"), n: T.int32):
    threadIdx_x = T.env_thread("threadIdx.x")
    with T.launch_thread(threadIdx_x, 64):
        A[threadIdx_x] = A[threadIdx_x] + T.Cast("float32", threadIdx_x * 4 + n) * T.Cast("float32", threadIdx_x * 4 + n)
    with T.launch_thread(threadIdx_x, 64):
        A[threadIdx_x + 64] = A[threadIdx_x + 64] + T.Cast("float32", threadIdx_x * 4 + n) * T.Cast("float32", threadIdx_x * 4 + n)
