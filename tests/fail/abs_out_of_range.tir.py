# Malformed: the absolute value of int32's smallest value does not fit int32 (TVM refuses it).
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((4,), "int32")):
    A[0] = T.abs(T.int32(-2147483648))
