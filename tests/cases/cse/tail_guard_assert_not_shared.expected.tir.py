# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer((1000,), "float32"), y: T.Buffer((1000,), "float32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    cse_v1: T.let[T.bool] = n < 1000
    with T.launch_thread("blockIdx.x", 4) as blockIdx_x:
        cse_v2: T.let[T.int32] = blockIdx_x * 250
        threadIdx_x = T.launch_thread("threadIdx.x", 80)
        cse_v3: T.let[T.bool] = threadIdx_x < 40
        cse_v4: T.let[T.int32] = cse_v2 + threadIdx_x
        if cse_v3:
            assert cse_v1, "n out of range"
            y[cse_v4] = T.exp(x[cse_v4 + n])
        if cse_v3:
            y[cse_v4 + 80] = T.exp(x[cse_v4 + n])
