# TVM 0.27 miscompiles this correct program (found by scripts/fuzz_tvm.py, seed 5099, in the
# `cse` output of a random program: our output computes what the original does, per the
# interpreter, and so does TVM's StmtSimplify of it; TVM's FlattenBuffer is the first pass
# whose result does not). FlattenBuffer rewrites the column `(v + 7 - i) % 8`, `v` a
# let-bound value, into `(i + T.max(0, (v + 7) // -1 % -8)) % -8 * -1`: at v = 0, i = 0 that is
# 0 instead of 7. The same index simplification as flatten_buffer_floormod.tir.py, reached
# through a let. `tir-eqsat run` and plain Python agree: C[0, (D[i] % 16 + 7 - i) % 8] = 1.
# bind: none
# from tvm.script import tirx as T

@T.prim_func
def main(D: T.Buffer((16,), "int32"), C: T.Buffer((4, 8), "float32")):
    for i in range(4):
        v: T.let[T.int32] = D[i] % 16
        C[0, (v + 7 - i) % 8] = T.float32(1.0)
