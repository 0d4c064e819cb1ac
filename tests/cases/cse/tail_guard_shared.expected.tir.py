# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer((1000,), "float32"), y: T.Buffer((1000,), "float32")):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("blockIdx.x", 4) as blockIdx_x:
        acc = T.alloc_local((1,))
        total = T.alloc_shared((1,))
        cse_v1: T.let[T.int32] = blockIdx_x * 250
        threadIdx_x = T.launch_thread("threadIdx.x", 80)
        cse_v2: T.let[T.int32] = cse_v1 + threadIdx_x
        cse_v3: T.let[T.float32] = T.exp(x[cse_v2] - T.float32(1.0))
        acc[0] = cse_v3
        cse_v4: T.let[T.bool] = threadIdx_x < 40
        cse_v5: T.let[T.int32] = cse_v2 + 80
        cse_v6: T.let[T.float32] = T.if_then_else(cse_v4, T.exp(x[cse_v5] - T.float32(1.0)), T.float32(0.0))
        if cse_v4:
            acc[0] = acc[0] + cse_v6
        total[0] = acc[0]
        y[cse_v2] = cse_v3 / total[0]
        if cse_v4:
            y[cse_v5] = cse_v6 / total[0]
