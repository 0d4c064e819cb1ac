# Malformed: T.max takes two arguments.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    A[0] = T.max(x)
