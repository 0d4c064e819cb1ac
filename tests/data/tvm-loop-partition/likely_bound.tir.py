# TVM 0.27 miscompiles this correct program (found by scripts/fuzz_tvm.py): its default llvm
# pipeline's LoopPartition splits the loop at the `T.likely` bound into `for i in range(6)` and
# the rest without checking `n >= 6`, so with n = 4 the first part stores C[4], C[5] out of
# bounds (heap corruption: a segfault, an abort or a hang, at random). `tir-eqsat run` and TVM
# without the hint agree. `tir-eqsat simplify` keeps the `T.likely` groups of its input so it
# never offers LoopPartition a split the input did not.
# from tvm.script import tirx as T

@T.prim_func
def main(C: T.Buffer(("n",), "float32"), D: T.Buffer((16,), "int32")):
    n = T.int32()
    for i in range(n):
        if T.likely(6 <= i):
            D[i - 6] = 9
        C[i] = T.float32(1)
