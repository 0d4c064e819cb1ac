# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((256,), "float32"), B: T.Buffer((256,), "float32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    cse_v1: T.let[T.int32] = n // 4
    for i in range(cse_v1, cse_v1 + (120 - cse_v1), cse_v1 + 1):
        cse_v2: T.let[T.int32] = i * 2
        cse_v3: T.let[T.int32] = cse_v2 + 1
        B[cse_v3] = A[cse_v3] * A[cse_v3] + A[i]
        B[cse_v2] = A[cse_v3] + T.float32(1.0)
