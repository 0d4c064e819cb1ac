# The tail-guard pattern of tail_guard_shared, but an `assert` stands in the first `if` before
# the load: a binding before that `if` would load out of bounds where the original stops with
# the assert's clean error, so each load stays in its branch.
# passes: cse
# check: --max-blocks 2
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer((1000,), "float32"), y: T.Buffer((1000,), "float32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("blockIdx.x", 4) as blockIdx_x:
        threadIdx_x = T.launch_thread("threadIdx.x", 80)
        if threadIdx_x < 40:
            assert n < 1000, "n out of range"
            y[blockIdx_x * 250 + threadIdx_x] = T.exp(x[blockIdx_x * 250 + threadIdx_x + n])
        if threadIdx_x < 40:
            y[blockIdx_x * 250 + threadIdx_x + 80] = T.exp(x[blockIdx_x * 250 + threadIdx_x + n])
