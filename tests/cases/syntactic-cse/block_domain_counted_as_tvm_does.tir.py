# TVM 0.27's CommonSubexprElim counts a block's iteration domains as uses: the loop extent
# `n * 32` and the domain `T.axis.remap` takes from it make a binding before the loop, and both
# read it.
# passes: syntactic-cse
# bind: n=2
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(X: T.Buffer((T.int64(8), "n * T.int64(32)"), "float32"), Y: T.Buffer((T.int64(8), n * T.int64(32)), "float32"), n: T.int64):
    for i, k in T.grid(T.int64(8), n * T.int64(32)):
        with T.sblock("Y"):
            vi, vk = T.axis.remap("SS", [i, k])
            T.reads(X[vi, vk])
            T.writes(Y[vi, vk])
            Y[vi, vk] = X[vi, vk]
