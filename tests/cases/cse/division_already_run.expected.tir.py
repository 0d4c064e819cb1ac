# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), n: T.int32, m: T.int32, t: T.int32, u: T.int32, c: T.bool):
    cse_v1: T.let[T.int32] = t // n
    cse_v2: T.let[T.bool] = t < n
    if cse_v1 < 4:
        cse_v3: T.let[T.int32] = cse_v1 * n * 4
        B[0] = T.if_then_else(cse_v2, A[cse_v3 + 1], T.float32(0.0))
        B[1] = T.if_then_else(cse_v2, A[cse_v3 + 2], T.float32(0.0))
    for by in range(16):
        if by // m < 4:
            cse_v4: T.let[T.int32] = by % m * 64
            for x in range(4):
                cse_v5: T.let[T.int32] = cse_v4 + x
                if c and cse_v5 < 5:
                    B[cse_v5] = T.float32(1.0)
                if c and cse_v5 < 6:
                    B[cse_v5 + 1] = T.float32(1.0)
    if c and u % m < 3:
        A[u % m] = T.float32(1.0)
    if cse_v1 < 3:
        if c:
            A[t % n] = T.float32(1.0)
        if t > 5:
            A[t % n + 1] = T.float32(2.0)
