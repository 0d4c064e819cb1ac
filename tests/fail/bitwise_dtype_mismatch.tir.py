# Malformed: a bitwise and of int32 and int64.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32, y: T.int64):
    A[0] = x & y
