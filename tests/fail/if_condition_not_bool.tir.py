# Malformed: an if condition must be bool.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    if x:
        A[0] = x
