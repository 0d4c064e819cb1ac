# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer(("n",), "float32"), y: T.Buffer((n,), "float32")):
    n = T.int32()
    T.func_attr({"tirx.noalias": True})
    cse_v1: T.let[T.int32] = (n + 255) // 256
    with T.launch_thread("threadIdx.x", 256) as tx:
        cse_v2: T.let[T.int32] = n - tx
        for j in range(cse_v1):
            cse_v3: T.let[T.int32] = j * 256
            if cse_v3 < cse_v2:
                y[cse_v3] = y[cse_v3] + x[tx]
