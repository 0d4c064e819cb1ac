# Distilled from add_dynamic_3d_cuda: the flat thread index, once commuted.
# passes: cse
# check: --max-blocks 2
# from tvm.script import tirx as T

@T.prim_func
def main(x0: T.Buffer((4096,), "float32"), x1: T.Buffer((4096,), "float32"), out: T.Buffer((4096,), "float32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("blockIdx.x", 16) as blockIdx_x:
        threadIdx_x = T.launch_thread("threadIdx.x", 256)
        if blockIdx_x * 256 + threadIdx_x < n:
            out[blockIdx_x * 256 + threadIdx_x] = T.exp(x0[threadIdx_x + blockIdx_x * 256] + x1[blockIdx_x * 256 + threadIdx_x])
