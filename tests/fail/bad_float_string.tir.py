# Malformed: a typed float literal from a string that is not a number.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    A[0] = T.float32("abc")
