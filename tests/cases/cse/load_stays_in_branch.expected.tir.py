# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32"), k: T.int32):
    T.func_attr({"tirx.noalias": True})
    cse_v1: T.let[T.bool] = k < 16
    for i in range(16):
        if cse_v1:
            cse_v2: T.let[T.float32] = A[k] * A[k]
            B[i] = cse_v2 + cse_v2
