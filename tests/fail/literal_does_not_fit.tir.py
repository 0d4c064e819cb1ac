# Malformed: 300 does not fit int8.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    A[0] = T.Cast("int32", T.int8(300))
