# Malformed: a function attribute value that names an undefined variable.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((4,), "int32")):
    T.func_attr({"target": 42 + x})
    A[0] = 1
