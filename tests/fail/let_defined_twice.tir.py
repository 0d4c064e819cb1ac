# Two `T.let` of one name in one scope: TVM rejects the second.
from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), n: T.int32):
    x: T.let[T.int32] = n
    x: T.let[T.int32] = n + 1
    A[0] = x
