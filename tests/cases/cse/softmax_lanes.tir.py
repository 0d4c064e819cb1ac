# Distilled from softmax_dynamic_llvm: lane checks and indices share k_0 * 4 (and i0 * m).
# passes: cse
# bind: n=2,m=5
# bind: n=3,m=1
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer(("n", "m"), "float32"), out: T.Buffer((n,), "float32")):
    n, m = T.int32(), T.int32()
    T.func_attr({"tirx.noalias": True})
    x_1 = x.view(n * m)
    for i0, k_0 in T.grid(n, (m + 3) // 4):
        if k_0 * 4 < m:
            out[i0] = out[i0] + x_1[k_0 * 4 + i0 * m]
        if k_0 * 4 + 1 < m:
            out[i0] = out[i0] + x_1[k_0 * 4 + i0 * m + 1]
        if k_0 * 4 + 2 < m:
            out[i0] = out[i0] + x_1[k_0 * 4 + i0 * m + 2]
