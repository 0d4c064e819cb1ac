# Malformed: a pointer stored into an int32 buffer (TVM cannot cast a handle).
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    A[0] = A.data
