# Malformed: a string dim that is not an expression.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer(("n +",), "float32"), n: T.int32):
    A[0] = T.float32(0.0)
