# Distilled from reduce_sum_llvm: an unrolled reduction's base index.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer((4096,), "float32"), x_red: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for ax0, k1_0 in T.grid(64, 16):
        if k1_0 == 0:
            x_red[ax0] = T.float32(0.0)
        x_red[ax0] = x_red[ax0] + x[ax0 * 64 + k1_0 * 4]
        x_red[ax0] = x_red[ax0] + x[ax0 * 64 + k1_0 * 4 + 1]
        x_red[ax0] = x_red[ax0] + x[ax0 * 64 + k1_0 * 4 + 2]
        x_red[ax0] = x_red[ax0] + x[ax0 * 64 + k1_0 * 4 + 3]
