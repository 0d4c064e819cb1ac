# Malformed: a shift of a float.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32"), x: T.float32):
    A[0] = x << 1
