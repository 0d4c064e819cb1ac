# A thread's guard `j * 256 + tx < n` in the `j` loop, whose sum no index shares: moving `tx`
# across the comparison leaves `j * 256 < n - tx`, and `n - tx` is computed once per thread
# instead of once per iteration. Its guard holds by intervals (`n` is a shape symbol, so
# non-negative, and 0 <= tx < 256); `j * 256` may overflow for all intervals know, but the
# original evaluates it too.
# passes: cse
# bind: n=1
# bind: n=300
# bind: n=1000
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer(("n",), "float32"), y: T.Buffer((n,), "float32")):
    n = T.int32()
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("threadIdx.x", 256) as tx:
        for j in range((n + 255) // 256):
            if j * 256 + tx < n:
                y[j * 256] = y[j * 256] + x[tx]
