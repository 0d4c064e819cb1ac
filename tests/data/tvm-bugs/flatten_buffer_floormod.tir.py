# TVM 0.27 miscompiles this correct program (found by scripts/fuzz_tvm.py): StmtSimplify turns
# the index into `(1 - i) % 8`, then FlattenBuffer's index simplification turns that into
# `i % -8 * -1`, which is 0 instead of 1 at i = 0 and 3 instead of 4 at i = 5, so every
# element of B is read from the wrong place. `tir-eqsat run` and plain Python agree:
# B[i] = A[(9 - i) % 8].
# bind: none
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    for i in range(8):
        B[i] = A[T.floormod(6 - (i - 3), 8)]
