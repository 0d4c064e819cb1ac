# The conditions of one `T.likely(a and b)` stay under one `T.likely` when a conjunct is
# rewritten (`i % 1 + i - 6` becomes `i - 6`): TVM 0.27's LoopPartition splits a loop at each
# separate `T.likely` bound without checking the extent, and then writes out of bounds for
# n < 6 (tests/data/tvm-bugs), so the output must not offer it a split the input did
# not. Separate `T.likely` calls stay separate.
# passes: simplify
# bind: n=4
# from tvm.script import tirx as T

@T.prim_func
def main(C: T.Buffer(("n",), "float32"), D: T.Buffer((16,), "int32")):
    n = T.int32()
    for i in range(n):
        if T.likely(0 <= i % 1 + (i - 6) and i % 1 + (i - 6) < 16):
            D[i - 6] = 9
        if T.likely(i % 1 + i < 8) and T.likely(i * 1 < 5):
            C[i] = T.float32(1)
