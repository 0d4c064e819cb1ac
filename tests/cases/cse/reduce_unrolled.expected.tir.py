# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer((4096,), "float32"), x_red: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for ax0 in range(64):
        cse_v1: T.let[T.int32] = ax0 * 64
        for k1_0 in range(16):
            if k1_0 == 0:
                x_red[ax0] = T.float32(0.0)
            cse_v2: T.let[T.int32] = cse_v1 + k1_0 * 4
            x_red[ax0] = x_red[ax0] + x[cse_v2]
            x_red[ax0] = x_red[ax0] + x[cse_v2 + 1]
            x_red[ax0] = x_red[ax0] + x[cse_v2 + 2]
            x_red[ax0] = x_red[ax0] + x[cse_v2 + 3]
