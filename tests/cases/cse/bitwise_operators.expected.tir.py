# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    cse_v1: T.let[T.int32] = n >> 1 & 7
    for i in range(16):
        cse_v2: T.let[T.int32] = A[i] << 2
        B[i] = (cse_v2 | A[i] & 3) ^ ~A[i] >> 1
        B[i + 16] = cse_v2 + cse_v1
        B[i + 32] = cse_v2 * 3 + cse_v1
