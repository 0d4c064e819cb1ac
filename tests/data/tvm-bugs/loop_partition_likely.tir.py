# TVM 0.27 miscompiles this correct program (found by scripts/fuzz_tvm.py): its default llvm
# pipeline's LoopPartition splits the loop at the `T.likely` bound into `for i in range(6)` and
# the rest without checking `n >= 6`, so with n = 4 the first part also stores C[4] and C[5]
# (on a buffer of n elements: out of bounds, a heap corruption that crashes at random).
# `tir-eqsat run` and TVM without the hint agree. `tir-eqsat simplify` keeps the `T.likely` groups of its input so it
# never offers LoopPartition a split the input did not.
# bind: n=4
# from tvm.script import tirx as T

@T.prim_func
def main(C: T.Buffer((16,), "float32"), D: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(n):
        if T.likely(6 <= i):
            D[i - 6] = 9
        C[i] = T.float32(1)
