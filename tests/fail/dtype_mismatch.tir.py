# Malformed: int32 + float32.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    A[0] = x + T.float32(1.0)
