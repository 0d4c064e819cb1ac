# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2000000,), "float32"), B: T.Buffer((2000000,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for bx in T.thread_binding(256, thread="blockIdx.x"):
        cse_v1: T.let[T.int32] = bx * 1024
        for tx in T.thread_binding(1024, thread="threadIdx.x"):
            for f0 in range(7):
                cse_v2: T.let[T.int32] = tx + (cse_v1 + f0 * 262144)
                B[cse_v2] = A[cse_v2] * T.float32(2.0)
