# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer((1000,), "float32"), y: T.Buffer((1000,), "float32"), flag: T.Buffer((1,), "int32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("blockIdx.x", 4) as blockIdx_x:
        cse_v1: T.let[T.int32] = blockIdx_x * 250
        threadIdx_x = T.launch_thread("threadIdx.x", 80)
        cse_v2: T.let[T.bool] = flag[0] < threadIdx_x
        cse_v3: T.let[T.int32] = cse_v1 + threadIdx_x
        if cse_v2:
            y[cse_v3] = T.exp(x[cse_v3 + 80])
        if cse_v2:
            y[cse_v3 + 1] = T.exp(x[cse_v3 + 80])
        cse_v4: T.let[T.bool] = threadIdx_x < 40
        cse_v5: T.let[T.int32] = cse_v3 + 2
        if cse_v4:
            for k in range(n):
                y[cse_v5] = T.exp(x[cse_v3 + 160])
        if cse_v4:
            y[cse_v3 + 3] = T.exp(x[cse_v3 + 160])
