# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(x0: T.Buffer((4096,), "float32"), x1: T.Buffer((4096,), "float32"), out: T.Buffer((4096,), "float32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("blockIdx.x", 16) as blockIdx_x:
        cse_v1: T.let[T.int32] = blockIdx_x * 256
        threadIdx_x = T.launch_thread("threadIdx.x", 256)
        cse_v2: T.let[T.int32] = cse_v1 + threadIdx_x
        if cse_v2 < n:
            out[cse_v2] = T.exp(x0[cse_v2] + x1[cse_v2])
