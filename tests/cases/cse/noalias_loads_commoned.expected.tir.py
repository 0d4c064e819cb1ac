# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(32):
        cse_v1: T.let[T.float32] = A[i + 1] * T.float32(3.0)
        B[i] = cse_v1 + cse_v1
