# Malformed: a pointer let whose element type is not a string.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    p: T.let[T.handle(32)] = T.address_of(A[0])
    T.evaluate(0)
