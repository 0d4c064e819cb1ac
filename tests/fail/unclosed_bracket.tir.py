# Malformed: a bracket never closed.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    A[0] = (x + 1
    A[1] = x
