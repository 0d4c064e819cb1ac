# Malformed: a float stride.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32", strides=(1.5,))):
    A[0] = T.float32(0.0)
