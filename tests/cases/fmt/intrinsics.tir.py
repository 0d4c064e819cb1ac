# Intrinsics and casts: T.exp, T.max/T.min, T.Cast, T.if_then_else, T.likely, T.Select,
# truncated and floor division.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32"), I: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        B[i] = T.exp(A[i]) + T.max(A[i], T.float32(0.0)) * T.min(A[i], T.float32(1.0))
        I[i] = T.Cast("int32", A[i]) + T.if_then_else(i < n, i // 4, i % 4)
        if T.likely(i * 2 < n):
            I[i] = T.Select(i < 8, T.truncdiv(n, 3), T.truncmod(n, 3))
