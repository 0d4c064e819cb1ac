# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer(("n", "m"), "float32"), out: T.Buffer((n,), "float32")):
    n, m = T.int32(), T.int32()
    T.func_attr({"tirx.noalias": True})
    x_1 = x.view(n * m)
    cse_v1: T.let[T.int32] = m - 1
    cse_v2: T.let[T.int32] = m - 2
    for i0, k_0 in T.grid(n, (m + 3) // 4):
        cse_v3: T.let[T.int32] = k_0 * 4
        cse_v4: T.let[T.int32] = i0 * m + cse_v3
        if cse_v3 < m:
            out[i0] = out[i0] + x_1[cse_v4]
        if cse_v3 < cse_v1:
            out[i0] = out[i0] + x_1[cse_v4 + 1]
        if cse_v3 < cse_v2:
            out[i0] = out[i0] + x_1[cse_v4 + 2]
