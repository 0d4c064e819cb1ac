# `ax0 * m` does not change in `for ax1 in range(m)`, but no interval bounds it (`n * m` is only
# a view's shape, which no run computes). It leaves that loop anyway: where the loop runs, the
# original computes it on the first iteration, and where it does not, `m` is 0 and so is the
# product. The split loop's extent `(m + 3) // 4` is 0 exactly when `m` is, so `ax0 * m`
# leaves that loop too; `range(p)` is not made empty by `m = 0`, and `ax0 * m` stays in it.
# passes: cse
# bind: n=3,m=0,p=0
# bind: n=3,m=5,p=2
# bind: n=1,m=7,p=7
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer(("n", "m"), "float32"), B: T.Buffer((n, m), "float32"), C: T.Buffer((n, "p"), "float32")):
    n, m, p = T.int32(), T.int32(), T.int32()
    T.func_attr({"tirx.noalias": True})
    A_1 = A.view(n * m)
    B_1 = B.view(n * m)
    C_1 = C.view(n * p)
    for ax0, ax1 in T.grid(n, m):
        B_1[ax0 * m + ax1] = A_1[ax0 * m + ax1] + T.float32(1.0)
    for ax0 in range(n):
        for k_0 in range((m + 3) // 4):
            B_1[ax0 * m + T.min(k_0 * 4, m - 1)] = A_1[ax0 * m + T.min(k_0 * 4, m - 1)] * T.float32(2.0)
    for ax0 in range(n):
        for ax1 in range(p):
            C_1[ax0 * p + ax1] = T.Cast("float32", ax0 * m)
