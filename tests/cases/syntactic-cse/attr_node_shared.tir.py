# Reproducer: x + y is both an attribute node and a value in the attribute's body.
# passes: syntactic-cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((50,), "int32"), x: T.int32, y: T.int32):
    with T.attr(x + y, "pragma_foo", 1):
        A[0] = x + y
        A[1] = x + y
