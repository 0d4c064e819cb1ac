# Distilled from softmax_static_cuda: the last element of each thread's tile exists only where
# `threadIdx_x < 40`, and both the sum and the normalization load it and compute its `exp`
# under that guard, in two `if`s. The load may not be speculated, so it is bound as
# `T.if_then_else(guard, value, 0)` before the first `if`: one load and one `exp` per thread.
# passes: cse
# check: --max-blocks 2
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer((1000,), "float32"), y: T.Buffer((1000,), "float32")):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("blockIdx.x", 4) as blockIdx_x:
        acc = T.alloc_local((1,))
        total = T.alloc_shared((1,))
        threadIdx_x = T.launch_thread("threadIdx.x", 80)
        acc[0] = T.exp(x[blockIdx_x * 250 + threadIdx_x] - T.float32(1.0))
        if threadIdx_x < 40:
            acc[0] = acc[0] + T.exp(x[blockIdx_x * 250 + threadIdx_x + 80] - T.float32(1.0))
        total[0] = acc[0]
        y[blockIdx_x * 250 + threadIdx_x] = T.exp(x[blockIdx_x * 250 + threadIdx_x] - T.float32(1.0)) / total[0]
        if threadIdx_x < 40:
            y[blockIdx_x * 250 + threadIdx_x + 80] = T.exp(x[blockIdx_x * 250 + threadIdx_x + 80] - T.float32(1.0)) / total[0]
