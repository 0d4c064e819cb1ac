# A loop that surely runs (`range(8)`) computes its condition on its first iteration before
# anything else, so a condition that may overflow (`m + 1 > 5`) goes out of it: where it
# overflows in front of the loop, it overflowed there. A select's condition may stand where the
# loop does not evaluate it (here only from `k = 3` on), so `m * 2 > 5` stays in its loop.
# passes: hoist
# bind: m=7
# bind: m=-3
# contains: if m + 1 > 5:
# contains: B[k + 8] = T.if_then_else(m * 2 > 5, 1, 2)
# from tvm.script import tirx as T

@T.prim_func
def main(m: T.int32, B: T.Buffer((16,), "int32")):
    for k in range(8):
        if m + 1 > 5:
            B[k] = 1
    for k in range(8):
        if k > 2:
            B[k + 8] = T.if_then_else(m * 2 > 5, 1, 2)
