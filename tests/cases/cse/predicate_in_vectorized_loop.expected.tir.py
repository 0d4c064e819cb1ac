# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), C: T.Buffer((64,), "float32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    for j in T.vectorized(4):
        cse_v1: T.let[T.int32] = j * n + 1
        B[j] = T.if_then_else(j < n, A[cse_v1], T.float32(0.0)) + T.if_then_else(j < n, A[cse_v1 + 4], T.float32(1.0))
    for j in range(4):
        cse_v2: T.let[T.bool] = j < n
        C[j] = T.if_then_else(cse_v2, A[j], T.float32(0.0)) + T.if_then_else(cse_v2, A[j + 4], T.float32(1.0))
    for o in range(4):
        cse_v3: T.let[T.int32] = o * 8
        for i in T.vectorized(8):
            cse_v4: T.let[T.int32] = cse_v3 + i
            B[cse_v4 + 32] = A[cse_v4] * A[cse_v4] * T.if_then_else(1 <= i, A[cse_v4 - 1], T.float32(0.0)) + A[cse_v4] * A[cse_v4]
    for i in range(8):
        cse_v5: T.let[T.float32] = A[i] * A[i]
        C[i + 8] = cse_v5 * T.if_then_else(1 <= i, A[i + 7], T.float32(0.0)) + cse_v5
