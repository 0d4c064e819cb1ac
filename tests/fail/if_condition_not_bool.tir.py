# Malformed: an if condition must be bool or an integer scalar (TVM reads `if c:` with
# `c: T.int32` as c != 0); a float is neither.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.float32):
    if x:
        A[0] = 1
