# Malformed: a call of a bare Python name.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    A[0] = foo(1)
