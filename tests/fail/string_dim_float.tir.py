# Malformed: a string dim with a float value.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer(("n * 1.5",), "float32"), n: T.float32):
    A[0] = T.float32(0.0)
