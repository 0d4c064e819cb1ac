# Malformed: a call whose callee is an expression, not a name.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    A[0] = (lambda x: x)(T.float32(1.0))
