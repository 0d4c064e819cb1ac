# The store of `T.undef()` goes; the product then reads what `B` held before, and `0 * v` is
# `-0.0` for a negative `v` (NaN for an infinite one). A float `0 * undef` has no one value:
# the original's element is undefined where `k = 0`, so the output agrees with it.
# passes: remove-store-undef
# bind: k=0
# bind: k=3
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "float32"), k: T.int32):
    B[0] = T.Cast("float32", T.undef())
    B[0] = B[0] * T.Cast("float32", k)
