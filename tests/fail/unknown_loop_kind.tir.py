# Malformed: T.frobnicate is not a loop kind.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    for i in T.frobnicate(4):
        A[i] = x
