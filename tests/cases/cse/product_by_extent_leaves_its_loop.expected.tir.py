# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer(("n", "m"), "float32"), B: T.Buffer((n, m), "float32"), C: T.Buffer((n, "p"), "float32")):
    n, m, p = T.int32(), T.int32(), T.int32()
    T.func_attr({"tirx.noalias": True})
    cse_v1: T.let[T.int32] = n * m
    A_1 = A.view(cse_v1)
    B_1 = B.view(cse_v1)
    C_1 = C.view(n * p)
    for ax0 in range(n):
        cse_v2: T.let[T.int32] = ax0 * m
        for ax1 in range(m):
            cse_v3: T.let[T.int32] = cse_v2 + ax1
            B_1[cse_v3] = A_1[cse_v3] + T.float32(1.0)
    cse_v4: T.let[T.int32] = m - 1
    for ax0 in range(n):
        cse_v5: T.let[T.int32] = ax0 * m
        for k_0 in range((m + 3) // 4):
            cse_v6: T.let[T.int32] = cse_v5 + T.min(k_0 * 4, cse_v4)
            B_1[cse_v6] = A_1[cse_v6] * T.float32(2.0)
    for ax0 in range(n):
        cse_v7: T.let[T.int32] = ax0 * p
        for ax1 in range(p):
            C_1[cse_v7 + ax1] = T.Cast("float32", ax0 * m)
