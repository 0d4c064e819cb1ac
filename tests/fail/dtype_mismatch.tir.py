# Malformed: vectors of 4 and 2 lanes added.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    A[0:4] = T.Broadcast(x, 4) + T.Broadcast(x, 2)
