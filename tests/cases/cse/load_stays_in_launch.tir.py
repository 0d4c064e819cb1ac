# A[0] * A[0] does not depend on the thread index, but above the launch is host code.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "float32"), B: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("threadIdx.x", 64) as tx:
        B[tx] = A[0] * A[0] + A[0] * A[0]
