# Loads under two `if`s that cannot share a guarded binding: the first guard reads memory
# (`flag[0]` may differ when read again), and the second pair's first load sits in a loop
# inside its `if` (the loop may not run, so the load would be speculated). Each stays in its
# branch.
# passes: cse
# check: --max-blocks 2
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer((1000,), "float32"), y: T.Buffer((1000,), "float32"), flag: T.Buffer((1,), "int32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("blockIdx.x", 4) as blockIdx_x:
        threadIdx_x = T.launch_thread("threadIdx.x", 80)
        if flag[0] < threadIdx_x:
            y[blockIdx_x * 250 + threadIdx_x] = T.exp(x[blockIdx_x * 250 + threadIdx_x + 80])
        if flag[0] < threadIdx_x:
            y[blockIdx_x * 250 + threadIdx_x + 1] = T.exp(x[blockIdx_x * 250 + threadIdx_x + 80])
        if threadIdx_x < 40:
            for k in range(n):
                y[blockIdx_x * 250 + threadIdx_x + 2] = T.exp(x[blockIdx_x * 250 + threadIdx_x + 160])
        if threadIdx_x < 40:
            y[blockIdx_x * 250 + threadIdx_x + 3] = T.exp(x[blockIdx_x * 250 + threadIdx_x + 160])
