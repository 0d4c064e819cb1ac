# Malformed: a negative shift amount between literals.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    A[0] = 1 << -1
