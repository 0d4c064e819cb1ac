# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "float32"), B: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("threadIdx.x", 64) as tx:
        cse_v1: T.let[T.float32] = A[0] * A[0]
        B[tx] = cse_v1 + cse_v1
