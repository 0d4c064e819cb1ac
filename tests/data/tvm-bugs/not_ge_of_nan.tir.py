# TVM 0.27 miscompiles this correct program (found by an adversarial review of `simplify`): its
# default llvm pipeline rewrites `not (s >= 1.5)` into `s < 1.5`, which differs where `s` is NaN
# (`T.sqrt` of a negative input): IEEE makes `s >= 1.5` false there, so the first `if` stores 1,
# but TVM's build stores nothing and `B[i]` keeps 0. `tir-eqsat run` follows IEEE, and
# `tir-eqsat simplify` merges the two `if`s into one `if`/`else`, which computes 1 there as the
# program does.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "int32")):
    for i in range(4):
        s: T.let[T.float32] = T.sqrt(A[i])
        B[i] = 0
        if not (s >= T.float32(1.5)):
            B[i] = 1
        if s >= T.float32(1.5):
            B[i] = 2
