# `n = v` where `n` is a parameter: TVM 0.27 refuses it, and so do we (never a store to `n`).
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), n: T.int32):
    n = n + 1
    A[0] = n
