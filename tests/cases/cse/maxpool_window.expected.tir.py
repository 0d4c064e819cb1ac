# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(data: T.Buffer((3136,), "float32"), pool: T.Buffer((784,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for ax1 in range(4):
        cse_v1: T.let[T.int32] = ax1 * 196
        cse_v2: T.let[T.int32] = ax1 * 784
        cse_v3: T.let[T.int32] = cse_v2 - 29
        cse_v4: T.let[T.int32] = cse_v2 - 28
        for ax2 in range(14):
            cse_v5: T.let[T.bool] = 1 <= ax2
            cse_v6: T.let[T.int32] = ax2 * 56
            cse_v7: T.let[T.int32] = cse_v1 + ax2 * 14
            cse_v8: T.let[T.int32] = cse_v3 + cse_v6
            cse_v9: T.let[T.int32] = cse_v4 + cse_v6
            for ax3 in range(14):
                cse_v10: T.let[T.int32] = ax3 * 4
                cse_v11: T.let[T.int32] = cse_v7 + ax3
                pool[cse_v11] = T.max(pool[cse_v11], T.if_then_else(cse_v5 and 1 <= ax3, data[cse_v8 + cse_v10], T.float32(0.0)))
                pool[cse_v11] = T.max(pool[cse_v11], T.if_then_else(cse_v5, data[cse_v9 + cse_v10], T.float32(0.0)))
