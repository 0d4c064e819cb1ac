# Distilled from maxpool2d_llvm: a pooling window's shared index and guard.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(data: T.Buffer((3136,), "float32"), pool: T.Buffer((784,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for ax1, ax2, ax3 in T.grid(4, 14, 14):
        pool[ax1 * 196 + ax2 * 14 + ax3] = T.max(pool[ax1 * 196 + ax2 * 14 + ax3], T.if_then_else(1 <= ax2 and 1 <= ax3, data[ax1 * 784 + ax2 * 56 + ax3 * 4 - 29], T.float32(0.0)))
        pool[ax1 * 196 + ax2 * 14 + ax3] = T.max(pool[ax1 * 196 + ax2 * 14 + ax3], T.if_then_else(1 <= ax2, data[ax1 * 784 + ax2 * 56 + ax3 * 4 - 28], T.float32(0.0)))
